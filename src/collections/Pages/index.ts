import type { CollectionConfig } from 'payload'
import { trustQueuedStatusChange } from '@/features/scheduled-publish'
import { staff } from '@/features/staff-auth/access'
import { pageBlocks } from '@/blocks'
import { siteUrl } from '@/env'
import { pagePreviewPath } from '@/lib/paths'
import { DRAFTS, LIVE_PREVIEW_BREAKPOINTS } from '@/features/page-preview/livePreview'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from './hooks/revalidate'

export const Pages: CollectionConfig<'pages'> = {
  slug: 'pages',
  labels: { singular: 'Seite', plural: 'Seiten' },
  admin: {
    group: 'Inhalte',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    description: 'Die Inhalte der Website. „home“ ist die Startseite.',
    // „Vorschau“ opens the newest draft on the real site; live preview shows it beside the form.
    preview: (doc) => (typeof doc?.slug === 'string' ? pagePreviewPath(doc.slug) : null),
    // Datenschutz and Impressum: „Änderungen veröffentlichen“ first shows what changes
    components: { edit: { PublishButton: '/features/legal-publish/ConfirmPublishButton.client#ConfirmPublishButton' } },
    livePreview: {
      // absolute: the admin posts save events to this origin
      url: ({ data }) => `${siteUrl()}${pagePreviewPath(typeof data?.slug === 'string' && data.slug ? data.slug : 'home')}`,
      breakpoints: LIVE_PREVIEW_BREAKPOINTS,
    },
  },
  defaultPopulate: { title: true, slug: true },
  access: { read: staff, create: staff, update: staff, delete: staff, readVersions: staff },
  // autosave: the live preview follows typing; schedulePublish: „Veröffentlichung planen“ (run by the job queue)
  versions: { drafts: DRAFTS, maxPerDoc: 30 },
  hooks: { beforeOperation: [trustQueuedStatusChange<'pages'>()], afterChange: [revalidatePageAfterChange], afterDelete: [revalidatePageAfterDelete] },
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
