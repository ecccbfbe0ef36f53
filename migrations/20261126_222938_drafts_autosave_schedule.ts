import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_source" AS ENUM('feed', 'manual');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_company" varchar,
  	"version_location" varchar,
  	"version_department" varchar,
  	"version_additional_locations" varchar,
  	"version_street" varchar,
  	"version_postal_code" varchar,
  	"version_region" varchar,
  	"version_country" varchar,
  	"version_employment_type" varchar,
  	"version_hours" varchar,
  	"version_contract_type" varchar,
  	"version_start_date" varchar,
  	"version_description_content" jsonb,
  	"version_description" varchar,
  	"version_requirements_content" jsonb,
  	"version_requirements" varchar,
  	"version_benefits_content" jsonb,
  	"version_benefits" varchar,
  	"version_salary" varchar,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_application_deadline" timestamp(3) with time zone,
  	"version_valid_through" timestamp(3) with time zone,
  	"version_apply_url" varchar,
  	"version_image_id" integer,
  	"version_image_url" varchar,
  	"version_company_logo" varchar,
  	"version_contact_person" varchar,
  	"version_contact_title" varchar,
  	"version_contact_email" varchar,
  	"version_contact_phone" varchar,
  	"version_contact_address" varchar,
  	"version_contact_postal_code" varchar,
  	"version_contact_city" varchar,
  	"version_contact_photo_id" integer,
  	"version_contact_image" varchar,
  	"version_slug" varchar,
  	"version_filled" boolean DEFAULT false,
  	"version_source" "enum__jobs_v_version_source" DEFAULT 'manual',
  	"version_external_id" varchar,
  	"version_last_seen_at" timestamp(3) with time zone,
  	"version_content_hash" varchar,
  	"version_source_hash" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "jobs" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "jobs" ADD COLUMN "_status" "enum_jobs_status" DEFAULT 'draft';
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_contact_photo_id_media_id_fk" FOREIGN KEY ("version_contact_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_publish_date_idx" ON "_jobs_v" USING btree ("version_publish_date");
  CREATE INDEX "_jobs_v_version_version_image_idx" ON "_jobs_v" USING btree ("version_image_id");
  CREATE INDEX "_jobs_v_version_version_contact_photo_idx" ON "_jobs_v" USING btree ("version_contact_photo_id");
  CREATE INDEX "_jobs_v_version_version_slug_idx" ON "_jobs_v" USING btree ("version_slug");
  CREATE INDEX "_jobs_v_version_version_source_idx" ON "_jobs_v" USING btree ("version_source");
  CREATE INDEX "_jobs_v_version_version_external_id_idx" ON "_jobs_v" USING btree ("version_external_id");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE INDEX "_jobs_v_autosave_idx" ON "_jobs_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");`)
  // Every job stored so far is live. The feed import writes rows directly: what it writes is live too.
  await db.execute(sql`
  ALTER TABLE "jobs" ALTER COLUMN "_status" SET DEFAULT 'published';
  UPDATE "jobs" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_jobs_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_jobs_v" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'importJobFeed', 'sendContactMail', 'purgeContactRequests', 'sendJobAlertConfirmation', 'sendJobAlertDigests', 'purgeJobAlerts', 'notifyGoogleIndexing', 'sendPasswordResetMail', 'sendApplicationMail', 'forwardApplication', 'purgeApplications');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'importJobFeed', 'sendContactMail', 'purgeContactRequests', 'sendJobAlertConfirmation', 'sendJobAlertDigests', 'purgeJobAlerts', 'notifyGoogleIndexing', 'sendPasswordResetMail', 'sendApplicationMail', 'forwardApplication', 'purgeApplications');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "jobs__status_idx";
  ALTER TABLE "jobs" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "jobs" DROP COLUMN "_status";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_source";
  DROP TYPE "public"."enum__jobs_v_version_status";`)
}
