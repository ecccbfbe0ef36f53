import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_status" AS ENUM('new', 'in_review', 'presented', 'rejected', 'hired', 'withdrawn');
  CREATE TYPE "public"."enum_applications_ats_state" AS ENUM('pending', 'sent', 'mailed', 'failed', 'not_configured');
  CREATE TYPE "public"."enum_application_files_role" AS ENUM('cv', 'attachment');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendApplicationMail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'forwardApplication';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeApplications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendApplicationMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'forwardApplication';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeApplications';
  CREATE TABLE "applications_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"job_id" integer,
  	"job_title" varchar,
  	"message" varchar,
  	"earliest_start" varchar,
  	"desired_area" varchar,
  	"desired_place" varchar,
  	"source_page" varchar,
  	"status" "enum_applications_status" DEFAULT 'new' NOT NULL,
  	"status_changed_at" timestamp(3) with time zone,
  	"delete_after" timestamp(3) with time zone,
  	"talent_pool_consented" boolean DEFAULT false,
  	"talent_pool_consented_at" timestamp(3) with time zone,
  	"talent_pool_consent_text" varchar,
  	"ats_state" "enum_applications_ats_state" DEFAULT 'pending',
  	"ats_external_id" varchar,
  	"ats_error" varchar,
  	"ats_attempts" numeric DEFAULT 0,
  	"ats_sent_at" timestamp(3) with time zone,
  	"mails_confirmation_sent_at" timestamp(3) with time zone,
  	"mails_notification_sent_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"role" "enum_application_files_role" NOT NULL,
  	"file_name" varchar NOT NULL,
  	"mime_type" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"storage_key" varchar NOT NULL,
  	"sha256" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"downloaded_at" timestamp(3) with time zone NOT NULL,
  	"user_id" integer NOT NULL,
  	"file_id" integer,
  	"file_name" varchar,
  	"application_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_downloads_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "application_recipient_email" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "ats_import_email" varchar;
  ALTER TABLE "applications_notes" ADD CONSTRAINT "applications_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications_notes" ADD CONSTRAINT "applications_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_downloads" ADD CONSTRAINT "application_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_downloads" ADD CONSTRAINT "application_downloads_file_id_application_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."application_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_downloads" ADD CONSTRAINT "application_downloads_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "applications_notes_order_idx" ON "applications_notes" USING btree ("_order");
  CREATE INDEX "applications_notes_parent_id_idx" ON "applications_notes" USING btree ("_parent_id");
  CREATE INDEX "applications_notes_author_idx" ON "applications_notes" USING btree ("author_id");
  CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id");
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  CREATE INDEX "applications_delete_after_idx" ON "applications" USING btree ("delete_after");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "application_files_application_idx" ON "application_files" USING btree ("application_id");
  CREATE UNIQUE INDEX "application_files_storage_key_idx" ON "application_files" USING btree ("storage_key");
  CREATE INDEX "application_files_updated_at_idx" ON "application_files" USING btree ("updated_at");
  CREATE INDEX "application_files_created_at_idx" ON "application_files" USING btree ("created_at");
  CREATE INDEX "application_downloads_downloaded_at_idx" ON "application_downloads" USING btree ("downloaded_at");
  CREATE INDEX "application_downloads_user_idx" ON "application_downloads" USING btree ("user_id");
  CREATE INDEX "application_downloads_file_idx" ON "application_downloads" USING btree ("file_id");
  CREATE INDEX "application_downloads_application_idx" ON "application_downloads" USING btree ("application_id");
  CREATE INDEX "application_downloads_updated_at_idx" ON "application_downloads" USING btree ("updated_at");
  CREATE INDEX "application_downloads_created_at_idx" ON "application_downloads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_files_fk" FOREIGN KEY ("application_files_id") REFERENCES "public"."application_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_downloads_fk" FOREIGN KEY ("application_downloads_id") REFERENCES "public"."application_downloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_application_files_id_idx" ON "payload_locked_documents_rels" USING btree ("application_files_id");
  CREATE INDEX "payload_locked_documents_rels_application_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("application_downloads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_downloads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applications_notes" CASCADE;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "application_files" CASCADE;
  DROP TABLE "application_downloads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_downloads_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'importJobFeed', 'sendContactMail', 'purgeContactRequests', 'sendJobAlertConfirmation', 'sendJobAlertDigests', 'purgeJobAlerts', 'notifyGoogleIndexing');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'importJobFeed', 'sendContactMail', 'purgeContactRequests', 'sendJobAlertConfirmation', 'sendJobAlertDigests', 'purgeJobAlerts', 'notifyGoogleIndexing');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_application_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_application_downloads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_downloads_id";
  ALTER TABLE "site_settings" DROP COLUMN "application_recipient_email";
  ALTER TABLE "site_settings" DROP COLUMN "ats_import_email";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_ats_state";
  DROP TYPE "public"."enum_application_files_role";`)
}
