import sanitizeHtml from 'sanitize-html'

/** Tags a job ad may use: text structure, lists, tables, links and (local) images. */
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's',
  'small', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
]

export type SanitizeOptions = {
  /**
   * Keep <img> pointing at other hosts. Off by default: a visitor's browser must never contact a
   * third party, so only relative (own-origin) and data: images survive when rendering.
   */
  keepExternalImages?: boolean
}

/** True for a URL that stays on our origin or is inline data (no third-party request). */
export function isLocalImageSrc(src: string): boolean {
  const value = src.trim()
  if (/^data:image\/(png|jpe?g|gif|webp|avif);/i.test(value)) return true
  if (!value.startsWith('/')) return false
  // Resolve as a browser does: it reads `/\host/x`, and `/` + tab + `/host/x`, as another host.
  try {
    return new URL(value, 'http://own-origin.invalid').host === 'own-origin.invalid'
  } catch {
    return false
  }
}

/** sanitize-html's options, built once per variant (sanitize-html copies them on every call and changes none). */
const sanitizeOptions = (keepExternalImages: boolean): sanitizeHtml.IOptions => ({
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    // External links open in a new tab without handing over our page; other hrefs stay as
    // they are (disallowed schemes are dropped after this transform).
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }
        : { tagName, attribs },
  },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  exclusiveFilter: (frame) => frame.tag === 'img' && (!frame.attribs.src || (!keepExternalImages && !isLocalImageSrc(frame.attribs.src))),
})
const LOCAL_IMAGES_ONLY = sanitizeOptions(false)
const EXTERNAL_IMAGES_TOO = sanitizeOptions(true)

/**
 * Allowlist sanitiser for job HTML from the feed or the admin: no scripts, styles, event handlers,
 * iframes or javascript: URLs survive. Headings are demoted below the page's h1.
 */
export function sanitizeJobHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return ''
  return sanitizeHtml(html, options.keepExternalImages ? EXTERNAL_IMAGES_TOO : LOCAL_IMAGES_ONLY).trim()
}
