import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CollectionConfig } from 'payload'
import { anyone, staff } from '@/access'
import { env } from '@/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Medium', plural: 'Medien' },
  admin: { group: 'Inhalte', useAsTitle: 'alt' },
  access: { read: anyone, create: staff, update: staff, delete: staff },
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
  },
  fields: [{ name: 'alt', type: 'text', label: 'Alternativtext', required: true }],
}
