import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_import_runs_trigger" ADD VALUE 'override';
  ALTER TABLE "jobs" ADD COLUMN "description_content" jsonb;
  ALTER TABLE "jobs" ADD COLUMN "requirements_content" jsonb;
  ALTER TABLE "jobs" ADD COLUMN "benefits_content" jsonb;
  ALTER TABLE "jobs" ADD COLUMN "image_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "contact_photo_id" integer;
  ALTER TABLE "import_runs" ADD COLUMN "refused_deletes" numeric;
  ALTER TABLE "import_runs" ADD COLUMN "override_of_id" integer;
  ALTER TABLE "import_runs" ADD COLUMN "triggered_by_id" integer;
  ALTER TABLE "media" ADD COLUMN "source_url" varchar;
  ALTER TABLE "media" ADD COLUMN "content_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "dashboard_visit_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "dashboard_previous_visit_at" timestamp(3) with time zone;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contact_photo_id_media_id_fk" FOREIGN KEY ("contact_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_override_of_id_import_runs_id_fk" FOREIGN KEY ("override_of_id") REFERENCES "public"."import_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_triggered_by_id_users_id_fk" FOREIGN KEY ("triggered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "jobs_image_idx" ON "jobs" USING btree ("image_id");
  CREATE INDEX "jobs_contact_photo_idx" ON "jobs" USING btree ("contact_photo_id");
  CREATE INDEX "import_runs_override_of_idx" ON "import_runs" USING btree ("override_of_id");
  CREATE INDEX "import_runs_triggered_by_idx" ON "import_runs" USING btree ("triggered_by_id");
  CREATE INDEX "media_source_url_idx" ON "media" USING btree ("source_url");
  CREATE INDEX "media_content_hash_idx" ON "media" USING btree ("content_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" DROP CONSTRAINT "jobs_image_id_media_id_fk";
  
  ALTER TABLE "jobs" DROP CONSTRAINT "jobs_contact_photo_id_media_id_fk";
  
  ALTER TABLE "import_runs" DROP CONSTRAINT "import_runs_override_of_id_import_runs_id_fk";
  
  ALTER TABLE "import_runs" DROP CONSTRAINT "import_runs_triggered_by_id_users_id_fk";
  
  ALTER TABLE "import_runs" ALTER COLUMN "trigger" SET DATA TYPE text;
  ALTER TABLE "import_runs" ALTER COLUMN "trigger" SET DEFAULT 'schedule'::text;
  DROP TYPE "public"."enum_import_runs_trigger";
  CREATE TYPE "public"."enum_import_runs_trigger" AS ENUM('schedule', 'manual');
  ALTER TABLE "import_runs" ALTER COLUMN "trigger" SET DEFAULT 'schedule'::"public"."enum_import_runs_trigger";
  ALTER TABLE "import_runs" ALTER COLUMN "trigger" SET DATA TYPE "public"."enum_import_runs_trigger" USING "trigger"::"public"."enum_import_runs_trigger";
  DROP INDEX "jobs_image_idx";
  DROP INDEX "jobs_contact_photo_idx";
  DROP INDEX "import_runs_override_of_idx";
  DROP INDEX "import_runs_triggered_by_idx";
  DROP INDEX "media_source_url_idx";
  DROP INDEX "media_content_hash_idx";
  ALTER TABLE "jobs" DROP COLUMN "description_content";
  ALTER TABLE "jobs" DROP COLUMN "requirements_content";
  ALTER TABLE "jobs" DROP COLUMN "benefits_content";
  ALTER TABLE "jobs" DROP COLUMN "image_id";
  ALTER TABLE "jobs" DROP COLUMN "contact_photo_id";
  ALTER TABLE "import_runs" DROP COLUMN "refused_deletes";
  ALTER TABLE "import_runs" DROP COLUMN "override_of_id";
  ALTER TABLE "import_runs" DROP COLUMN "triggered_by_id";
  ALTER TABLE "media" DROP COLUMN "source_url";
  ALTER TABLE "media" DROP COLUMN "content_hash";
  ALTER TABLE "users" DROP COLUMN "dashboard_visit_at";
  ALTER TABLE "users" DROP COLUMN "dashboard_previous_visit_at";`)
}
