import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "references" ALTER COLUMN "sort_order" DROP DEFAULT;
  ALTER TABLE "references" ADD COLUMN "always_show" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "references" ALTER COLUMN "sort_order" SET DEFAULT 0;
  ALTER TABLE "references" DROP COLUMN "always_show";`)
}
