/**
 * Media URLs may be absolute (serverURL set) or relative. The public site only ever renders a
 * same-origin path for uploads, so a visitor's browser never loads an image from elsewhere.
 */
export function ownOriginMediaPath(url: string | null | undefined): string | null {
  if (!url) return null
  let path = url
  if (!url.startsWith('/')) {
    try {
      const parsed = new URL(url)
      path = parsed.pathname + parsed.search
    } catch {
      return null
    }
  }
  if (path.startsWith('//')) return null
  return path.startsWith('/api/media/file/') ? path : null
}

/** True for links that leave the site (rendered as plain <a> with rel="noopener"). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href)
}
