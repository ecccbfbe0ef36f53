/**
 * Pure SEO helpers: absolute URLs, canonicals, keywords, Open Graph images and the Organization
 * structured data, unit-tested. The Next wiring beside it (pageMetadata, siteMetadata,
 * OrganizationJsonLd) builds on these.
 */

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** "https://example.de/" -> "https://example.de" */
export const trimTrailingSlash = (url: string): string => url.replace(/\/+$/, '')

/** A path or URL made absolute against the site's address; absolute http(s) URLs stay as they are. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`
  return `${trimTrailingSlash(siteUrl)}${path}`
}

/** The editor's canonical (absolute URL or path) if given, else the page's own address. */
export function canonicalUrl(siteUrl: string, path: string, override?: string | null): string {
  const custom = override?.trim()
  if (custom && (/^https?:\/\//i.test(custom) || custom.startsWith('/'))) return absoluteUrl(siteUrl, custom)
  return absoluteUrl(siteUrl, path)
}

/** "a, b ,, c" -> ["a", "b", "c"] */
export function keywordList(keywords?: string | null): string[] {
  return (keywords ?? '')
    .split(/[,;\n]/)
    .map((keyword) => keyword.trim())
    .filter(Boolean)
}

type MediaLike = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: { og?: { url?: string | null; width?: number | null; height?: number | null } | null } | null
}

export type OgImage = { url: string; width?: number; height?: number; alt?: string }

/** A page's share image: the Media 'og' size (1200x630) if generated, else the original upload. */
export function mediaOgImage(siteUrl: string, media: unknown): OgImage | null {
  if (!media || typeof media !== 'object') return null
  const item = media as MediaLike
  const og = item.sizes?.og
  const alt = item.alt || undefined
  if (og?.url) return { url: absoluteUrl(siteUrl, og.url), width: og.width ?? OG_IMAGE_SIZE.width, height: og.height ?? OG_IMAGE_SIZE.height, alt }
  if (item.url) return { url: absoluteUrl(siteUrl, item.url), width: item.width ?? undefined, height: item.height ?? undefined, alt }
  return null
}

export type OrganizationInput = {
  name: string
  siteUrl: string
  logoUrl?: string | null
  telephone?: string | null
  email?: string | null
  street?: string | null
  postalCode?: string | null
  city?: string | null
  foundingYear?: number | null
  description?: string | null
}

/** schema.org Organization for the home page. Empty values are left out rather than sent blank. */
export function organizationJsonLd(input: OrganizationInput): Record<string, unknown> {
  const address = Object.fromEntries(
    Object.entries({
      '@type': 'PostalAddress',
      streetAddress: input.street,
      postalCode: input.postalCode,
      addressLocality: input.city,
      addressCountry: 'DE',
    }).filter(([, value]) => value),
  )
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: absoluteUrl(input.siteUrl, '/'),
    logo: input.logoUrl ? absoluteUrl(input.siteUrl, input.logoUrl) : undefined,
    description: input.description || undefined,
    telephone: input.telephone || undefined,
    email: input.email || undefined,
    address,
    foundingDate: input.foundingYear ? String(input.foundingYear) : undefined,
  }
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined))
}

/** JSON for a <script type="application/ld+json">: "<" escaped so content cannot close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
