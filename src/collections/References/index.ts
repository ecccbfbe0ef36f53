import type { CollectionConfig } from 'payload'
import { staff } from '@/features/staff-auth/access'
import { CACHE_TAGS } from '@/features/cache/tags'
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '@/features/cache/hooks'
import { resolveReferenceLogo } from './hooks/resolveLogo'

export const REFERENCE_CATEGORIES = ['Hotel', 'Resort', 'Hospitality', 'Spa', 'Organisation'] as const

export const References: CollectionConfig<'references'> = {
  slug: 'references',
  labels: { singular: 'Referenz', plural: 'Referenzen' },
  admin: {
    group: 'Inhalte',
    useAsTitle: 'name',
    defaultColumns: ['logo', 'name', 'category', 'domain', 'alwaysShow'],
    description:
      'Kundenlogos im Bereich „Referenzen“. Die Auswahl und Reihenfolge auf der Website ist bei jedem Aufruf zufällig; „Immer zeigen“ hält ein Logo in der Auswahl.',
  },
  defaultSort: 'name',
  access: { read: staff, create: staff, update: staff, delete: staff },
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
    { name: 'logo', type: 'upload', relationTo: 'media', label: 'Logo', displayPreview: true },
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
        {
          name: 'alwaysShow',
          type: 'checkbox',
          label: 'Immer zeigen',
          defaultValue: false,
          admin: { description: 'Das Logo ist bei jedem Aufruf unter den ersten sichtbaren Logos, an zufälliger Stelle.' },
        },
      ],
    },
    // how the logo will look on the site, before and after saving
    { name: 'logoPreview', type: 'ui', admin: { components: { Field: '/features/references/components/ReferenceLogoPreview.client#ReferenceLogoPreview' } } },
  ],
}
