import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CollectionConfig } from 'payload'
import { filesOrStaff, staff } from '@/features/staff-auth/access'
import { env } from '@/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Medium', plural: 'Medien' },
  // the file column shows each image's thumbnail in the list
  admin: { group: 'Inhalte', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: filesOrStaff, create: staff, update: staff, delete: staff },
  upload: {
    // MEDIA_DIR lets tests keep uploads in a temporary folder.
    staticDir: env().MEDIA_DIR ?? path.resolve(dirname, '../../media'),
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 300 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
      { name: 'og', width: 1200, height: 630, crop: 'center' },
    ],
    adminThumbnail: 'thumbnail',
    displayPreview: true,
  },
  fields: [
    { name: 'alt', type: 'text', label: 'Alternativtext', required: true },
    // Images the feed import downloaded: the same URL or the same bytes are stored only once.
    { name: 'sourceUrl', type: 'text', label: 'Herkunft (Feed)', index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'contentHash', type: 'text', label: 'Prüfsumme', index: true, admin: { hidden: true } },
  ],
}
