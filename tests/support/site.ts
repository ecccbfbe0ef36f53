import type { Page } from 'playwright-core'

export const SITE_ROUTES = ['/', '/ueber-uns', '/unternehmen', '/managementleistungen', '/verpachtung', '/datenschutz', '/impressum', '/kandidaten'] as const

/** Records every request the page makes, to prove nothing leaves our origin. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

/** Is the element's top edge inside the viewport (below the fixed header)? */
export async function topInView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)
    if (!el) return false
    const top = el.getBoundingClientRect().top
    return top >= -5 && top < window.innerHeight / 2
  }, selector)
}
