import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../support/payload'
import { solidPng } from '../support/images'

let payload: Payload
let server: http.Server
let base = ''
let png: Buffer
const hits: string[] = []

describe('reference logos are resolved on the server when a reference is saved', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    png = await solidPng(120, 60, '#1d41d8')
    // A local stand-in for a client's web server: one real logo, one HTML page, one 404.
    server = http.createServer((req, res) => {
      hits.push(req.url || '')
      if (req.url === '/logo.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(png)
      } else if (req.url === '/seite.html') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>kein Bild</html>')
      } else {
        res.writeHead(404).end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await payload?.destroy()
  })

  it('stores the image behind the given logo URL in Media and links it', async () => {
    const reference = await payload.create({
      collection: 'references',
      data: { name: 'Hotel Logo-Test', category: 'Hotel', logoUrl: `${base}/logo.png`, domain: 'logo-test.invalid' },
      context: { disableRevalidate: true },
    })
    expect(reference.logo).toBeTruthy()
    const media = await payload.findByID({ collection: 'media', id: typeof reference.logo === 'object' ? reference.logo!.id : reference.logo! })
    expect(media.mimeType).toBe('image/png')
    expect(media.alt).toBe('Logo Hotel Logo-Test')
    expect(media.url).toMatch(/\/api\/media\/file\/logo-hotel-logo-test/)
  })

  it('saves quickly without a logo when nothing answers with an image (placeholder on the site)', async () => {
    const started = Date.now()
    const reference = await payload.create({
      collection: 'references',
      data: { name: 'Ohne Logo', category: 'Resort', logoUrl: `${base}/seite.html`, domain: 'nicht-erreichbar.invalid' },
      context: { disableRevalidate: true },
    })
    expect(reference.logo ?? null).toBeNull()
    expect(hits).toContain('/seite.html')
    expect(Date.now() - started).toBeLessThan(8000)
  })

  it('keeps an uploaded logo and does not look anything up', async () => {
    const before = hits.length
    const reference = await payload.create({
      collection: 'references',
      data: { name: 'Hotel Logo-Test 2', category: 'Hotel', logoUrl: `${base}/logo.png` },
      context: { disableRevalidate: true },
    })
    const logoId = typeof reference.logo === 'object' ? reference.logo!.id : reference.logo!
    hits.length = before
    const updated = await payload.update({ collection: 'references', id: reference.id, data: { name: 'Umbenannt' }, context: { disableRevalidate: true } })
    expect(typeof updated.logo === 'object' ? updated.logo!.id : updated.logo).toBe(logoId)
    expect(hits.length).toBe(before)
  })
})
