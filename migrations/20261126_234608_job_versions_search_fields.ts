import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The job search's fields in the versions of jobs (the drafts table came after the fields on jobs). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__jobs_v_version_salary_period" AS ENUM('hour', 'day', 'week', 'month', 'year');
  CREATE TYPE "public"."enum__jobs_v_version_salary_currency" AS ENUM('EUR', 'CHF');
  CREATE TYPE "public"."enum__jobs_v_version_salary_basis" AS ENUM('gross', 'net');
  CREATE TYPE "public"."enum__jobs_v_version_season_kind" AS ENUM('saison', 'ganzjahr');
  CREATE TYPE "public"."enum__jobs_v_version_working_time_model" AS ENUM('vollzeit', 'teilzeit', 'minijob', 'aushilfe', 'ausbildung', 'praktikum');
  CREATE TYPE "public"."enum__jobs_v_version_work_week_days" AS ENUM('4', '5');
  ALTER TABLE "_jobs_v" ADD COLUMN "version_salary_min" numeric;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_salary_max" numeric;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_salary_period" "enum__jobs_v_version_salary_period";
  ALTER TABLE "_jobs_v" ADD COLUMN "version_salary_currency" "enum__jobs_v_version_salary_currency";
  ALTER TABLE "_jobs_v" ADD COLUMN "version_salary_basis" "enum__jobs_v_version_salary_basis";
  ALTER TABLE "_jobs_v" ADD COLUMN "version_salary_hours" numeric;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_staff_housing" boolean;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_meals" boolean;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_tips" boolean;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_season_kind" "enum__jobs_v_version_season_kind";
  ALTER TABLE "_jobs_v" ADD COLUMN "version_season" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_working_time_model" "enum__jobs_v_version_working_time_model";
  ALTER TABLE "_jobs_v" ADD COLUMN "version_start_from" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_work_week_days" "enum__jobs_v_version_work_week_days";
  ALTER TABLE "_jobs_v" ADD COLUMN "version_geo_places" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_jobs_v" DROP COLUMN "version_salary_min";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_salary_max";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_salary_period";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_salary_currency";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_salary_basis";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_salary_hours";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_staff_housing";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_meals";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_tips";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_season_kind";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_season";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_working_time_model";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_start_from";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_work_week_days";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_geo_places";
  DROP TYPE "public"."enum__jobs_v_version_salary_period";
  DROP TYPE "public"."enum__jobs_v_version_salary_currency";
  DROP TYPE "public"."enum__jobs_v_version_salary_basis";
  DROP TYPE "public"."enum__jobs_v_version_season_kind";
  DROP TYPE "public"."enum__jobs_v_version_working_time_model";
  DROP TYPE "public"."enum__jobs_v_version_work_week_days";`)
}
