import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand (no Payload schema change). The local AI search's role and working-time
 * concepts a job matches where they count (title, location, department, employment type), as
 * concept ids, GIN-indexed: a query for a role becomes an index lookup instead of a 200-term
 * full-text query evaluated on every job. Filled by the search itself for rows whose key (the
 * concepts' version) is not current; a change of any column of the search vector clears the key
 * (trigger), so rows written by any path, plain SQL included, are labelled before they are searched.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "jobs" ADD COLUMN "search_concepts" text[];
  ALTER TABLE "jobs" ADD COLUMN "search_concepts_key" varchar;
  CREATE INDEX "jobs_search_concepts_idx" ON "jobs" USING gin ("search_concepts");
  CREATE FUNCTION "jobs_search_concepts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF (NEW."title", NEW."location", NEW."department", NEW."employment_type", NEW."company", NEW."description", NEW."search_text")
       IS DISTINCT FROM (OLD."title", OLD."location", OLD."department", OLD."employment_type", OLD."company", OLD."description", OLD."search_text") THEN
      NEW."search_concepts_key" := NULL;
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "jobs_search_concepts_reset" BEFORE UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION "jobs_search_concepts_reset"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "jobs_search_concepts_reset" ON "jobs";
  DROP FUNCTION IF EXISTS "jobs_search_concepts_reset"();
  DROP INDEX IF EXISTS "jobs_search_concepts_idx";
  ALTER TABLE "jobs" DROP COLUMN IF EXISTS "search_concepts_key";
  ALTER TABLE "jobs" DROP COLUMN IF EXISTS "search_concepts";`)
}
