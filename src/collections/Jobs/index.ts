import type { CollectionConfig } from 'payload'
import { anyone, staff } from '@/access'
import { CACHE_TAGS } from '@/cache/tags'
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '@/cache/hooks'
import { ensureSlug } from './hooks/ensureSlug'

const text = (name: string, label: string, extra: Record<string, unknown> = {}) =>
  ({ name, label, type: 'text', ...extra }) as const

export const Jobs: CollectionConfig<'jobs'> = {
  slug: 'jobs',
  labels: { singular: 'Stellenangebot', plural: 'Stellenangebote' },
  admin: {
    group: 'Stellenangebote',
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'department', 'publishDate', 'source'],
    listSearchableFields: ['title', 'company', 'location', 'externalId'],
    description: 'Importierte Stellen (Quelle „Feed“) werden beim nächsten Import überschrieben; manuelle Stellen bleiben unberührt.',
  },
  defaultSort: '-publishDate',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    beforeValidate: [ensureSlug],
    afterChange: [revalidateTagsAfterChange(CACHE_TAGS.jobs)],
    afterDelete: [revalidateTagsAfterDelete(CACHE_TAGS.jobs)],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titel', required: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Stelle',
          fields: [
            {
              type: 'row',
              fields: [
                text('company', 'Unternehmen'),
                text('location', 'Ort'),
                text('department', 'Bereich'),
              ],
            },
            {
              type: 'row',
              fields: [
                text('employmentType', 'Anstellungsart', { admin: { description: 'z. B. Vollzeit, Teilzeit' } }),
                text('hours', 'Stunden pro Woche'),
                text('contractType', 'Vertragsart', { admin: { description: 'unbefristet oder befristet' } }),
                text('startDate', 'Frühester Beginn'),
              ],
            },
            { name: 'description', type: 'textarea', label: 'Beschreibung (HTML)' },
            { name: 'requirements', type: 'textarea', label: 'Anforderungen (HTML)' },
            { name: 'benefits', type: 'textarea', label: 'Das bieten wir (HTML)' },
            {
              type: 'row',
              fields: [
                text('salary', 'Gehalt'),
                { name: 'publishDate', type: 'date', label: 'Veröffentlicht am', index: true },
                { name: 'applicationDeadline', type: 'date', label: 'Bewerbungsfrist' },
              ],
            },
            text('applyUrl', 'Bewerbungs-URL'),
            { type: 'row', fields: [text('imageUrl', 'Bild-URL'), text('companyLogo', 'Firmenlogo-URL')] },
          ],
        },
        {
          label: 'Ansprechpartner',
          fields: [
            { type: 'row', fields: [text('contactPerson', 'Name'), text('contactTitle', 'Position')] },
            { type: 'row', fields: [text('contactEmail', 'E-Mail'), text('contactPhone', 'Telefon')] },
            {
              type: 'row',
              fields: [text('contactAddress', 'Straße'), text('contactPostalCode', 'PLZ'), text('contactCity', 'Ort')],
            },
            text('contactImage', 'Foto-URL'),
          ],
        },
      ],
    },
    {
      name: 'slug',
      type: 'text',
      label: 'URL-Kennung',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Teil der Adresse /stellenangebote/…; wird automatisch vergeben.' },
    },
    {
      name: 'source',
      type: 'select',
      label: 'Quelle',
      defaultValue: 'manual',
      options: [
        { label: 'Feed (automatisch importiert)', value: 'feed' },
        { label: 'Manuell angelegt', value: 'manual' },
      ],
      admin: { position: 'sidebar' },
      index: true,
    },
    text('externalId', 'Feed-ID', { unique: true, index: true, admin: { position: 'sidebar', readOnly: true } }),
    { name: 'lastSeenAt', type: 'date', label: 'Zuletzt im Feed gesehen', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // Hash of the imported content: an unchanged feed job is not written again.
    { name: 'contentHash', type: 'text', label: 'Inhalts-Prüfsumme', admin: { hidden: true } },
  ],
}
