import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_page_hero_buttons_style" AS ENUM('hero', 'outline-hero', 'premium');
  CREATE TYPE "public"."enum_pages_blocks_approach_principles_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum_pages_blocks_expertise_cards_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum_pages_blocks_trust_benefits_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum_pages_blocks_services_items_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum_pages_blocks_content_section_highlights_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum_pages_blocks_content_section_background" AS ENUM('white', 'tinted');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_page_hero_buttons_style" AS ENUM('hero', 'outline-hero', 'premium');
  CREATE TYPE "public"."enum__pages_v_blocks_approach_principles_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum__pages_v_blocks_expertise_cards_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum__pages_v_blocks_trust_benefits_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum__pages_v_blocks_services_items_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum__pages_v_blocks_content_section_highlights_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum__pages_v_blocks_content_section_background" AS ENUM('white', 'tinted');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_jobs_source" AS ENUM('feed', 'manual');
  CREATE TYPE "public"."enum_references_category" AS ENUM('Hotel', 'Resort', 'Hospitality', 'Spa', 'Organisation');
  CREATE TYPE "public"."enum_contact_requests_mail_status" AS ENUM('pending', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_import_runs_status" AS ENUM('running', 'success', 'refused', 'failed');
  CREATE TYPE "public"."enum_import_runs_trigger" AS ENUM('schedule', 'manual');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'importJobFeed', 'sendContactMail', 'purgeContactRequests');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'importJobFeed', 'sendContactMail', 'purgeContactRequests');
  CREATE TABLE "pages_blocks_home_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_home_hero_job_card_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_home_hero_company_card_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_home_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Headhunting & Interim Management seit {gruendungsjahr}',
  	"heading" varchar DEFAULT 'Führungskräfte für Hotellerie, Gastronomie und Touristik',
  	"text" varchar DEFAULT 'Wir bringen Unternehmen und Persönlichkeiten zusammen, die zueinander passen – diskret, persönlich und mit {vermittlungen} erfolgreichen Vermittlungen.',
  	"job_card_title" varchar DEFAULT 'Sie suchen den nächsten Job?',
  	"job_card_button_label" varchar DEFAULT 'Offene Stellen',
  	"company_card_title" varchar DEFAULT 'Sie suchen passende Führungskräfte?',
  	"company_card_button_label" varchar DEFAULT 'Services entdecken',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_page_hero_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"style" "enum_pages_blocks_page_hero_buttons_style" DEFAULT 'hero'
  );
  
  CREATE TABLE "pages_blocks_page_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_ai_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'KI-Jobsuche',
  	"heading" varchar DEFAULT 'Beschreiben Sie Ihren Wunschjob – wir finden die passenden Stellen',
  	"text" varchar DEFAULT 'Zum Beispiel: „Küchenchef in München, Vollzeit“ oder „Hoteldirektor an der Ostsee“. Unsere KI durchsucht alle aktuellen Stellenangebote für Sie.',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_about" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Über uns',
  	"heading" varchar DEFAULT 'Aus der Hotellerie – für die Hotellerie',
  	"quote" varchar DEFAULT 'Die richtige Persönlichkeit an der richtigen Stelle verändert ein ganzes Haus. Genau dafür arbeiten wir – jeden Tag, mit Leidenschaft und Verantwortung.',
  	"quote_author" varchar DEFAULT 'Max Mustermann (Platzhalter)',
  	"quote_role" varchar DEFAULT 'Gründer und Geschäftsführer',
  	"story" varchar DEFAULT 'Seit {gruendungsjahr} begleiten wir Hotels, Restaurants und touristische Unternehmen bei der Besetzung ihrer Schlüsselpositionen. Unser Gründer kennt die Branche aus eigener Führungsverantwortung – vom Front Office bis zur Direktion.
  
  Aus dieser Erfahrung ist eine Personalberatung entstanden, die zuhört, ehrlich berät und erst dann vorschlägt, wenn Mensch und Aufgabe wirklich zusammenpassen. Über {vermittlungen} erfolgreiche Vermittlungen zeigen, dass dieser Weg trägt.',
  	"tagline" varchar DEFAULT 'Potenziale. Finden. Zusammen.',
  	"link_label" varchar DEFAULT 'Mehr über uns',
  	"link_href" varchar DEFAULT '/ueber-uns',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_approach_principles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"icon" "enum_pages_blocks_approach_principles_icon"
  );
  
  CREATE TABLE "pages_blocks_approach" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Unser Ansatz',
  	"heading" varchar DEFAULT 'Wie wir arbeiten',
  	"text" varchar DEFAULT 'Drei Grundsätze leiten jedes Mandat – vom ersten Gespräch bis weit über die Vertragsunterzeichnung hinaus.',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_expertise_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"href" varchar DEFAULT '/unternehmen',
  	"icon" "enum_pages_blocks_expertise_cards_icon"
  );
  
  CREATE TABLE "pages_blocks_expertise" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Expertise',
  	"heading" varchar DEFAULT 'Unsere Kernbereiche',
  	"text" varchar DEFAULT 'Wir besetzen Schlüsselpositionen dort, wo Gastgeber den Unterschied machen – und kennen die Anforderungen jeder Abteilung aus eigener Praxis.',
  	"jobs_link_label" varchar DEFAULT 'Alle Stellenangebote ansehen',
  	"jobs_link_href" varchar DEFAULT '/stellenangebote',
  	"primary_button_label" varchar DEFAULT 'Managementleistungen entdecken',
  	"primary_button_href" varchar DEFAULT '/managementleistungen',
  	"secondary_button_label" varchar DEFAULT 'Für Bewerbende',
  	"secondary_button_href" varchar DEFAULT '/bewerbende',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_references" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Vertrauen',
  	"heading" varchar DEFAULT 'Referenzen',
  	"text" varchar DEFAULT 'Eine Auswahl der Hotels, Resorts und Unternehmen, die uns bei der Besetzung ihrer Schlüsselpositionen vertrauen.',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trust_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"icon" "enum_pages_blocks_trust_benefits_icon"
  );
  
  CREATE TABLE "pages_blocks_trust_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_trust" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Für Bewerbende',
  	"heading" varchar DEFAULT 'Ihre Karriere in guten Händen',
  	"text" varchar DEFAULT 'Ob nächster Karriereschritt oder neue Herausforderung: Wir begleiten Sie vertraulich und auf Augenhöhe.',
  	"steps_heading" varchar DEFAULT 'So funktioniert es',
  	"consent_note" varchar DEFAULT 'Ihre Unterlagen werden niemals ohne Ihre ausdrückliche Zustimmung an Unternehmen weitergegeben.',
  	"support_heading" varchar DEFAULT 'Persönliche Betreuung',
  	"support_text" varchar DEFAULT 'Sie haben eine feste Ansprechperson, die Sie durch den gesamten Prozess begleitet – von der ersten Nachricht bis zum ersten Arbeitstag.',
  	"button_label" varchar DEFAULT 'Offene Stellen ansehen',
  	"button_href" varchar DEFAULT '/bewerbende',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Kontakt',
  	"heading" varchar DEFAULT 'Lassen Sie uns sprechen',
  	"text" varchar DEFAULT 'Sie suchen eine Führungskraft, eine Interimslösung oder einen Pächter – oder den nächsten Schritt in Ihrer Karriere? Schreiben Sie uns, wir melden uns zeitnah persönlich bei Ihnen.',
  	"hours_note" varchar DEFAULT 'Montag bis Freitag, 9 bis 18 Uhr',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_recruiting_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_recruiting_process_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_recruiting_process" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Unser Prozess',
  	"heading" varchar DEFAULT 'In fünf Schritten zur passenden Führungskraft',
  	"text" varchar DEFAULT 'Strukturiert, transparent und persönlich: So finden wir gemeinsam die Persönlichkeit, die Ihr Haus voranbringt.',
  	"button_label" varchar DEFAULT 'Erstgespräch',
  	"button_href" varchar DEFAULT '/#contact',
  	"links_heading" varchar DEFAULT 'Weitere Leistungen für Unternehmen',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_services_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_services_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"icon" "enum_pages_blocks_services_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"contact_label" varchar DEFAULT 'Kontakt aufnehmen',
  	"phone_label" varchar DEFAULT 'Anrufen',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_leasing_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_leasing_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_leasing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Für Eigentümer und Verpächter',
  	"text" varchar DEFAULT 'Sie besitzen ein Hotel, einen Gasthof oder ein Restaurant und suchen einen Pächter oder Betreiber, der Ihr Objekt erfolgreich führt? Wir kennen den Markt, prüfen Konzepte und Bonität und begleiten Sie diskret bis zum unterschriebenen Pachtvertrag.',
  	"tenant_heading" varchar DEFAULT 'Für Pächter und Betreiber',
  	"tenant_text" varchar DEFAULT 'Sie möchten sich selbstständig machen oder ein weiteres Haus übernehmen? Wir stellen Ihnen passende Objekte vor und bringen Sie mit Eigentümern zusammen.',
  	"contact_label" varchar DEFAULT 'Objekt besprechen',
  	"phone_label" varchar DEFAULT 'Anrufen',
  	"show_lease_jobs" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_content_section_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_content_section_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_pages_blocks_content_section_highlights_icon",
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_content_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_pages_blocks_content_section_background" DEFAULT 'white',
  	"eyebrow" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"meta_canonical" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_job_card_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero_company_card_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_home_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Headhunting & Interim Management seit {gruendungsjahr}',
  	"heading" varchar DEFAULT 'Führungskräfte für Hotellerie, Gastronomie und Touristik',
  	"text" varchar DEFAULT 'Wir bringen Unternehmen und Persönlichkeiten zusammen, die zueinander passen – diskret, persönlich und mit {vermittlungen} erfolgreichen Vermittlungen.',
  	"job_card_title" varchar DEFAULT 'Sie suchen den nächsten Job?',
  	"job_card_button_label" varchar DEFAULT 'Offene Stellen',
  	"company_card_title" varchar DEFAULT 'Sie suchen passende Führungskräfte?',
  	"company_card_button_label" varchar DEFAULT 'Services entdecken',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_page_hero_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"style" "enum__pages_v_blocks_page_hero_buttons_style" DEFAULT 'hero',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_page_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_ai_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'KI-Jobsuche',
  	"heading" varchar DEFAULT 'Beschreiben Sie Ihren Wunschjob – wir finden die passenden Stellen',
  	"text" varchar DEFAULT 'Zum Beispiel: „Küchenchef in München, Vollzeit“ oder „Hoteldirektor an der Ostsee“. Unsere KI durchsucht alle aktuellen Stellenangebote für Sie.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_about" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Über uns',
  	"heading" varchar DEFAULT 'Aus der Hotellerie – für die Hotellerie',
  	"quote" varchar DEFAULT 'Die richtige Persönlichkeit an der richtigen Stelle verändert ein ganzes Haus. Genau dafür arbeiten wir – jeden Tag, mit Leidenschaft und Verantwortung.',
  	"quote_author" varchar DEFAULT 'Max Mustermann (Platzhalter)',
  	"quote_role" varchar DEFAULT 'Gründer und Geschäftsführer',
  	"story" varchar DEFAULT 'Seit {gruendungsjahr} begleiten wir Hotels, Restaurants und touristische Unternehmen bei der Besetzung ihrer Schlüsselpositionen. Unser Gründer kennt die Branche aus eigener Führungsverantwortung – vom Front Office bis zur Direktion.
  
  Aus dieser Erfahrung ist eine Personalberatung entstanden, die zuhört, ehrlich berät und erst dann vorschlägt, wenn Mensch und Aufgabe wirklich zusammenpassen. Über {vermittlungen} erfolgreiche Vermittlungen zeigen, dass dieser Weg trägt.',
  	"tagline" varchar DEFAULT 'Potenziale. Finden. Zusammen.',
  	"link_label" varchar DEFAULT 'Mehr über uns',
  	"link_href" varchar DEFAULT '/ueber-uns',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_approach_principles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"icon" "enum__pages_v_blocks_approach_principles_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_approach" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Unser Ansatz',
  	"heading" varchar DEFAULT 'Wie wir arbeiten',
  	"text" varchar DEFAULT 'Drei Grundsätze leiten jedes Mandat – vom ersten Gespräch bis weit über die Vertragsunterzeichnung hinaus.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_expertise_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"href" varchar DEFAULT '/unternehmen',
  	"icon" "enum__pages_v_blocks_expertise_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_expertise" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Expertise',
  	"heading" varchar DEFAULT 'Unsere Kernbereiche',
  	"text" varchar DEFAULT 'Wir besetzen Schlüsselpositionen dort, wo Gastgeber den Unterschied machen – und kennen die Anforderungen jeder Abteilung aus eigener Praxis.',
  	"jobs_link_label" varchar DEFAULT 'Alle Stellenangebote ansehen',
  	"jobs_link_href" varchar DEFAULT '/stellenangebote',
  	"primary_button_label" varchar DEFAULT 'Managementleistungen entdecken',
  	"primary_button_href" varchar DEFAULT '/managementleistungen',
  	"secondary_button_label" varchar DEFAULT 'Für Bewerbende',
  	"secondary_button_href" varchar DEFAULT '/bewerbende',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_references" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Vertrauen',
  	"heading" varchar DEFAULT 'Referenzen',
  	"text" varchar DEFAULT 'Eine Auswahl der Hotels, Resorts und Unternehmen, die uns bei der Besetzung ihrer Schlüsselpositionen vertrauen.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trust_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"icon" "enum__pages_v_blocks_trust_benefits_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trust_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trust" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Für Bewerbende',
  	"heading" varchar DEFAULT 'Ihre Karriere in guten Händen',
  	"text" varchar DEFAULT 'Ob nächster Karriereschritt oder neue Herausforderung: Wir begleiten Sie vertraulich und auf Augenhöhe.',
  	"steps_heading" varchar DEFAULT 'So funktioniert es',
  	"consent_note" varchar DEFAULT 'Ihre Unterlagen werden niemals ohne Ihre ausdrückliche Zustimmung an Unternehmen weitergegeben.',
  	"support_heading" varchar DEFAULT 'Persönliche Betreuung',
  	"support_text" varchar DEFAULT 'Sie haben eine feste Ansprechperson, die Sie durch den gesamten Prozess begleitet – von der ersten Nachricht bis zum ersten Arbeitstag.',
  	"button_label" varchar DEFAULT 'Offene Stellen ansehen',
  	"button_href" varchar DEFAULT '/bewerbende',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Kontakt',
  	"heading" varchar DEFAULT 'Lassen Sie uns sprechen',
  	"text" varchar DEFAULT 'Sie suchen eine Führungskraft, eine Interimslösung oder einen Pächter – oder den nächsten Schritt in Ihrer Karriere? Schreiben Sie uns, wir melden uns zeitnah persönlich bei Ihnen.',
  	"hours_note" varchar DEFAULT 'Montag bis Freitag, 9 bis 18 Uhr',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_recruiting_process_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_recruiting_process_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_recruiting_process" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar DEFAULT 'Unser Prozess',
  	"heading" varchar DEFAULT 'In fünf Schritten zur passenden Führungskraft',
  	"text" varchar DEFAULT 'Strukturiert, transparent und persönlich: So finden wir gemeinsam die Persönlichkeit, die Ihr Haus voranbringt.',
  	"button_label" varchar DEFAULT 'Erstgespräch',
  	"button_href" varchar DEFAULT '/#contact',
  	"links_heading" varchar DEFAULT 'Weitere Leistungen für Unternehmen',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_services_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_services_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"icon" "enum__pages_v_blocks_services_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_label" varchar DEFAULT 'Kontakt aufnehmen',
  	"phone_label" varchar DEFAULT 'Anrufen',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_leasing_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_leasing_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_leasing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Für Eigentümer und Verpächter',
  	"text" varchar DEFAULT 'Sie besitzen ein Hotel, einen Gasthof oder ein Restaurant und suchen einen Pächter oder Betreiber, der Ihr Objekt erfolgreich führt? Wir kennen den Markt, prüfen Konzepte und Bonität und begleiten Sie diskret bis zum unterschriebenen Pachtvertrag.',
  	"tenant_heading" varchar DEFAULT 'Für Pächter und Betreiber',
  	"tenant_text" varchar DEFAULT 'Sie möchten sich selbstständig machen oder ein weiteres Haus übernehmen? Wir stellen Ihnen passende Objekte vor und bringen Sie mit Eigentümern zusammen.',
  	"contact_label" varchar DEFAULT 'Objekt besprechen',
  	"phone_label" varchar DEFAULT 'Anrufen',
  	"show_lease_jobs" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_section_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_section_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__pages_v_blocks_content_section_highlights_icon",
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__pages_v_blocks_content_section_background" DEFAULT 'white',
  	"eyebrow" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"version_meta_canonical" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"company" varchar,
  	"location" varchar,
  	"department" varchar,
  	"employment_type" varchar,
  	"hours" varchar,
  	"contract_type" varchar,
  	"start_date" varchar,
  	"description" varchar,
  	"requirements" varchar,
  	"benefits" varchar,
  	"salary" varchar,
  	"publish_date" timestamp(3) with time zone,
  	"application_deadline" timestamp(3) with time zone,
  	"apply_url" varchar,
  	"image_url" varchar,
  	"company_logo" varchar,
  	"contact_person" varchar,
  	"contact_title" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"contact_address" varchar,
  	"contact_postal_code" varchar,
  	"contact_city" varchar,
  	"contact_image" varchar,
  	"slug" varchar,
  	"source" "enum_jobs_source" DEFAULT 'manual',
  	"external_id" varchar,
  	"last_seen_at" timestamp(3) with time zone,
  	"content_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "references" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"domain" varchar,
  	"category" "enum_references_category" DEFAULT 'Hotel' NOT NULL,
  	"logo_id" integer,
  	"logo_url" varchar,
  	"show_name" boolean DEFAULT false,
  	"invert_colors" boolean DEFAULT false,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company" varchar,
  	"message" varchar NOT NULL,
  	"privacy_accepted" boolean DEFAULT false NOT NULL,
  	"handled" boolean DEFAULT false,
  	"mail_status" "enum_contact_requests_mail_status" DEFAULT 'pending',
  	"mail_attempts" numeric DEFAULT 0,
  	"mail_sent_at" timestamp(3) with time zone,
  	"mail_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "import_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"status" "enum_import_runs_status" DEFAULT 'running' NOT NULL,
  	"trigger" "enum_import_runs_trigger" DEFAULT 'schedule',
  	"feed_url" varchar,
  	"total_jobs" numeric DEFAULT 0,
  	"new_jobs" numeric DEFAULT 0,
  	"updated_jobs" numeric DEFAULT 0,
  	"deleted_jobs" numeric DEFAULT 0,
  	"duration_ms" numeric,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"concurrency_key" varchar,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"jobs_id" integer,
  	"references_id" integer,
  	"contact_requests_id" integer,
  	"import_runs_id" integer,
  	"media_id" integer,
  	"users_id" integer,
  	"redirects_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_feed_urls" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_staff_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_name" varchar NOT NULL,
  	"logo_id" integer,
  	"footer_blurb" varchar,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"contact_recipient_email" varchar NOT NULL,
  	"claims_placements" varchar DEFAULT '900+',
  	"claims_years_interim" varchar DEFAULT '25',
  	"claims_founded_year" numeric DEFAULT 2002,
  	"claims_years_experience" varchar DEFAULT '20+',
  	"default_contact_name" varchar NOT NULL,
  	"default_contact_title" varchar DEFAULT 'Geschäftsführer',
  	"default_contact_photo_id" integer,
  	"default_contact_phone" varchar,
  	"default_contact_email" varchar,
  	"default_contact_street" varchar,
  	"default_contact_postal_code" varchar DEFAULT '21680',
  	"default_contact_city" varchar DEFAULT 'Stade',
  	"default_job_image_id" integer,
  	"apply_url_template" varchar,
  	"max_delete_percent" numeric DEFAULT 50,
  	"default_staff_email" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_home_hero_stats" ADD CONSTRAINT "pages_blocks_home_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero_job_card_items" ADD CONSTRAINT "pages_blocks_home_hero_job_card_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero_company_card_items" ADD CONSTRAINT "pages_blocks_home_hero_company_card_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_home_hero" ADD CONSTRAINT "pages_blocks_home_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_page_hero_buttons" ADD CONSTRAINT "pages_blocks_page_hero_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_page_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_page_hero" ADD CONSTRAINT "pages_blocks_page_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_ai_search" ADD CONSTRAINT "pages_blocks_ai_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_about" ADD CONSTRAINT "pages_blocks_about_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_approach_principles" ADD CONSTRAINT "pages_blocks_approach_principles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_approach"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_approach" ADD CONSTRAINT "pages_blocks_approach_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_expertise_cards" ADD CONSTRAINT "pages_blocks_expertise_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_expertise"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_expertise" ADD CONSTRAINT "pages_blocks_expertise_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_references" ADD CONSTRAINT "pages_blocks_references_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trust_benefits" ADD CONSTRAINT "pages_blocks_trust_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trust"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trust_steps" ADD CONSTRAINT "pages_blocks_trust_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trust"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trust" ADD CONSTRAINT "pages_blocks_trust_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recruiting_process_steps" ADD CONSTRAINT "pages_blocks_recruiting_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_recruiting_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recruiting_process_links" ADD CONSTRAINT "pages_blocks_recruiting_process_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_recruiting_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recruiting_process" ADD CONSTRAINT "pages_blocks_recruiting_process_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_services_items_bullets" ADD CONSTRAINT "pages_blocks_services_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_services_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_services_items" ADD CONSTRAINT "pages_blocks_services_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_services" ADD CONSTRAINT "pages_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_leasing_bullets" ADD CONSTRAINT "pages_blocks_leasing_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_leasing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_leasing_steps" ADD CONSTRAINT "pages_blocks_leasing_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_leasing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_leasing" ADD CONSTRAINT "pages_blocks_leasing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_section_bullets" ADD CONSTRAINT "pages_blocks_content_section_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_content_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_section_highlights" ADD CONSTRAINT "pages_blocks_content_section_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_content_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_section" ADD CONSTRAINT "pages_blocks_content_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_stats" ADD CONSTRAINT "_pages_v_blocks_home_hero_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_job_card_items" ADD CONSTRAINT "_pages_v_blocks_home_hero_job_card_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero_company_card_items" ADD CONSTRAINT "_pages_v_blocks_home_hero_company_card_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_home_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_home_hero" ADD CONSTRAINT "_pages_v_blocks_home_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_page_hero_buttons" ADD CONSTRAINT "_pages_v_blocks_page_hero_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_page_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_page_hero" ADD CONSTRAINT "_pages_v_blocks_page_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_ai_search" ADD CONSTRAINT "_pages_v_blocks_ai_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_about" ADD CONSTRAINT "_pages_v_blocks_about_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_approach_principles" ADD CONSTRAINT "_pages_v_blocks_approach_principles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_approach"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_approach" ADD CONSTRAINT "_pages_v_blocks_approach_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_expertise_cards" ADD CONSTRAINT "_pages_v_blocks_expertise_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_expertise"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_expertise" ADD CONSTRAINT "_pages_v_blocks_expertise_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_references" ADD CONSTRAINT "_pages_v_blocks_references_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trust_benefits" ADD CONSTRAINT "_pages_v_blocks_trust_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trust"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trust_steps" ADD CONSTRAINT "_pages_v_blocks_trust_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trust"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trust" ADD CONSTRAINT "_pages_v_blocks_trust_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recruiting_process_steps" ADD CONSTRAINT "_pages_v_blocks_recruiting_process_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_recruiting_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recruiting_process_links" ADD CONSTRAINT "_pages_v_blocks_recruiting_process_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_recruiting_process"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recruiting_process" ADD CONSTRAINT "_pages_v_blocks_recruiting_process_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_services_items_bullets" ADD CONSTRAINT "_pages_v_blocks_services_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_services_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_services_items" ADD CONSTRAINT "_pages_v_blocks_services_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_services" ADD CONSTRAINT "_pages_v_blocks_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_leasing_bullets" ADD CONSTRAINT "_pages_v_blocks_leasing_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_leasing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_leasing_steps" ADD CONSTRAINT "_pages_v_blocks_leasing_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_leasing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_leasing" ADD CONSTRAINT "_pages_v_blocks_leasing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_section_bullets" ADD CONSTRAINT "_pages_v_blocks_content_section_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_content_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_section_highlights" ADD CONSTRAINT "_pages_v_blocks_content_section_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_content_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_section" ADD CONSTRAINT "_pages_v_blocks_content_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "references" ADD CONSTRAINT "references_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_references_fk" FOREIGN KEY ("references_id") REFERENCES "public"."references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_import_runs_fk" FOREIGN KEY ("import_runs_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_feed_urls" ADD CONSTRAINT "site_settings_feed_urls_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_staff_contacts" ADD CONSTRAINT "site_settings_staff_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_contact_photo_id_media_id_fk" FOREIGN KEY ("default_contact_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_job_image_id_media_id_fk" FOREIGN KEY ("default_job_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_home_hero_stats_order_idx" ON "pages_blocks_home_hero_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_hero_stats_parent_id_idx" ON "pages_blocks_home_hero_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_home_hero_job_card_items_order_idx" ON "pages_blocks_home_hero_job_card_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_hero_job_card_items_parent_id_idx" ON "pages_blocks_home_hero_job_card_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_home_hero_company_card_items_order_idx" ON "pages_blocks_home_hero_company_card_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_hero_company_card_items_parent_id_idx" ON "pages_blocks_home_hero_company_card_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_home_hero_order_idx" ON "pages_blocks_home_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_home_hero_parent_id_idx" ON "pages_blocks_home_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_home_hero_path_idx" ON "pages_blocks_home_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_page_hero_buttons_order_idx" ON "pages_blocks_page_hero_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_page_hero_buttons_parent_id_idx" ON "pages_blocks_page_hero_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_page_hero_order_idx" ON "pages_blocks_page_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_page_hero_parent_id_idx" ON "pages_blocks_page_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_page_hero_path_idx" ON "pages_blocks_page_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_ai_search_order_idx" ON "pages_blocks_ai_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_ai_search_parent_id_idx" ON "pages_blocks_ai_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_ai_search_path_idx" ON "pages_blocks_ai_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_about_order_idx" ON "pages_blocks_about" USING btree ("_order");
  CREATE INDEX "pages_blocks_about_parent_id_idx" ON "pages_blocks_about" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_about_path_idx" ON "pages_blocks_about" USING btree ("_path");
  CREATE INDEX "pages_blocks_approach_principles_order_idx" ON "pages_blocks_approach_principles" USING btree ("_order");
  CREATE INDEX "pages_blocks_approach_principles_parent_id_idx" ON "pages_blocks_approach_principles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_approach_order_idx" ON "pages_blocks_approach" USING btree ("_order");
  CREATE INDEX "pages_blocks_approach_parent_id_idx" ON "pages_blocks_approach" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_approach_path_idx" ON "pages_blocks_approach" USING btree ("_path");
  CREATE INDEX "pages_blocks_expertise_cards_order_idx" ON "pages_blocks_expertise_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_expertise_cards_parent_id_idx" ON "pages_blocks_expertise_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_expertise_order_idx" ON "pages_blocks_expertise" USING btree ("_order");
  CREATE INDEX "pages_blocks_expertise_parent_id_idx" ON "pages_blocks_expertise" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_expertise_path_idx" ON "pages_blocks_expertise" USING btree ("_path");
  CREATE INDEX "pages_blocks_references_order_idx" ON "pages_blocks_references" USING btree ("_order");
  CREATE INDEX "pages_blocks_references_parent_id_idx" ON "pages_blocks_references" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_references_path_idx" ON "pages_blocks_references" USING btree ("_path");
  CREATE INDEX "pages_blocks_trust_benefits_order_idx" ON "pages_blocks_trust_benefits" USING btree ("_order");
  CREATE INDEX "pages_blocks_trust_benefits_parent_id_idx" ON "pages_blocks_trust_benefits" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trust_steps_order_idx" ON "pages_blocks_trust_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_trust_steps_parent_id_idx" ON "pages_blocks_trust_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trust_order_idx" ON "pages_blocks_trust" USING btree ("_order");
  CREATE INDEX "pages_blocks_trust_parent_id_idx" ON "pages_blocks_trust" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trust_path_idx" ON "pages_blocks_trust" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_order_idx" ON "pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_parent_id_idx" ON "pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_path_idx" ON "pages_blocks_contact" USING btree ("_path");
  CREATE INDEX "pages_blocks_recruiting_process_steps_order_idx" ON "pages_blocks_recruiting_process_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_recruiting_process_steps_parent_id_idx" ON "pages_blocks_recruiting_process_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recruiting_process_links_order_idx" ON "pages_blocks_recruiting_process_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_recruiting_process_links_parent_id_idx" ON "pages_blocks_recruiting_process_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recruiting_process_order_idx" ON "pages_blocks_recruiting_process" USING btree ("_order");
  CREATE INDEX "pages_blocks_recruiting_process_parent_id_idx" ON "pages_blocks_recruiting_process" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recruiting_process_path_idx" ON "pages_blocks_recruiting_process" USING btree ("_path");
  CREATE INDEX "pages_blocks_services_items_bullets_order_idx" ON "pages_blocks_services_items_bullets" USING btree ("_order");
  CREATE INDEX "pages_blocks_services_items_bullets_parent_id_idx" ON "pages_blocks_services_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_services_items_order_idx" ON "pages_blocks_services_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_services_items_parent_id_idx" ON "pages_blocks_services_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_services_order_idx" ON "pages_blocks_services" USING btree ("_order");
  CREATE INDEX "pages_blocks_services_parent_id_idx" ON "pages_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_services_path_idx" ON "pages_blocks_services" USING btree ("_path");
  CREATE INDEX "pages_blocks_leasing_bullets_order_idx" ON "pages_blocks_leasing_bullets" USING btree ("_order");
  CREATE INDEX "pages_blocks_leasing_bullets_parent_id_idx" ON "pages_blocks_leasing_bullets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_leasing_steps_order_idx" ON "pages_blocks_leasing_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_leasing_steps_parent_id_idx" ON "pages_blocks_leasing_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_leasing_order_idx" ON "pages_blocks_leasing" USING btree ("_order");
  CREATE INDEX "pages_blocks_leasing_parent_id_idx" ON "pages_blocks_leasing" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_leasing_path_idx" ON "pages_blocks_leasing" USING btree ("_path");
  CREATE INDEX "pages_blocks_content_section_bullets_order_idx" ON "pages_blocks_content_section_bullets" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_section_bullets_parent_id_idx" ON "pages_blocks_content_section_bullets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_section_highlights_order_idx" ON "pages_blocks_content_section_highlights" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_section_highlights_parent_id_idx" ON "pages_blocks_content_section_highlights" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_section_order_idx" ON "pages_blocks_content_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_section_parent_id_idx" ON "pages_blocks_content_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_section_path_idx" ON "pages_blocks_content_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_blocks_home_hero_stats_order_idx" ON "_pages_v_blocks_home_hero_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_hero_stats_parent_id_idx" ON "_pages_v_blocks_home_hero_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_home_hero_job_card_items_order_idx" ON "_pages_v_blocks_home_hero_job_card_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_hero_job_card_items_parent_id_idx" ON "_pages_v_blocks_home_hero_job_card_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_home_hero_company_card_items_order_idx" ON "_pages_v_blocks_home_hero_company_card_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_hero_company_card_items_parent_id_idx" ON "_pages_v_blocks_home_hero_company_card_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_home_hero_order_idx" ON "_pages_v_blocks_home_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_home_hero_parent_id_idx" ON "_pages_v_blocks_home_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_home_hero_path_idx" ON "_pages_v_blocks_home_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_page_hero_buttons_order_idx" ON "_pages_v_blocks_page_hero_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_page_hero_buttons_parent_id_idx" ON "_pages_v_blocks_page_hero_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_page_hero_order_idx" ON "_pages_v_blocks_page_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_page_hero_parent_id_idx" ON "_pages_v_blocks_page_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_page_hero_path_idx" ON "_pages_v_blocks_page_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_ai_search_order_idx" ON "_pages_v_blocks_ai_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_ai_search_parent_id_idx" ON "_pages_v_blocks_ai_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_ai_search_path_idx" ON "_pages_v_blocks_ai_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_about_order_idx" ON "_pages_v_blocks_about" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_about_parent_id_idx" ON "_pages_v_blocks_about" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_about_path_idx" ON "_pages_v_blocks_about" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_approach_principles_order_idx" ON "_pages_v_blocks_approach_principles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_approach_principles_parent_id_idx" ON "_pages_v_blocks_approach_principles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_approach_order_idx" ON "_pages_v_blocks_approach" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_approach_parent_id_idx" ON "_pages_v_blocks_approach" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_approach_path_idx" ON "_pages_v_blocks_approach" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_expertise_cards_order_idx" ON "_pages_v_blocks_expertise_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_expertise_cards_parent_id_idx" ON "_pages_v_blocks_expertise_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_expertise_order_idx" ON "_pages_v_blocks_expertise" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_expertise_parent_id_idx" ON "_pages_v_blocks_expertise" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_expertise_path_idx" ON "_pages_v_blocks_expertise" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_references_order_idx" ON "_pages_v_blocks_references" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_references_parent_id_idx" ON "_pages_v_blocks_references" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_references_path_idx" ON "_pages_v_blocks_references" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_trust_benefits_order_idx" ON "_pages_v_blocks_trust_benefits" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trust_benefits_parent_id_idx" ON "_pages_v_blocks_trust_benefits" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trust_steps_order_idx" ON "_pages_v_blocks_trust_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trust_steps_parent_id_idx" ON "_pages_v_blocks_trust_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trust_order_idx" ON "_pages_v_blocks_trust" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trust_parent_id_idx" ON "_pages_v_blocks_trust" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trust_path_idx" ON "_pages_v_blocks_trust" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_order_idx" ON "_pages_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_parent_id_idx" ON "_pages_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_path_idx" ON "_pages_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_recruiting_process_steps_order_idx" ON "_pages_v_blocks_recruiting_process_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_recruiting_process_steps_parent_id_idx" ON "_pages_v_blocks_recruiting_process_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_recruiting_process_links_order_idx" ON "_pages_v_blocks_recruiting_process_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_recruiting_process_links_parent_id_idx" ON "_pages_v_blocks_recruiting_process_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_recruiting_process_order_idx" ON "_pages_v_blocks_recruiting_process" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_recruiting_process_parent_id_idx" ON "_pages_v_blocks_recruiting_process" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_recruiting_process_path_idx" ON "_pages_v_blocks_recruiting_process" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_services_items_bullets_order_idx" ON "_pages_v_blocks_services_items_bullets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_services_items_bullets_parent_id_idx" ON "_pages_v_blocks_services_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_services_items_order_idx" ON "_pages_v_blocks_services_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_services_items_parent_id_idx" ON "_pages_v_blocks_services_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_services_order_idx" ON "_pages_v_blocks_services" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_services_parent_id_idx" ON "_pages_v_blocks_services" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_services_path_idx" ON "_pages_v_blocks_services" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_leasing_bullets_order_idx" ON "_pages_v_blocks_leasing_bullets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_leasing_bullets_parent_id_idx" ON "_pages_v_blocks_leasing_bullets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_leasing_steps_order_idx" ON "_pages_v_blocks_leasing_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_leasing_steps_parent_id_idx" ON "_pages_v_blocks_leasing_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_leasing_order_idx" ON "_pages_v_blocks_leasing" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_leasing_parent_id_idx" ON "_pages_v_blocks_leasing" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_leasing_path_idx" ON "_pages_v_blocks_leasing" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_section_bullets_order_idx" ON "_pages_v_blocks_content_section_bullets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_section_bullets_parent_id_idx" ON "_pages_v_blocks_content_section_bullets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_section_highlights_order_idx" ON "_pages_v_blocks_content_section_highlights" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_section_highlights_parent_id_idx" ON "_pages_v_blocks_content_section_highlights" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_section_order_idx" ON "_pages_v_blocks_content_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_section_parent_id_idx" ON "_pages_v_blocks_content_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_section_path_idx" ON "_pages_v_blocks_content_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "jobs_publish_date_idx" ON "jobs" USING btree ("publish_date");
  CREATE UNIQUE INDEX "jobs_slug_idx" ON "jobs" USING btree ("slug");
  CREATE INDEX "jobs_source_idx" ON "jobs" USING btree ("source");
  CREATE UNIQUE INDEX "jobs_external_id_idx" ON "jobs" USING btree ("external_id");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "references_logo_idx" ON "references" USING btree ("logo_id");
  CREATE INDEX "references_updated_at_idx" ON "references" USING btree ("updated_at");
  CREATE INDEX "references_created_at_idx" ON "references" USING btree ("created_at");
  CREATE INDEX "contact_requests_updated_at_idx" ON "contact_requests" USING btree ("updated_at");
  CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");
  CREATE INDEX "import_runs_updated_at_idx" ON "import_runs" USING btree ("updated_at");
  CREATE INDEX "import_runs_created_at_idx" ON "import_runs" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_concurrency_key_idx" ON "payload_jobs" USING btree ("concurrency_key");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_references_id_idx" ON "payload_locked_documents_rels" USING btree ("references_id");
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");
  CREATE INDEX "payload_locked_documents_rels_import_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("import_runs_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_feed_urls_order_idx" ON "site_settings_feed_urls" USING btree ("_order");
  CREATE INDEX "site_settings_feed_urls_parent_id_idx" ON "site_settings_feed_urls" USING btree ("_parent_id");
  CREATE INDEX "site_settings_staff_contacts_order_idx" ON "site_settings_staff_contacts" USING btree ("_order");
  CREATE INDEX "site_settings_staff_contacts_parent_id_idx" ON "site_settings_staff_contacts" USING btree ("_parent_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE INDEX "site_settings_default_contact_default_contact_photo_idx" ON "site_settings" USING btree ("default_contact_photo_id");
  CREATE INDEX "site_settings_default_job_image_idx" ON "site_settings" USING btree ("default_job_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_home_hero_stats" CASCADE;
  DROP TABLE "pages_blocks_home_hero_job_card_items" CASCADE;
  DROP TABLE "pages_blocks_home_hero_company_card_items" CASCADE;
  DROP TABLE "pages_blocks_home_hero" CASCADE;
  DROP TABLE "pages_blocks_page_hero_buttons" CASCADE;
  DROP TABLE "pages_blocks_page_hero" CASCADE;
  DROP TABLE "pages_blocks_ai_search" CASCADE;
  DROP TABLE "pages_blocks_about" CASCADE;
  DROP TABLE "pages_blocks_approach_principles" CASCADE;
  DROP TABLE "pages_blocks_approach" CASCADE;
  DROP TABLE "pages_blocks_expertise_cards" CASCADE;
  DROP TABLE "pages_blocks_expertise" CASCADE;
  DROP TABLE "pages_blocks_references" CASCADE;
  DROP TABLE "pages_blocks_trust_benefits" CASCADE;
  DROP TABLE "pages_blocks_trust_steps" CASCADE;
  DROP TABLE "pages_blocks_trust" CASCADE;
  DROP TABLE "pages_blocks_contact" CASCADE;
  DROP TABLE "pages_blocks_recruiting_process_steps" CASCADE;
  DROP TABLE "pages_blocks_recruiting_process_links" CASCADE;
  DROP TABLE "pages_blocks_recruiting_process" CASCADE;
  DROP TABLE "pages_blocks_services_items_bullets" CASCADE;
  DROP TABLE "pages_blocks_services_items" CASCADE;
  DROP TABLE "pages_blocks_services" CASCADE;
  DROP TABLE "pages_blocks_leasing_bullets" CASCADE;
  DROP TABLE "pages_blocks_leasing_steps" CASCADE;
  DROP TABLE "pages_blocks_leasing" CASCADE;
  DROP TABLE "pages_blocks_content_section_bullets" CASCADE;
  DROP TABLE "pages_blocks_content_section_highlights" CASCADE;
  DROP TABLE "pages_blocks_content_section" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_job_card_items" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero_company_card_items" CASCADE;
  DROP TABLE "_pages_v_blocks_home_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_page_hero_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_page_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_ai_search" CASCADE;
  DROP TABLE "_pages_v_blocks_about" CASCADE;
  DROP TABLE "_pages_v_blocks_approach_principles" CASCADE;
  DROP TABLE "_pages_v_blocks_approach" CASCADE;
  DROP TABLE "_pages_v_blocks_expertise_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_expertise" CASCADE;
  DROP TABLE "_pages_v_blocks_references" CASCADE;
  DROP TABLE "_pages_v_blocks_trust_benefits" CASCADE;
  DROP TABLE "_pages_v_blocks_trust_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_trust" CASCADE;
  DROP TABLE "_pages_v_blocks_contact" CASCADE;
  DROP TABLE "_pages_v_blocks_recruiting_process_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_recruiting_process_links" CASCADE;
  DROP TABLE "_pages_v_blocks_recruiting_process" CASCADE;
  DROP TABLE "_pages_v_blocks_services_items_bullets" CASCADE;
  DROP TABLE "_pages_v_blocks_services_items" CASCADE;
  DROP TABLE "_pages_v_blocks_services" CASCADE;
  DROP TABLE "_pages_v_blocks_leasing_bullets" CASCADE;
  DROP TABLE "_pages_v_blocks_leasing_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_leasing" CASCADE;
  DROP TABLE "_pages_v_blocks_content_section_bullets" CASCADE;
  DROP TABLE "_pages_v_blocks_content_section_highlights" CASCADE;
  DROP TABLE "_pages_v_blocks_content_section" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "references" CASCADE;
  DROP TABLE "contact_requests" CASCADE;
  DROP TABLE "import_runs" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_feed_urls" CASCADE;
  DROP TABLE "site_settings_staff_contacts" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_page_hero_buttons_style";
  DROP TYPE "public"."enum_pages_blocks_approach_principles_icon";
  DROP TYPE "public"."enum_pages_blocks_expertise_cards_icon";
  DROP TYPE "public"."enum_pages_blocks_trust_benefits_icon";
  DROP TYPE "public"."enum_pages_blocks_services_items_icon";
  DROP TYPE "public"."enum_pages_blocks_content_section_highlights_icon";
  DROP TYPE "public"."enum_pages_blocks_content_section_background";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_page_hero_buttons_style";
  DROP TYPE "public"."enum__pages_v_blocks_approach_principles_icon";
  DROP TYPE "public"."enum__pages_v_blocks_expertise_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_trust_benefits_icon";
  DROP TYPE "public"."enum__pages_v_blocks_services_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_content_section_highlights_icon";
  DROP TYPE "public"."enum__pages_v_blocks_content_section_background";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_jobs_source";
  DROP TYPE "public"."enum_references_category";
  DROP TYPE "public"."enum_contact_requests_mail_status";
  DROP TYPE "public"."enum_import_runs_status";
  DROP TYPE "public"."enum_import_runs_trigger";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
