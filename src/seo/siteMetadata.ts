import type { Metadata } from 'next'
import type { SiteSetting } from '@/payload-types'
import { siteUrl } from './siteUrl'

/** Layout-wide metadata: the address for relative URLs and the site-name title template. */
export function siteMetadata(settings: Pick<SiteSetting, 'companyName' | 'footerBlurb'>): Metadata {
  const name = settings.companyName
  return {
    metadataBase: new URL(siteUrl()),
    applicationName: name,
    title: { template: `%s | ${name}`, default: name },
    description: settings.footerBlurb || undefined,
    openGraph: { type: 'website', locale: 'de_DE', siteName: name },
  }
}
