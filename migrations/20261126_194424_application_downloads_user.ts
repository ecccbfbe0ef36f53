import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "application_downloads" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "application_downloads" ADD COLUMN "user_email" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "application_downloads" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "application_downloads" DROP COLUMN "user_email";`)
}
