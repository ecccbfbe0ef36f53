import type { CollectionConfig } from 'payload'
import { staff } from '@/access'
import { pageBlocks } from '@/blocks'
import { CACHE_TAGS } from '@/cache/tags'
import { safeRevalidatePath, safeRevalidateTag } from '@/cache/revalidate'

const pathOf = (slug: string) => (slug === 'home' ? '/' : `/${slug}`)

export const Pages: CollectionConfig<'pages'> = {
  slug: 'pages',
  labels: { singular: 'Seite', plural: 'Seiten' },
  admin: {
    group: 'Inhalte',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    description: 'Die Inhalte der Website. „home“ ist die Startseite.',
  },
  defaultPopulate: { title: true, slug: true },
  access: { read: staff, create: staff, update: staff, delete: staff, readVersions: staff },
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: {
    afterChange: [
      ({ doc, previousDoc, req: { context } }) => {
        if (context.disableRevalidate) return doc
        for (const slug of new Set([doc.slug, previousDoc?.slug].filter(Boolean))) {
          safeRevalidateTag(CACHE_TAGS.page(slug))
          safeRevalidatePath(pathOf(slug))
        }
        safeRevalidateTag(CACHE_TAGS.pages)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req: { context } }) => {
        if (!context.disableRevalidate) {
          safeRevalidateTag(CACHE_TAGS.page(doc.slug))
          safeRevalidateTag(CACHE_TAGS.pages)
        }
        return doc
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titel', required: true },
    {
      name: 'slug',
      type: 'text',
      label: 'URL-Pfad',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: '„home“ für die Startseite, sonst z. B. „ueber-uns“' },
    },
    { name: 'layout', type: 'blocks', label: 'Abschnitte', blocks: pageBlocks },
  ],
}
