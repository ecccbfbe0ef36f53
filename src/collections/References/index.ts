import type { CollectionConfig } from 'payload'
import { anyone, staff } from '@/access'
import { CACHE_TAGS } from '@/cache/tags'
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '@/cache/hooks'
import { resolveReferenceLogo } from './hooks/resolveLogo'

export const REFERENCE_CATEGORIES = ['Hotel', 'Resort', 'Hospitality', 'Spa', 'Organisation'] as const

export const References: CollectionConfig<'references'> = {
  slug: 'references',
  labels: { singular: 'Referenz', plural: 'Referenzen' },
  admin: {
    group: 'Inhalte',
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'domain', 'logo', 'sortOrder'],
    description: 'Kundenlogos im Bereich „Referenzen“. Die Reihenfolge auf der Website ist bei jedem Aufruf zufällig.',
  },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    // Logos are fetched on the server when saved and stored in Media: visitors never contact logo services.
    beforeChange: [resolveReferenceLogo],
    afterChange: [revalidateTagsAfterChange(CACHE_TAGS.references)],
    afterDelete: [revalidateTagsAfterDelete(CACHE_TAGS.references)],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true },
    { name: 'domain', type: 'text', label: 'Domain', admin: { description: 'z. B. hotel-beispiel.de (ohne https://)' } },
    {
      name: 'category',
      type: 'select',
      label: 'Kategorie',
      required: true,
      defaultValue: 'Hotel',
      options: REFERENCE_CATEGORIES.map((c) => ({ label: c, value: c })),
    },
    { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo' },
    {
      name: 'logoUrl',
      type: 'text',
      label: 'Logo-URL',
      admin: { description: 'Optional. Das Logo wird beim Speichern auf unseren Server geladen; Besucher laden nie von fremden Servern.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'showName', type: 'checkbox', label: 'Namen anzeigen', defaultValue: false },
        { name: 'invertColors', type: 'checkbox', label: 'Farben invertieren', defaultValue: false },
        { name: 'sortOrder', type: 'number', label: 'Sortierung', defaultValue: 0 },
      ],
    },
  ],
}
