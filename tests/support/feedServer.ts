import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { siteSettingsSeed } from '@/seed/settings'

/** An ATS on loopback: every request gets the XML last given to `serve`. */
export async function startFeedServer() {
  let xml = ''
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' })
    res.end(xml)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`,
    serve: (next: string) => {
      xml = next
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** The site imports from `url` only, starting without feed jobs; no limit on removals unless given. */
export async function importOnlyFrom(payload: Payload, url: string, { maxDeletePercent = 100 } = {}): Promise<void> {
  await payload.delete({ collection: 'jobs', where: { source: { equals: 'feed' } }, context: { disableRevalidate: true } })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettingsSeed, feedUrls: [{ url }], maxDeletePercent },
    context: { disableRevalidate: true },
  })
}
