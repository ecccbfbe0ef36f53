import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand (data only): every account that existed before roles did could manage
 * everything, so it keeps that as „admin“. Must run right after the migration that adds "role".
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`UPDATE "users" SET "role" = 'admin';`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // nothing to undo: the column goes with the previous migration's down
}
