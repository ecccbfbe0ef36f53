import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

const vector = (description: string) => sql.raw(`
    setweight(to_tsvector('german'::regconfig, coalesce("title", '')), 'A') ||
    setweight(to_tsvector('german'::regconfig, coalesce("location", '') || ' ' || coalesce("department", '') || ' ' || coalesce("employment_type", '')), 'B') ||
    setweight(to_tsvector('german'::regconfig, coalesce("company", '')), 'C') ||
    setweight(to_tsvector('german'::regconfig, ${description}), 'D')`)
const STRIPPED = `regexp_replace(regexp_replace(regexp_replace(coalesce("description", ''), '<[^>]*>', ' ', 'g'), '&amp;', '&', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')`

/**
 * Written by hand (no Payload schema change). The search vector's description part (weight D)
 * cost the feed import a third of its database time in regexp_replace. The import now computes
 * that text in Node (searchText in src/lib/jobs/text.ts, the same three replacements) and writes
 * it to "search_text"; the generated vector uses it when present and computes it as before when
 * NULL (rows written by Payload). A row whose description changes without a new search_text gets
 * NULL (trigger), so a stale text is never used. The vector stays exactly what it was.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "jobs" ADD COLUMN "search_text" varchar;
  DROP INDEX IF EXISTS "jobs_search_vector_idx";
  ALTER TABLE "jobs" DROP COLUMN IF EXISTS "search_vector";
  ALTER TABLE "jobs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (${vector(`coalesce("search_text", ${STRIPPED})`)}) STORED;
  CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");
  CREATE FUNCTION "jobs_search_text_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW."description" IS DISTINCT FROM OLD."description" AND NEW."search_text" IS NOT DISTINCT FROM OLD."search_text" THEN
      NEW."search_text" := NULL;
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "jobs_search_text_reset" BEFORE UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION "jobs_search_text_reset"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "jobs_search_text_reset" ON "jobs";
  DROP FUNCTION IF EXISTS "jobs_search_text_reset"();
  DROP INDEX IF EXISTS "jobs_search_vector_idx";
  ALTER TABLE "jobs" DROP COLUMN IF EXISTS "search_vector";
  ALTER TABLE "jobs" DROP COLUMN IF EXISTS "search_text";
  ALTER TABLE "jobs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (${vector(STRIPPED)}) STORED;
  CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");`)
}
