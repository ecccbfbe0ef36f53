import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { searchFields } from '@/features/job-search/derive'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_salary_period" AS ENUM('hour', 'day', 'week', 'month', 'year');
  CREATE TYPE "public"."enum_jobs_salary_currency" AS ENUM('EUR', 'CHF');
  CREATE TYPE "public"."enum_jobs_salary_basis" AS ENUM('gross', 'net');
  CREATE TYPE "public"."enum_jobs_season_kind" AS ENUM('saison', 'ganzjahr');
  CREATE TYPE "public"."enum_jobs_working_time_model" AS ENUM('vollzeit', 'teilzeit', 'minijob', 'aushilfe', 'ausbildung', 'praktikum');
  CREATE TYPE "public"."enum_jobs_work_week_days" AS ENUM('4', '5');
  ALTER TABLE "jobs" ADD COLUMN "salary_min" numeric;
  ALTER TABLE "jobs" ADD COLUMN "salary_max" numeric;
  ALTER TABLE "jobs" ADD COLUMN "salary_period" "enum_jobs_salary_period";
  ALTER TABLE "jobs" ADD COLUMN "salary_currency" "enum_jobs_salary_currency";
  ALTER TABLE "jobs" ADD COLUMN "salary_basis" "enum_jobs_salary_basis";
  ALTER TABLE "jobs" ADD COLUMN "salary_hours" numeric;
  ALTER TABLE "jobs" ADD COLUMN "staff_housing" boolean;
  ALTER TABLE "jobs" ADD COLUMN "meals" boolean;
  ALTER TABLE "jobs" ADD COLUMN "tips" boolean;
  ALTER TABLE "jobs" ADD COLUMN "season_kind" "enum_jobs_season_kind";
  ALTER TABLE "jobs" ADD COLUMN "season" varchar;
  ALTER TABLE "jobs" ADD COLUMN "working_time_model" "enum_jobs_working_time_model";
  ALTER TABLE "jobs" ADD COLUMN "start_from" varchar;
  ALTER TABLE "jobs" ADD COLUMN "work_week_days" "enum_jobs_work_week_days";
  ALTER TABLE "jobs" ADD COLUMN "geo_places" jsonb;`)
  // stored jobs get their figures now: an unchanged feed job is not written by the next import
  const { rows } = await db.execute(sql`SELECT id, title, employment_type AS "employmentType", hours, contract_type AS "contractType",
    start_date AS "startDate", description, requirements, benefits, salary, location, additional_locations AS "additionalLocations" FROM jobs`)
  const derived = (rows as Record<string, string | null>[]).map((job) => ({ id: job.id, ...searchFields(job) }))
  for (let from = 0; from < derived.length; from += 500) {
    await db.execute(sql`UPDATE jobs SET salary_min = r."salaryMin", salary_max = r."salaryMax", salary_period = r."salaryPeriod"::enum_jobs_salary_period,
      salary_currency = r."salaryCurrency"::enum_jobs_salary_currency, salary_basis = r."salaryBasis"::enum_jobs_salary_basis, salary_hours = r."salaryHours",
      staff_housing = r."staffHousing", meals = r.meals, tips = r.tips, season_kind = r."seasonKind"::enum_jobs_season_kind, season = r.season,
      working_time_model = r."workingTimeModel"::enum_jobs_working_time_model, start_from = r."startFrom",
      work_week_days = r."workWeekDays"::enum_jobs_work_week_days, geo_places = r."geoPlaces"
      FROM jsonb_to_recordset(${JSON.stringify(derived.slice(from, from + 500))}::jsonb) AS r(id int, "salaryMin" numeric, "salaryMax" numeric, "salaryPeriod" text,
        "salaryCurrency" text, "salaryBasis" text, "salaryHours" numeric, "staffHousing" boolean, meals boolean, tips boolean, "seasonKind" text, season text,
        "workingTimeModel" text, "startFrom" text, "workWeekDays" text, "geoPlaces" jsonb)
      WHERE jobs.id = r.id`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" DROP COLUMN "salary_min";
  ALTER TABLE "jobs" DROP COLUMN "salary_max";
  ALTER TABLE "jobs" DROP COLUMN "salary_period";
  ALTER TABLE "jobs" DROP COLUMN "salary_currency";
  ALTER TABLE "jobs" DROP COLUMN "salary_basis";
  ALTER TABLE "jobs" DROP COLUMN "salary_hours";
  ALTER TABLE "jobs" DROP COLUMN "staff_housing";
  ALTER TABLE "jobs" DROP COLUMN "meals";
  ALTER TABLE "jobs" DROP COLUMN "tips";
  ALTER TABLE "jobs" DROP COLUMN "season_kind";
  ALTER TABLE "jobs" DROP COLUMN "season";
  ALTER TABLE "jobs" DROP COLUMN "working_time_model";
  ALTER TABLE "jobs" DROP COLUMN "start_from";
  ALTER TABLE "jobs" DROP COLUMN "work_week_days";
  ALTER TABLE "jobs" DROP COLUMN "geo_places";
  DROP TYPE "public"."enum_jobs_salary_period";
  DROP TYPE "public"."enum_jobs_salary_currency";
  DROP TYPE "public"."enum_jobs_salary_basis";
  DROP TYPE "public"."enum_jobs_season_kind";
  DROP TYPE "public"."enum_jobs_working_time_model";
  DROP TYPE "public"."enum_jobs_work_week_days";`)
}
