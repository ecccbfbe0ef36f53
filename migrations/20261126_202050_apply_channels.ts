import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "apply_channels_short_form" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "apply_channels_ats_link" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "apply_channels_email_link" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "apply_channels_short_form";
  ALTER TABLE "site_settings" DROP COLUMN "apply_channels_ats_link";
  ALTER TABLE "site_settings" DROP COLUMN "apply_channels_email_link";`)
}
