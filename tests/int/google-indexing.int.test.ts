import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sendIndexingNotification } from '@/features/indexing'
import { siteSettingsSeed } from '@/seed/settings'
import { runFeedImport } from '@/features/feed/import'
import { getTestPayload } from '../support/payload'

/**
 * The Indexing API notifications against a local stand-in for Google: it checks the service
 * account's signed JWT (RS256, with the public half of a key this test generates) on the token
 * endpoint, then the bearer token and the body on urlNotifications:publish.
 */
const SERVICE_EMAIL = 'indexer@test-project.iam.gserviceaccount.com'
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
const credentials = (privateKey: KeyObject) =>
  JSON.stringify({
    type: 'service_account',
    client_email: SERVICE_EMAIL,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    private_key_id: 'k1',
  })

let payload: Payload
let server: http.Server
let base = ''
const notifications: { url: string; type: string }[] = []
const tokenRequests: { iss: string; scope: string; aud: string }[] = []
let failPublish = 0
let feedXml = '<jobs/>'

function checkJwt(assertion: string): { iss: string; scope: string; aud: string; exp: number } | null {
  const [header, body, signature] = assertion.split('.')
  if (!header || !body || !signature) return null
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'RS256') return null
  const valid = verify('RSA-SHA256', Buffer.from(`${header}.${body}`), keys.publicKey, Buffer.from(signature, 'base64url'))
  return valid ? JSON.parse(Buffer.from(body, 'base64url').toString()) : null
}

async function readBody(req: http.IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

const queued = () =>
  payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'notifyGoogleIndexing' } }, limit: 100, overrideAccess: true }).then((r) => r.docs)
const runQueued = () => payload.jobs.run({ where: { taskSlug: { equals: 'notifyGoogleIndexing' } }, limit: 100, silent: true })
const ctx = { disableRevalidate: true }

describe('Google Indexing API through a local stub', () => {
  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const body = await readBody(req)
      const json = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(data))
      }
      if (req.url === '/feed.xml') {
        res.writeHead(200, { 'content-type': 'application/xml' })
        return res.end(feedXml)
      }
      if (req.method === 'POST' && req.url === '/token') {
        const form = new URLSearchParams(body)
        const claims = form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' ? checkJwt(form.get('assertion') ?? '') : null
        if (!claims || claims.exp * 1000 < Date.now()) return json(401, { error: 'invalid_grant' })
        tokenRequests.push({ iss: claims.iss, scope: claims.scope, aud: claims.aud })
        return json(200, { access_token: 'stub-access-token', expires_in: 3600, token_type: 'Bearer' })
      }
      if (req.method === 'POST' && req.url === '/v3/urlNotifications:publish') {
        if (req.headers.authorization !== 'Bearer stub-access-token') return json(401, { error: { code: 401 } })
        if (failPublish > 0) {
          failPublish--
          return json(503, { error: { code: 503, message: 'Backend Error' } })
        }
        const notification = JSON.parse(body)
        notifications.push(notification)
        return json(200, { urlNotificationMetadata: { url: notification.url, latestUpdate: notification } })
      }
      json(404, {})
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    payload = await getTestPayload()
  })
  beforeEach(async () => {
    process.env.GOOGLE_INDEXING_CREDENTIALS = credentials(keys.privateKey)
    process.env.GOOGLE_INDEXING_BASE_URL = base
    process.env.GOOGLE_INDEXING_TOKEN_URL = `${base}/token`
    notifications.length = 0
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'notifyGoogleIndexing' } }, overrideAccess: true })
  })
  afterAll(async () => {
    for (const name of ['GOOGLE_INDEXING_CREDENTIALS', 'GOOGLE_INDEXING_BASE_URL', 'GOOGLE_INDEXING_TOKEN_URL']) delete process.env[name]
    await new Promise((resolve) => server.close(resolve))
    await payload?.destroy()
  })

  it('an editor publishing, renaming and removing a job sends URL_UPDATED and URL_DELETED with a signed token', async () => {
    const site = process.env.NEXT_PUBLIC_SERVER_URL?.replace(/\/$/, '') || 'http://localhost:3000'
    const job = await payload.create({ collection: 'jobs', data: { title: 'Sommelier (m/w/d)', slug: 'sommelier-idx' }, context: ctx })
    expect(await queued()).toHaveLength(1)
    await runQueued()
    expect(notifications).toEqual([{ url: `${site}/stellenangebote/sommelier-idx`, type: 'URL_UPDATED' }])
    expect(tokenRequests.at(-1)).toEqual({ iss: SERVICE_EMAIL, scope: 'https://www.googleapis.com/auth/indexing', aud: 'https://oauth2.googleapis.com/token' })

    await payload.update({ collection: 'jobs', id: job.id, data: { slug: 'sommelier-idx-2' }, context: ctx })
    await payload.delete({ collection: 'jobs', id: job.id, context: ctx })
    await runQueued()
    expect(notifications).toEqual([
      { url: `${site}/stellenangebote/sommelier-idx`, type: 'URL_UPDATED' },
      { url: `${site}/stellenangebote/sommelier-idx`, type: 'URL_DELETED' },
      { url: `${site}/stellenangebote/sommelier-idx-2`, type: 'URL_UPDATED' },
      { url: `${site}/stellenangebote/sommelier-idx-2`, type: 'URL_DELETED' },
    ])
    expect(await queued()).toEqual([])
  })

  it('the feed import notifies new, changed and removed jobs', async () => {
    const feed = (jobs: [string, string][]) =>
      `<?xml version="1.0" encoding="UTF-8"?><jobs>${jobs.map(([id, title]) => `<job><id>${id}</id><title>${title}</title><city>Kiel</city><html><![CDATA[<p>${title}</p>]]></html></job>`).join('')}</jobs>`
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...siteSettingsSeed, feedUrls: [{ url: `${base}/feed.xml` }], maxDeletePercent: 100 },
      context: ctx,
    })
    // no feed jobs of an earlier file (int files share one database): a feed replacing all of them is refused
    await payload.delete({ collection: 'jobs', where: { source: { equals: 'feed' } }, context: ctx })
    await runQueued()
    notifications.length = 0
    feedXml = feed([
      ['idx-a', 'Koch'],
      ['idx-b', 'Kellner'],
    ])
    expect((await runFeedImport(payload, { trigger: 'manual' })).status).toBe('success')
    await runQueued()
    const types = () => notifications.map((n) => `${n.type} ${new URL(n.url).pathname}`).sort()
    expect(types()).toEqual(['URL_UPDATED /stellenangebote/idx-a', 'URL_UPDATED /stellenangebote/idx-b'])

    notifications.length = 0
    feedXml = feed([['idx-a', 'Koch (geändert)']])
    expect((await runFeedImport(payload, { trigger: 'manual' })).status).toBe('success')
    await runQueued()
    expect(types()).toEqual(['URL_DELETED /stellenangebote/idx-b', 'URL_UPDATED /stellenangebote/idx-a'])
    await payload.delete({ collection: 'jobs', where: { externalId: { in: ['idx-a', 'idx-b'] } }, context: ctx })
  })

  it('a failed send is retried by the queue with back-off', async () => {
    failPublish = 1
    await payload.create({ collection: 'jobs', data: { title: 'Barkeeper', slug: 'barkeeper-idx' }, context: ctx })
    await runQueued()
    const [job] = await queued()
    expect(job).toMatchObject({ totalTried: 1, hasError: false, completedAt: null })
    expect(Date.parse(job.waitUntil!)).toBeGreaterThan(Date.now() + 30_000) // back-off, not an immediate retry
    expect(notifications).toEqual([])
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date().toISOString() }, overrideAccess: true })
    await runQueued()
    expect(notifications.map((n) => n.type)).toEqual(['URL_UPDATED'])
    await payload.delete({ collection: 'jobs', where: { slug: { equals: 'barkeeper-idx' } }, context: { disableRevalidate: true } })
  })

  it('a token signed with another key is refused by the stub, so nothing is sent', async () => {
    process.env.GOOGLE_INDEXING_CREDENTIALS = credentials(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey)
    await expect(sendIndexingNotification(payload, 'https://example.com/stellenangebote/x', 'URL_UPDATED')).rejects.toThrow()
    expect(notifications).toEqual([])
  })

  it('without credentials nothing is queued', async () => {
    delete process.env.GOOGLE_INDEXING_CREDENTIALS
    const job = await payload.create({ collection: 'jobs', data: { title: 'Hausdame', slug: 'hausdame-idx' }, context: ctx })
    await payload.delete({ collection: 'jobs', id: job.id, context: ctx })
    expect(await queued()).toEqual([])
    expect(await sendIndexingNotification(payload, 'https://example.com/x', 'URL_DELETED')).toBe('skipped')
  })
})
