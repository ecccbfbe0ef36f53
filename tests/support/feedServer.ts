import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'
import { siteSettingsSeed } from '@/seed/settings'
import { getTestPayload } from './payload'

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

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>

/**
 * A test file's Payload and its loopback ATS, which the site imports from only (`importOnlyFrom`),
 * ready before the first test; after the last one `cleanupSql` removes the file's jobs (in SQL:
 * thousands of deletes through the Local API take long) and both close.
 */
export function useFeedImportSuite({ feed = '', cleanupSql = '', maxDeletePercent = 100 } = {}) {
  const suite = {} as { payload: Payload; ats: FeedServer }
  beforeAll(async () => {
    suite.payload = await getTestPayload()
    suite.ats = await startFeedServer()
    suite.ats.serve(feed)
    await importOnlyFrom(suite.payload, suite.ats.url, { maxDeletePercent })
  })
  afterAll(async () => {
    if (cleanupSql) await suite.payload?.db.pool.query(cleanupSql)
    await suite.ats?.close()
    await suite.payload?.destroy()
  })
  return suite
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
