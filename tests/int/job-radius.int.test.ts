import { describe, expect, it } from 'vitest'
import { runFeedImport } from '@/features/feed/import'
import { jobsByDistance } from '@/features/db/distance'
import { resolvePlace } from '@/features/job-search/geo'
import { useFeedImportSuite } from '../support/feedServer'

const suite = useFeedImportSuite()

const within = async (place: string, km: number | null) => {
  const rows = await jobsByDistance(suite.payload, resolvePlace(place)!, km)
  return new Map(rows.map((row) => [row.id, row.km]))
}

describe('radius search in PostgreSQL: jobs placed by their postcode', () => {
  it('finds a saved job in a village no other job shares a postcode with within 25 km of a nearby postcode, and not beyond', async () => {
    // a place the towns list lacks: only its postcode (Rendsburg's area) places it
    const job = await suite.payload.create({
      collection: 'jobs',
      data: { title: 'Radius-Test Koch', location: 'Lotsenstation Nübbel', postalCode: '24768', _status: 'published' },
      context: { disableRevalidate: true },
    })
    expect(job.geoPlaces).toEqual([expect.objectContaining({ place: 'Lotsenstation Nübbel', lat: expect.closeTo(54.3, 1), lon: expect.closeTo(9.66, 1) })])

    // Büdelsdorf next door, then Kiel (about 30 km) and Hamburg (about 90 km)
    const near = await within('24782', 25)
    expect(near.get(job.id)).toBeLessThan(10)
    expect((await within('24103', 25)).has(job.id)).toBe(false)
    const kiel = await within('24103', 50)
    expect(kiel.get(job.id)).toBeGreaterThan(25)
    expect(kiel.get(job.id)).toBeLessThan(50)
    expect((await within('Hamburg', 50)).has(job.id)).toBe(false)
    // without a radius: every job with a place, nearest first
    expect([...(await within('Hamburg', null)).values()]).toEqual([...(await within('Hamburg', null)).values()].sort((a, b) => a - b))
    expect((await within('Hamburg', null)).has(job.id)).toBe(true)

    // a filled or unpublished job is not listed
    await suite.payload.update({ collection: 'jobs', id: job.id, data: { filled: true }, context: { disableRevalidate: true } })
    expect((await within('24782', 25)).has(job.id)).toBe(false)
  })

  it('places an imported job by its postcode too, and a job with several places counts with its nearest', async () => {
    suite.ats.serve(
      `<?xml version="1.0" encoding="UTF-8"?><jobs><stellenanzeige><id>radius-1</id><title>Radius-Test Service</title><city>Kleinwaldhausen</city><zip>83471</zip><html><![CDATA[<p>Service im Berghotel.</p>]]></html></stellenanzeige></jobs>`,
    )
    expect(await runFeedImport(suite.payload, { trigger: 'manual' })).toMatchObject({ status: 'success', newJobs: 1 })
    const { docs } = await suite.payload.find({ collection: 'jobs', where: { externalId: { equals: 'radius-1' } }, depth: 0 })
    // Berchtesgaden's postcode
    expect((await within('83483', 25)).get(docs[0].id)).toBeLessThan(25)
    expect((await within('München', 100)).has(docs[0].id)).toBe(false)

    const multi = await suite.payload.create({
      collection: 'jobs',
      data: { title: 'Radius-Test Bankett', location: 'München', additionalLocations: 'Lübeck', _status: 'published' },
      context: { disableRevalidate: true },
    })
    expect((await within('23552', 10)).get(multi.id)).toBeLessThan(5)
    expect((await within('80331', 10)).get(multi.id)).toBeLessThan(5)
  })
})
