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
  CREATE TYPE "public"."enum__pages_v_blocks_page_hero_buttons_style" AS ENUM('hero', 'outline-hero', 'premium');
  CREATE TYPE "public"."enum__pages_v_blocks_approach_principles_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum__pages_v_blocks_expertise_cards_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum__pages_v_blocks_trust_benefits_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum__pages_v_blocks_services_items_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum__pages_v_blocks_content_section_highlights_icon" AS ENUM('hotel', 'chef', 'trending', 'key', 'shield', 'compass', 'handshake', 'users', 'search', 'phone', 'send', 'check', 'award', 'sparkles', 'briefcase', 'building');
  CREATE TYPE "public"."enum__pages_v_blocks_content_section_background" AS ENUM('white', 'tinted');
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
  CREATE INDEX "_pages_v_blocks_content_section_path_idx" ON "_pages_v_blocks_content_section" USING btree ("_path");`)
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
  DROP TYPE "public"."enum_pages_blocks_page_hero_buttons_style";
  DROP TYPE "public"."enum_pages_blocks_approach_principles_icon";
  DROP TYPE "public"."enum_pages_blocks_expertise_cards_icon";
  DROP TYPE "public"."enum_pages_blocks_trust_benefits_icon";
  DROP TYPE "public"."enum_pages_blocks_services_items_icon";
  DROP TYPE "public"."enum_pages_blocks_content_section_highlights_icon";
  DROP TYPE "public"."enum_pages_blocks_content_section_background";
  DROP TYPE "public"."enum__pages_v_blocks_page_hero_buttons_style";
  DROP TYPE "public"."enum__pages_v_blocks_approach_principles_icon";
  DROP TYPE "public"."enum__pages_v_blocks_expertise_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_trust_benefits_icon";
  DROP TYPE "public"."enum__pages_v_blocks_services_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_content_section_highlights_icon";
  DROP TYPE "public"."enum__pages_v_blocks_content_section_background";`)
}
