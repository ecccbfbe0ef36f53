import { describe, expect, it } from 'vitest'
import { PRIVATE_PAGE, PUBLIC_PAGE, isStaffRequest, pageCacheControl } from '@/lib/cache-control/index.mjs'

const page = { method: 'GET', url: '/ueber-uns', status: 200, contentType: 'text/html; charset=utf-8' }

describe('Cache-Control of page answers (what the front may keep)', () => {
  it('lets shared caches keep public pages for seconds, browsers not at all', () => {
    expect(PUBLIC_PAGE).toBe('public, max-age=0, s-maxage=5')
    expect(pageCacheControl(page)).toBe(PUBLIC_PAGE)
    expect(pageCacheControl({ ...page, url: '/bewerbende?q=koch&ort=Hamburg' })).toBe(PUBLIC_PAGE)
    expect(pageCacheControl({ ...page, method: 'HEAD' })).toBe(PUBLIC_PAGE)
    expect(pageCacheControl({ ...page, contentType: 'text/x-component' })).toBe(PUBLIC_PAGE) // RSC payload
    expect(pageCacheControl({ ...page, url: '/gibt-es-nicht', status: 404 })).toBe(PUBLIC_PAGE)
  })

  it('keeps pages of editors, draft previews and job-alert links private', () => {
    for (const cookie of ['payload-token=abc', 'a=1; payload-2fa=x', '__prerender_bypass=1', '__next_preview_data=1']) {
      expect(pageCacheControl({ ...page, cookie }), cookie).toBe(PRIVATE_PAGE)
    }
    expect(pageCacheControl({ ...page, authorization: 'JWT abc' })).toBe(PRIVATE_PAGE)
    expect(pageCacheControl({ ...page, url: '/job-agent/verwalten?token=abc' })).toBe(PRIVATE_PAGE)
    expect(pageCacheControl({ ...page, url: '/bewerbung/zurueckziehen?t=1.abc' })).toBe(PRIVATE_PAGE)
    expect(pageCacheControl({ ...page, method: 'POST', contentType: 'text/x-component' })).toBe(PRIVATE_PAGE)
  })

  it('leaves the admin, the APIs, assets, files and errors as their routes send them', () => {
    for (const url of ['/admin', '/admin/collections/pages', '/api/health', '/_next/static/chunks/a.js']) {
      expect(pageCacheControl({ ...page, url }), url).toBeNull()
    }
    expect(pageCacheControl({ ...page, url: '/sitemap.xml', contentType: 'application/xml' })).toBeNull()
    expect(pageCacheControl({ ...page, status: 500 })).toBeNull()
    expect(pageCacheControl({ ...page, status: 308, contentType: undefined })).toBeNull()
  })

  it('recognises staff by cookie name, not by a value that merely contains it', () => {
    expect(isStaffRequest('payload-token=abc', undefined)).toBe(true)
    expect(isStaffRequest('theme=dark; x=payload-token', undefined)).toBe(false)
    expect(isStaffRequest(undefined, undefined)).toBe(false)
  })
})
