import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'
import { withApiGuard } from '@/features/api-guard'
import { germanDatesPlugin } from './germanDates'
import { mediaStorage } from './mediaStorage'
import { redirectsPluginConfig } from './redirects'
import { SEO_FIELD_LABELS } from '@/features/admin-i18n/de'

export { redirectsTranslationsDe } from './redirects'

/** Every Payload plugin and its configuration. */
export const plugins: Plugin[] = [
  redirectsPlugin(redirectsPluginConfig),
  seoPlugin({
    collections: ['pages'],
    uploadsCollection: 'media',
    tabbedUI: true,
    generateTitle: ({ doc }) => doc?.title ?? '',
    fields: ({ defaultFields }) => [
      // the plugin's fields carry no label: Payload would show the English field names
      ...defaultFields.map((field) =>
        'name' in field && SEO_FIELD_LABELS[field.name] ? ({ ...field, label: SEO_FIELD_LABELS[field.name] } as typeof field) : field,
      ),
      { name: 'keywords', type: 'text', label: SEO_FIELD_LABELS.keywords },
      { name: 'canonical', type: 'text', label: 'Kanonische URL', admin: { description: 'Leer lassen für die Adresse der Seite.' } },
    ],
  }),
  mediaStorage(),
  germanDatesPlugin, // after the others: also covers date fields they add
  // last: covers the plugins' collections too (list size cap, malformed ids answer 404)
  (config) => ({ ...config, collections: config.collections?.map(withApiGuard) }),
]
