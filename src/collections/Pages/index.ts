import type { CollectionConfig } from 'payload'
import { staff, staffOrPublished } from '@/access'
import { pageBlocks } from '@/blocks'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from './hooks/revalidate'

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
  access: { read: staffOrPublished, create: staff, update: staff, delete: staff, readVersions: staff },
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: { afterChange: [revalidatePageAfterChange], afterDelete: [revalidatePageAfterDelete] },
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
