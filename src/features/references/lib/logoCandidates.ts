/**
 * The logo fallback chain, resolved on the server when a reference is saved:
 * the given logo URL, then a company-logo service, then a favicon service for the domain.
 * Visitors never contact these services; the first image found is stored in Media.
 */

export const LOGO_SERVICE = (domain: string) => `https://logo.clearbit.com/${encodeURIComponent(domain)}`
export const FAVICON_SERVICE = (domain: string) => `https://www.google.com/s2/favicons?domain=${encodeURIComponent(domain)}&sz=128`

/** 'https://www.Hotel-Beispiel.de/about' or 'hotel-beispiel.de' -> 'hotel-beispiel.de'; null if not a host name. */
export function normalizeDomain(input: string | null | undefined): string | null {
  if (!input) return null
  let value = input.trim().toLowerCase()
  if (!value) return null
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
  value = value
    .split(/[/?#]/)[0]
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '')
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value)) return null
  if (value.split('.').some((label) => !label || label.startsWith('-') || label.endsWith('-'))) return null
  return value
}

/** Only http(s) URLs are fetched (no file:, data: or other schemes). */
export function isFetchableUrl(input: string | null | undefined): boolean {
  if (!input) return false
  try {
    const url = new URL(input.trim())
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** The ordered, de-duplicated list of URLs to try for a reference's logo. */
export function logoCandidates(reference: { logoUrl?: string | null; domain?: string | null }): string[] {
  const candidates: string[] = []
  if (isFetchableUrl(reference.logoUrl)) candidates.push(reference.logoUrl!.trim())
  const domain = normalizeDomain(reference.domain)
  if (domain) candidates.push(LOGO_SERVICE(domain), FAVICON_SERVICE(domain))
  return [...new Set(candidates)]
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'image/avif': 'avif',
}

/** A safe file name for a stored logo, e.g. 'logo-hotel-beispiel-de.png'; null for non-image types. */
export function logoFileName(name: string, contentType: string | null | undefined): string | null {
  const type = (contentType || '').split(';')[0].trim().toLowerCase()
  const extension = EXTENSIONS[type]
  if (!extension) return null
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  return `logo-${base || 'referenz'}.${extension}`
}
