import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_import_runs_trigger" ADD VALUE 'override';
  ALTER TABLE "jobs" ADD COLUMN "description_content" jsonb;
  ALTER TABLE "jobs" ADD COLUMN "requirements_content" jsonb;
  ALTER TABLE "jobs" ADD COLUMN "benefits_content" jsonb;
  ALTER TABLE "import_runs" ADD COLUMN "refused_deletes" numeric;
  ALTER TABLE "import_runs" ADD COLUMN "override_of_id" integer;
  ALTER TABLE "import_runs" ADD COLUMN "triggered_by_id" integer;
  ALTER TABLE "users" ADD COLUMN "dashboard_visit_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "dashboard_previous_visit_at" timestamp(3) with time zone;
  ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_override_of_id_import_runs_id_fk" FOREIGN KEY ("override_of_id") REFERENCES "public"."import_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_triggered_by_id_users_id_fk" FOREIGN KEY ("triggered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "import_runs_override_of_idx" ON "import_runs" USING btree ("override_of_id");
  CREATE INDEX "import_runs_triggered_by_idx" ON "import_runs" USING btree ("triggered_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "import_runs" DROP CONSTRAINT "import_runs_override_of_id_import_runs_id_fk";
  
  ALTER TABLE "import_runs" DROP CONSTRAINT "import_runs_triggered_by_id_users_id_fk";
  
  ALTER TABLE "import_runs" ALTER COLUMN "trigger" SET DATA TYPE text;
  ALTER TABLE "import_runs" ALTER COLUMN "trigger" SET DEFAULT 'schedule'::text;
  DROP TYPE "public"."enum_import_runs_trigger";
  CREATE TYPE "public"."enum_import_runs_trigger" AS ENUM('schedule', 'manual');
  ALTER TABLE "import_runs" ALTER COLUMN "trigger" SET DEFAULT 'schedule'::"public"."enum_import_runs_trigger";
  ALTER TABLE "import_runs" ALTER COLUMN "trigger" SET DATA TYPE "public"."enum_import_runs_trigger" USING "trigger"::"public"."enum_import_runs_trigger";
  DROP INDEX "import_runs_override_of_idx";
  DROP INDEX "import_runs_triggered_by_idx";
  ALTER TABLE "jobs" DROP COLUMN "description_content";
  ALTER TABLE "jobs" DROP COLUMN "requirements_content";
  ALTER TABLE "jobs" DROP COLUMN "benefits_content";
  ALTER TABLE "import_runs" DROP COLUMN "refused_deletes";
  ALTER TABLE "import_runs" DROP COLUMN "override_of_id";
  ALTER TABLE "import_runs" DROP COLUMN "triggered_by_id";
  ALTER TABLE "users" DROP COLUMN "dashboard_visit_at";
  ALTER TABLE "users" DROP COLUMN "dashboard_previous_visit_at";`)
}
