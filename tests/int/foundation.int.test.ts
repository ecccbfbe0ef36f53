import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { getTestPayload } from '../support/payload'

let payload: Payload

const countAll = async () => ({
  pages: (await payload.count({ collection: 'pages' })).totalDocs,
  references: (await payload.count({ collection: 'references' })).totalDocs,
  jobs: (await payload.count({ collection: 'jobs' })).totalDocs,
  users: (await payload.count({ collection: 'users' })).totalDocs,
})

describe('foundation on a fresh, migrated PostgreSQL', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })
  afterAll(async () => {
    await payload?.destroy()
  })

  it('seeds every page, 22 references over five categories, sample jobs, settings and one admin', async () => {
    // The seed fills only empty collections: start this "fresh install" from none of them, whatever
    // this file's other tests (in any order) created.
    for (const collection of ['jobs', 'pages', 'references', 'users'] as const) {
      await payload.delete({ collection, where: { id: { exists: true } }, context: { disableRevalidate: true } })
    }
    const first = await seed(payload)
    expect(first.admin?.email).toBeTruthy()
    const counts = await countAll()
    expect(counts).toMatchObject({ pages: 8, references: 22, users: 1 })
    expect(counts.jobs).toBeGreaterThanOrEqual(5)
    // each sample ad states when it ends, as Google for Jobs asks: about three months from now
    const samples = (await payload.find({ collection: 'jobs', limit: 100, depth: 0 })).docs
    for (const job of samples) expect(new Date(job.validThrough ?? 0).getTime() - Date.now(), job.title).toBeGreaterThan(80 * 86_400_000)

    const slugs = (await payload.find({ collection: 'pages', limit: 100 })).docs.map((p) => p.slug).sort()
    expect(slugs).toEqual(['datenschutz', 'home', 'impressum', 'kandidaten', 'managementleistungen', 'unternehmen', 'ueber-uns', 'verpachtung'].sort())

    const categories = new Set((await payload.find({ collection: 'references', limit: 100 })).docs.map((r) => r.category))
    expect([...categories].sort()).toEqual(['Hospitality', 'Hotel', 'Organisation', 'Resort', 'Spa'])

    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.defaultContact).toMatchObject({ title: 'Geschäftsführer', city: 'Stade', postalCode: '21680' })
  })

  it('changes nothing when run a second time, and keeps what editors changed', async () => {
    await seed(payload) // the first run (a no-op when an earlier test seeded already)
    const home = (await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } } })).docs[0]
    await payload.update({ collection: 'pages', id: home.id, data: { title: 'Von Redaktion geändert' } })
    await payload.updateGlobal({ slug: 'site-settings', data: { phone: '+49 40 123' } })
    const before = await countAll()

    const second = await seed(payload)

    expect(second.created).toEqual({ pages: 0, references: 0, jobs: 0, settings: false })
    expect(second.admin).toBeUndefined()
    expect(await countAll()).toEqual(before)
    expect((await payload.findByID({ collection: 'pages', id: home.id })).title).toBe('Von Redaktion geändert')
    expect((await payload.findGlobal({ slug: 'site-settings' })).phone).toBe('+49 40 123')
  })

  it('lets anonymous callers read nothing through the API (the site reads with the Local API), nor create contact requests', async () => {
    const asVisitor = { overrideAccess: false } as const
    // something to hide, whatever ran before
    await payload.create({ collection: 'jobs', data: { title: 'Geheime Stelle' }, context: { disableRevalidate: true } })
    expect((await payload.find({ collection: 'jobs' })).totalDocs).toBeGreaterThan(0)
    for (const collection of ['jobs', 'pages', 'references', 'contact-requests', 'users', 'import-runs'] as const) {
      await expect(payload.find({ collection, ...asVisitor })).rejects.toThrow()
    }
    await expect(
      payload.create({
        collection: 'contact-requests',
        ...asVisitor,
        data: { firstName: 'Eve', lastName: 'Angriff', email: 'eve@example.com', message: 'Direkt über die API', privacyAccepted: true },
      }),
    ).rejects.toThrow()
  })

  it('gives every job a unique URL id', async () => {
    const a = await payload.create({ collection: 'jobs', data: { title: 'Barkeeper (m/w/d)' } })
    const b = await payload.create({ collection: 'jobs', data: { title: 'Barkeeper (m/w/d)' } })
    expect(a.slug).toMatch(/^barkeeper-m-w-d-/)
    expect(a.slug).not.toBe(b.slug)
    const fromFeed = await payload.create({ collection: 'jobs', data: { title: 'Koch', externalId: '4711', source: 'feed' } })
    expect(fromFeed.slug).toBe('4711')
  })
})
