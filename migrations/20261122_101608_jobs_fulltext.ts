import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand (no Payload schema change): the German full-text vector of every job for the
 * local AI-search ranking, kept up to date by PostgreSQL itself (generated column) and
 * GIN-indexed. Weights: A title, B location/department/employment type, C company,
 * D description with HTML removed. Must run after the migration that creates "jobs".
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('german'::regconfig, coalesce("title", '')), 'A') ||
    setweight(to_tsvector('german'::regconfig, coalesce("location", '') || ' ' || coalesce("department", '') || ' ' || coalesce("employment_type", '')), 'B') ||
    setweight(to_tsvector('german'::regconfig, coalesce("company", '')), 'C') ||
    setweight(to_tsvector('german'::regconfig,
      regexp_replace(regexp_replace(regexp_replace(coalesce("description", ''), '<[^>]*>', ' ', 'g'), '&amp;', '&', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')
    ), 'D')
  ) STORED;
  CREATE INDEX IF NOT EXISTS "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_search_vector_idx";
  ALTER TABLE "jobs" DROP COLUMN IF EXISTS "search_vector";`)
}
