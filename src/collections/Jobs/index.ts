import type { CollectionConfig } from 'payload'
import { trustQueuedStatusChange } from '@/features/scheduled-publish'
import { staff } from '@/features/staff-auth/access'
import { CACHE_TAGS } from '@/features/cache/tags'
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '@/features/cache/hooks'
import { queueIndexingAfterChange, queueIndexingAfterDelete } from '@/features/indexing/hooks'
import { warmJobPagesAfterChange, warmJobPagesAfterDelete } from '@/features/page-warming/hooks'
import { ensureSlug } from './hooks/ensureSlug'
import { deriveJobHtml } from '@/features/job-texts'
import { JOB_TEXTS, jobTextEditor } from '@/features/job-texts/editor'
import { lockImportOwnedFields } from '@/features/job-texts/imported'
import { factFields, salaryFigureFields } from '@/features/job-search/fields'
import { deriveSearchFields } from '@/features/job-search/hooks'
import { defaultPublishDate, publishUnlessDraft, whenPublicChange } from '@/features/jobs/hooks'
import { DRAFTS, LIVE_PREVIEW_BREAKPOINTS, previewPath } from '@/features/page-preview/livePreview'
import { siteUrl } from '@/env'
import { jobPath } from '@/lib/paths'

const isImported = (data: { source?: string | null } | undefined) => data?.source === 'feed'
const isManual = (data: { source?: string | null } | undefined) => !isImported(data)

const text = (name: string, label: string, extra: Record<string, unknown> = {}) => ({ name, label, type: 'text', ...extra }) as const

export const Jobs: CollectionConfig<'jobs'> = {
  slug: 'jobs',
  labels: { singular: 'Stellenangebot', plural: 'Stellenangebote' },
  admin: {
    group: 'Stellenangebote',
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'department', 'publishDate', 'source'],
    listSearchableFields: ['title', 'company', 'location', 'externalId'],
    description: 'Importierte Stellen (Quelle „Feed“) werden beim nächsten Import überschrieben; manuelle Stellen bleiben unberührt.',
    // a manual job is written as a draft (saved automatically) and seen on the real job page beside the form
    preview: (doc) => (typeof doc?.slug === 'string' && doc.slug ? previewPath(jobPath(doc.slug)) : null),
    livePreview: {
      // absolute: the admin posts save events to this origin
      // by id: while a job is a draft its URL id follows the title, so the form's copy may be stale
      url: ({ data }) => (data?.id ? `${siteUrl()}${previewPath(jobPath(String(data.id)))}` : `${siteUrl()}/stellenangebote`),
      breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    },
  },
  versions: { drafts: DRAFTS, maxPerDoc: 30 },
  defaultSort: '-publishDate',
  access: { read: staff, create: staff, update: staff, delete: staff, readVersions: staff },
  hooks: {
    beforeOperation: [publishUnlessDraft, trustQueuedStatusChange<'jobs'>()],
    beforeValidate: [ensureSlug],
    beforeChange: [deriveJobHtml, deriveSearchFields, defaultPublishDate],
    afterChange: [whenPublicChange(revalidateTagsAfterChange(CACHE_TAGS.jobs)), whenPublicChange(warmJobPagesAfterChange), queueIndexingAfterChange],
    afterDelete: [revalidateTagsAfterDelete(CACHE_TAGS.jobs), warmJobPagesAfterDelete, queueIndexingAfterDelete],
  },
  fields: lockImportOwnedFields([
    {
      name: 'feedNote',
      type: 'ui',
      admin: { condition: isImported, components: { Field: '/features/feed/components/FeedJobNote#FeedJobNote' } },
    },
    { name: 'title', type: 'text', label: 'Titel', required: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Stelle',
          fields: [
            {
              type: 'row',
              fields: [text('company', 'Unternehmen'), text('location', 'Ort'), text('department', 'Bereich')],
            },
            {
              name: 'additionalLocations',
              type: 'textarea',
              label: 'Weitere Orte',
              admin: { description: 'Ein Ort pro Zeile; erscheinen auf der Karte, in der Anzeige und für Google als weitere Arbeitsorte.' },
            },
            {
              type: 'row',
              fields: [
                text('street', 'Straße (Arbeitsort)'),
                text('postalCode', 'PLZ (Arbeitsort)'),
                text('region', 'Bundesland/Region'),
                text('country', 'Land', { admin: { description: 'z. B. DE' } }),
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
            ...JOB_TEXTS.flatMap(({ html, rich, label }) => [
              // Manual jobs: written in rich text (the HTML column is derived on save).
              { name: rich, type: 'richText', label, editor: jobTextEditor, admin: { condition: isManual } } as const,
              // Imported jobs: the feed's sanitised HTML, shown as the job page shows it (the next import overwrites it).
              {
                name: html,
                type: 'textarea',
                label: `${label} (aus dem Feed)`,
                admin: { readOnly: true, condition: isImported, components: { Field: '/features/feed/components/FeedTextField#FeedTextField' } },
              } as const,
            ]),
            {
              type: 'row',
              fields: [
                text('salary', 'Gehalt'),
                { name: 'publishDate', type: 'date', label: 'Veröffentlicht am', index: true },
                { name: 'applicationDeadline', type: 'date', label: 'Bewerbungsfrist' },
                {
                  name: 'validThrough',
                  type: 'date',
                  label: 'Gültig bis',
                  admin: { condition: isManual, description: 'Nach diesem Tag verschwindet die Stelle vom Stellenboard und aus der Sitemap.' },
                },
              ],
            },
            ...salaryFigureFields,
            ...factFields,
            text('applyUrl', 'Bewerbungs-URL'),
            {
              name: 'image',
              type: 'upload',
              relationTo: 'media',
              label: 'Stellenbild',
              admin: { description: 'Bei importierten Stellen lädt der Import das Bild aus dem Feed hierher; ohne Bild erscheint das Standard-Stellenbild.' },
            },
            { type: 'row', fields: [text('imageUrl', 'Bild-URL (aus dem Feed)'), text('companyLogo', 'Firmenlogo-URL')] },
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
            {
              type: 'row',
              fields: [{ name: 'contactPhoto', type: 'upload', relationTo: 'media', label: 'Foto' }, text('contactImage', 'Foto-URL (aus dem Feed)')],
            },
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
      name: 'filled',
      type: 'checkbox',
      label: 'Stelle besetzt',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        condition: isManual,
        description:
          'Nimmt die Stelle sofort vom Stellenboard und aus der Sitemap; Google wird benachrichtigt. Die Seite der Stelle sagt dann, dass sie nicht mehr ausgeschrieben wird.',
      },
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
    {
      name: 'lastSeenAt',
      type: 'date',
      label: 'Zuletzt im Feed gesehen',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // Hash of the imported content: an unchanged feed job is not written again.
    { name: 'contentHash', type: 'text', label: 'Inhalts-Prüfsumme', admin: { hidden: true } },
    // Hash of the job's XML in the feed (and the reader's settings): an unchanged job is not even read again.
    { name: 'sourceHash', type: 'text', label: 'Quell-Prüfsumme', admin: { hidden: true } },
  ]),
}
