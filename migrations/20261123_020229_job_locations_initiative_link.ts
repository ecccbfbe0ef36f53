import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_trust" ADD COLUMN "initiative_link_label" varchar DEFAULT 'Initiativbewerbung senden';
  ALTER TABLE "pages_blocks_trust" ADD COLUMN "initiative_link_href" varchar DEFAULT '/bewerbende#kontakt';
  ALTER TABLE "_pages_v_blocks_trust" ADD COLUMN "initiative_link_label" varchar DEFAULT 'Initiativbewerbung senden';
  ALTER TABLE "_pages_v_blocks_trust" ADD COLUMN "initiative_link_href" varchar DEFAULT '/bewerbende#kontakt';
  ALTER TABLE "jobs" ADD COLUMN "additional_locations" varchar;
  ALTER TABLE "jobs" ADD COLUMN "street" varchar;
  ALTER TABLE "jobs" ADD COLUMN "postal_code" varchar;
  ALTER TABLE "jobs" ADD COLUMN "region" varchar;
  ALTER TABLE "jobs" ADD COLUMN "country" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_trust" DROP COLUMN "initiative_link_label";
  ALTER TABLE "pages_blocks_trust" DROP COLUMN "initiative_link_href";
  ALTER TABLE "_pages_v_blocks_trust" DROP COLUMN "initiative_link_label";
  ALTER TABLE "_pages_v_blocks_trust" DROP COLUMN "initiative_link_href";
  ALTER TABLE "jobs" DROP COLUMN "additional_locations";
  ALTER TABLE "jobs" DROP COLUMN "street";
  ALTER TABLE "jobs" DROP COLUMN "postal_code";
  ALTER TABLE "jobs" DROP COLUMN "region";
  ALTER TABLE "jobs" DROP COLUMN "country";`)
}
