import sanitizeHtml from 'sanitize-html'

/** Tags a job ad may use: text structure, lists, tables, links and (local) images. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
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
      /^https?:/i.test(attribs.href ?? '') ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } } : { tagName, attribs },
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
  return (plainSanitized(html) ?? librarySanitized(html, options)).trim()
}

/** sanitize-html's output (sanitizeJobHtml without its fast path, untrimmed). */
export const librarySanitized = (html: string, options: SanitizeOptions = {}) =>
  sanitizeHtml(html, options.keepExternalImages ? EXTERNAL_IMAGES_TOO : LOCAL_IMAGES_ONLY)

// The tags plainSanitized handles (no attributes) and which open tags each one closes implicitly
// (htmlparser2's rules, as sanitize-html parses): such markup is left to sanitize-html.
const PLAIN_TAGS = new Set([...ALLOWED_TAGS.filter((tag) => tag !== 'a' && tag !== 'img'), 'h1'])
const VOID_TAGS = new Set(['br', 'hr'])
const CLOSES_P = new Set(['p'])
const IMPLIED_CLOSE = new Map<string, Set<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['li', new Set(['li'])],
  ['dd', new Set(['dd', 'dt'])],
  ['dt', new Set(['dd', 'dt'])],
  ['tbody', new Set(['thead', 'tbody'])],
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'div', 'dl', 'hr', 'ol', 'table', 'ul'].map((tag) => [tag, CLOSES_P] as const),
])
/** A '&' that is not one of the three references kept as they are or a plain ampersand; NUL, CR. */
const UNPLAIN_TEXT = /&(?!amp;|lt;|gt;|[^A-Za-z0-9#])|[\0\r]/

/**
 * sanitize-html's output for plain, well-nested markup, without parsing it: only the tags above
 * without attributes, `<script>` elements (dropped with their content), text whose references are
 * &amp; &lt; &gt; (a lone '&' and '>' are escaped). Undefined for anything else (sanitize-html
 * decides then). Job ads are mostly this; sanitize-html costs ~100 times as much.
 */
export function plainSanitized(html: string): string | undefined {
  if (UNPLAIN_TEXT.test(html)) return undefined
  const open: string[] = []
  let out = ''
  for (let pos = 0; ;) {
    const lt = html.indexOf('<', pos)
    const text = html.slice(pos, lt < 0 ? html.length : lt)
    if (text) out += text.includes('>') || text.includes('&') ? text.replace(/&(?!amp;|lt;|gt;)/g, '&amp;').replace(/>/g, '&gt;') : text
    if (lt < 0) break
    const gt = html.indexOf('>', lt)
    if (gt < 0) return undefined
    const tag = html.slice(lt + 1, gt)
    pos = gt + 1
    if (tag[0] === '/') {
      const name = tag.slice(1)
      if (open.pop() !== name) return undefined // also `</br>`, `</p>` without <p>: htmlparser2 makes elements of them
      out += name === 'h1' ? '</h2>' : `</${name}>`
    } else if (tag === 'script') {
      const end = html.slice(pos).search(/<\/script/i)
      if (end < 0 || !html.startsWith('</script>', pos + end)) return undefined
      pos += end + '</script>'.length
    } else {
      const name = tag.endsWith('/') ? tag.slice(0, tag.endsWith(' /') ? -2 : -1) : tag
      if (!PLAIN_TAGS.has(name) || (name !== tag && !VOID_TAGS.has(name))) return undefined // `<p/>` opens a p
      if (open.length && IMPLIED_CLOSE.get(name)?.has(open[open.length - 1])) return undefined
      if (VOID_TAGS.has(name)) out += `<${name} />`
      else {
        open.push(name)
        out += name === 'h1' ? '<h2>' : `<${name}>`
      }
    }
  }
  return open.length ? undefined : out
}
