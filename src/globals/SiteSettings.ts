import type { GlobalConfig } from 'payload'
import { admins, isAdmin, staff } from '@/features/staff-auth/access'
import { CACHE_TAGS } from '@/features/cache/tags'
import { revalidateGlobal } from '@/features/cache/hooks'

/**
 * Site-wide settings editors change without a deploy. Values marked „Platzhalter“ in the seed
 * must be replaced by staff with the firm's real data.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Website-Einstellungen',
  // editors may not change the settings: they do not see them in the menu at all
  admin: { group: 'Verwaltung', hidden: ({ user }) => !isAdmin(user) },
  access: { read: staff, update: admins },
  hooks: { afterChange: [revalidateGlobal(CACHE_TAGS.siteSettings)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Firma & Kontakt',
          fields: [
            { name: 'companyName', type: 'text', label: 'Firmenname', required: true },
            { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo' },
            { name: 'footerBlurb', type: 'textarea', label: 'Kurzbeschreibung (Fußzeile)' },
            {
              type: 'row',
              fields: [
                { name: 'phone', type: 'text', label: 'Telefon', required: true },
                { name: 'email', type: 'email', label: 'E-Mail', required: true },
              ],
            },
            {
              name: 'contactRecipientEmail',
              type: 'email',
              label: 'Empfänger für Kontaktanfragen',
              required: true,
              admin: { description: 'An diese Adresse werden Nachrichten aus dem Kontaktformular gesendet.' },
            },
            {
              name: 'applicationRecipientEmail',
              type: 'email',
              label: 'Empfänger für Bewerbungen',
              admin: {
                description:
                  'Hierhin geht die Benachrichtigung über eine neue Bewerbung, wenn die Stelle keine Ansprechpartner-E-Mail hat (und bei Initiativbewerbungen). Leer: der Empfänger für Kontaktanfragen.',
              },
            },
            {
              name: 'atsImportEmail',
              type: 'email',
              label: 'ATS-Import-Adresse',
              admin: {
                description:
                  'E-Mail-Adresse, über die Ihr Bewerbermanagement Bewerbungen importiert. Ohne Personio-Zugang (oder bei einem Coveto-Feed) wird jede Bewerbung mit ihren Unterlagen dorthin gesendet. Leer: keine Weiterleitung.',
              },
            },
          ],
        },
        {
          label: 'Kennzahlen',
          fields: [
            {
              name: 'claims',
              type: 'group',
              label: 'Kennzahlen für Texte',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'placements', type: 'text', label: 'Vermittlungen', defaultValue: '900+' },
                    { name: 'yearsInterim', type: 'text', label: 'Jahre Interim-Management', defaultValue: '25' },
                    { name: 'foundedYear', type: 'number', label: 'Gründungsjahr', defaultValue: 2002 },
                    { name: 'yearsExperience', type: 'text', label: 'Jahre Erfahrung', defaultValue: '20+' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Ansprechpartner',
          description: 'Wird bei Stellenangeboten ohne eigene Kontaktdaten angezeigt.',
          fields: [
            {
              name: 'defaultContact',
              type: 'group',
              label: 'Standard-Ansprechpartner',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', label: 'Name', required: true },
                    { name: 'title', type: 'text', label: 'Position', defaultValue: 'Geschäftsführer' },
                  ],
                },
                { name: 'photo', type: 'upload', relationTo: 'media', label: 'Foto' },
                {
                  type: 'row',
                  fields: [
                    { name: 'phone', type: 'text', label: 'Telefon' },
                    { name: 'email', type: 'email', label: 'E-Mail' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'street', type: 'text', label: 'Straße' },
                    { name: 'postalCode', type: 'text', label: 'PLZ', defaultValue: '21680' },
                    { name: 'city', type: 'text', label: 'Ort', defaultValue: 'Stade' },
                  ],
                },
              ],
            },
            { name: 'defaultJobImage', type: 'upload', relationTo: 'media', label: 'Standard-Stellenbild' },
          ],
        },
        {
          label: 'Stellen-Feed',
          fields: [
            {
              name: 'feedUrls',
              type: 'array',
              label: 'Feed-URLs',
              labels: { singular: 'Feed-URL', plural: 'Feed-URLs' },
              admin: { description: 'XML-Feed des Bewerbermanagements. Mehrere Spiegel werden parallel abgefragt; der erste erfolgreiche gewinnt.' },
              fields: [{ name: 'url', type: 'text', label: 'URL', required: true }],
            },
            {
              name: 'applyUrlTemplate',
              type: 'text',
              label: 'Bewerbungs-URL (Vorlage)',
              admin: { description: '{id} wird durch die Stellen-ID ersetzt, z. B. https://bewerber.example.com/apply?id={id}' },
            },
            {
              name: 'applyChannels',
              type: 'group',
              label: 'Bewerbungswege auf der Stellenseite',
              admin: { description: 'Welche Schaltflächen jede Stellenanzeige zeigt. Die Kurzbewerbung steht immer an erster Stelle.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'shortForm', type: 'checkbox', label: 'Kurzbewerbung „Jetzt bewerben – in 2 Minuten“', defaultValue: true },
                    { name: 'atsLink', type: 'checkbox', label: '„Jetzt online bewerben“ (Bewerbungs-URL)', defaultValue: true },
                    { name: 'emailLink', type: 'checkbox', label: '„Per E-Mail bewerben“', defaultValue: true },
                  ],
                },
              ],
            },
            {
              name: 'maxDeletePercent',
              type: 'number',
              label: 'Max. Anteil gelöschter Stellen pro Import (%)',
              defaultValue: 50,
              min: 1,
              max: 100,
              admin: { description: 'Ein Import, der mehr Stellen entfernen würde, wird nicht übernommen.' },
            },
            {
              name: 'staffContacts',
              type: 'array',
              label: 'Mitarbeitende für die E-Mail-Regel',
              labels: { singular: 'Mitarbeiter/in', plural: 'Mitarbeitende' },
              maxRows: 2,
              admin: {
                description: 'Enthält der Kontaktname im Feed den Vornamen, erhält die Stelle diese Adresse und Telefonnummer.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'firstName', type: 'text', label: 'Vorname', required: true },
                    { name: 'lastName', type: 'text', label: 'Nachname' },
                    { name: 'email', type: 'email', label: 'E-Mail', required: true },
                    { name: 'phone', type: 'text', label: 'Telefon' },
                  ],
                },
              ],
            },
            { name: 'defaultStaffEmail', type: 'email', label: 'Standard-E-Mail für Stellen' },
          ],
        },
        {
          label: 'Navigation',
          fields: [
            {
              name: 'sitePages',
              type: 'group',
              label: 'Seiten in Menü, Fußzeile und Formularen',
              admin: {
                description:
                  'Welche Seite hinter den festen Links steht. Ändern Sie die Adresse einer Seite, folgen die Links ihr. Leer: der Link wird nicht angezeigt.',
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'about', type: 'relationship', relationTo: 'pages', label: 'Über uns' },
                    { name: 'companies', type: 'relationship', relationTo: 'pages', label: 'Für Unternehmen' },
                    { name: 'management', type: 'relationship', relationTo: 'pages', label: 'Management' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'lease', type: 'relationship', relationTo: 'pages', label: 'Verpachtung' },
                    { name: 'imprint', type: 'relationship', relationTo: 'pages', label: 'Impressum' },
                    { name: 'privacy', type: 'relationship', relationTo: 'pages', label: 'Datenschutz' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
