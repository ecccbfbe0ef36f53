import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "site_pages_about_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "site_pages_companies_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "site_pages_management_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "site_pages_lease_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "site_pages_imprint_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "site_pages_privacy_id" integer;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_site_pages_about_id_pages_id_fk" FOREIGN KEY ("site_pages_about_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_site_pages_companies_id_pages_id_fk" FOREIGN KEY ("site_pages_companies_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_site_pages_management_id_pages_id_fk" FOREIGN KEY ("site_pages_management_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_site_pages_lease_id_pages_id_fk" FOREIGN KEY ("site_pages_lease_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_site_pages_imprint_id_pages_id_fk" FOREIGN KEY ("site_pages_imprint_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_site_pages_privacy_id_pages_id_fk" FOREIGN KEY ("site_pages_privacy_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_site_pages_site_pages_about_idx" ON "site_settings" USING btree ("site_pages_about_id");
  CREATE INDEX "site_settings_site_pages_site_pages_companies_idx" ON "site_settings" USING btree ("site_pages_companies_id");
  CREATE INDEX "site_settings_site_pages_site_pages_management_idx" ON "site_settings" USING btree ("site_pages_management_id");
  CREATE INDEX "site_settings_site_pages_site_pages_lease_idx" ON "site_settings" USING btree ("site_pages_lease_id");
  CREATE INDEX "site_settings_site_pages_site_pages_imprint_idx" ON "site_settings" USING btree ("site_pages_imprint_id");
  CREATE INDEX "site_settings_site_pages_site_pages_privacy_idx" ON "site_settings" USING btree ("site_pages_privacy_id");`)
  // A running site keeps its menu, footer and privacy links: the pages the code linked to until now.
  await db.execute(sql`
  UPDATE "site_settings" SET
    "site_pages_about_id" = (SELECT "id" FROM "pages" WHERE "slug" = 'ueber-uns'),
    "site_pages_companies_id" = (SELECT "id" FROM "pages" WHERE "slug" = 'unternehmen'),
    "site_pages_management_id" = (SELECT "id" FROM "pages" WHERE "slug" = 'managementleistungen'),
    "site_pages_lease_id" = (SELECT "id" FROM "pages" WHERE "slug" = 'verpachtung'),
    "site_pages_imprint_id" = (SELECT "id" FROM "pages" WHERE "slug" = 'impressum'),
    "site_pages_privacy_id" = (SELECT "id" FROM "pages" WHERE "slug" = 'datenschutz');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_site_pages_about_id_pages_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_site_pages_companies_id_pages_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_site_pages_management_id_pages_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_site_pages_lease_id_pages_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_site_pages_imprint_id_pages_id_fk";
  
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_site_pages_privacy_id_pages_id_fk";
  
  DROP INDEX "site_settings_site_pages_site_pages_about_idx";
  DROP INDEX "site_settings_site_pages_site_pages_companies_idx";
  DROP INDEX "site_settings_site_pages_site_pages_management_idx";
  DROP INDEX "site_settings_site_pages_site_pages_lease_idx";
  DROP INDEX "site_settings_site_pages_site_pages_imprint_idx";
  DROP INDEX "site_settings_site_pages_site_pages_privacy_idx";
  ALTER TABLE "site_settings" DROP COLUMN "site_pages_about_id";
  ALTER TABLE "site_settings" DROP COLUMN "site_pages_companies_id";
  ALTER TABLE "site_settings" DROP COLUMN "site_pages_management_id";
  ALTER TABLE "site_settings" DROP COLUMN "site_pages_lease_id";
  ALTER TABLE "site_settings" DROP COLUMN "site_pages_imprint_id";
  ALTER TABLE "site_settings" DROP COLUMN "site_pages_privacy_id";`)
}
