import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_alerts_frequency" AS ENUM('daily', 'weekly');
  CREATE TYPE "public"."enum_job_alerts_status" AS ENUM('pending', 'confirmed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendJobAlertConfirmation';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendJobAlertDigests';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeJobAlerts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyGoogleIndexing';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendJobAlertConfirmation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendJobAlertDigests';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeJobAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyGoogleIndexing';
  CREATE TABLE "job_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"search" varchar,
  	"location" varchar,
  	"department" varchar,
  	"employment_type" varchar,
  	"frequency" "enum_job_alerts_frequency" DEFAULT 'weekly' NOT NULL,
  	"status" "enum_job_alerts_status" DEFAULT 'pending' NOT NULL,
  	"request_ip" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"confirm_ip" varchar,
  	"jobs_since" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_alerts_id" integer;
  CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");
  CREATE INDEX "job_alerts_status_idx" ON "job_alerts" USING btree ("status");
  CREATE INDEX "job_alerts_updated_at_idx" ON "job_alerts" USING btree ("updated_at");
  CREATE INDEX "job_alerts_created_at_idx" ON "job_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_alerts_fk" FOREIGN KEY ("job_alerts_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("job_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_alerts_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'importJobFeed', 'sendContactMail', 'purgeContactRequests');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'importJobFeed', 'sendContactMail', 'purgeContactRequests');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_job_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_alerts_id";
  DROP TYPE "public"."enum_job_alerts_frequency";
  DROP TYPE "public"."enum_job_alerts_status";`)
}
