import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import type { CollectionBeforeValidateHook, Field } from 'payload'
import { staff } from '@/features/staff-auth/access'
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '@/features/cache/hooks'
import { CACHE_TAGS } from '@/features/cache/tags'
import { normalizeRedirectPath } from '@/lib/redirects'

/** Stores „Von“ in the form the lookup uses ("/alte-seite.html"), so what editors see is what matches. */
const normalizeFrom: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.from === 'string') data.from = normalizeRedirectPath(data.from) ?? data.from
  return data
}

const describeFrom = (fields: Field[]): Field[] =>
  fields.map((field) =>
    'name' in field && field.name === 'from'
      ? ({
          ...field,
          admin: {
            ...field.admin,
            description: 'Alter Pfad ohne Domain, z. B. /alte-seite.html. Groß-/Kleinschreibung, Parameter und ein Schrägstrich am Ende spielen keine Rolle.',
          },
        } as Field)
      : field,
  )

/**
 * Redirects editors add in the admin („Weiterleitungen“). The fixed redirects of the old site's addresses
 * are in next.config.ts; these are answered by the proxy (src/proxy.ts, permanent 308) from its route
 * snapshot, which a save or delete here expires (tag `redirects`), so they apply on the next request.
 */
export const redirectsPluginConfig: RedirectsPluginConfig = {
  collections: ['pages'],
  overrides: {
    labels: { singular: 'Weiterleitung', plural: 'Weiterleitungen' },
    admin: {
      group: 'Inhalte',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'updatedAt'],
      description: 'Dauerhafte Weiterleitungen (308) von alten Adressen auf Seiten oder andere URLs.',
    },
    access: { read: staff, create: staff, update: staff, delete: staff },
    hooks: {
      beforeValidate: [normalizeFrom],
      afterChange: [revalidateTagsAfterChange(CACHE_TAGS.redirects)],
      afterDelete: [revalidateTagsAfterDelete(CACHE_TAGS.redirects)],
    },
    fields: ({ defaultFields }) => describeFrom(defaultFields),
  },
}

/** The plugin ships no German strings. */
export const redirectsTranslationsDe = {
  'plugin-redirects': {
    customUrl: 'Eigene URL',
    documentToRedirect: 'Zielseite',
    fromUrl: 'Von (alte Adresse)',
    internalLink: 'Seite der Website',
    redirectType: 'Art der Weiterleitung',
    toUrlType: 'Ziel',
  },
}
