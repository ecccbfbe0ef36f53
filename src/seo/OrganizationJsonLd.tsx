import 'server-only'
import { getSiteSettings } from '@/features/site-shell/settings'
import { jsonLdScript, organizationJsonLd } from '@/seo'
import { DEFAULT_OG_IMAGE_PATH } from '@/lib/paths'
import { siteUrl } from '@/env'

/** schema.org Organization from SiteSettings, for the home page. */
export async function OrganizationJsonLd() {
  const settings = await getSiteSettings()
  const base = siteUrl()
  const logo = typeof settings.logo === 'object' && settings.logo?.url ? settings.logo.url : null
  const data = organizationJsonLd({
    name: settings.companyName,
    siteUrl: base,
    logoUrl: logo ?? DEFAULT_OG_IMAGE_PATH, // no logo uploaded yet: our share image shows the name
    telephone: settings.phone,
    email: settings.email,
    street: settings.defaultContact?.street,
    postalCode: settings.defaultContact?.postalCode,
    city: settings.defaultContact?.city,
    foundingYear: settings.claims?.foundedYear ?? 2002,
    description: settings.footerBlurb,
  })
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
}
