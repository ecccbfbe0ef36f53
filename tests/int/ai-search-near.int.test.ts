import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../support/payload'
import { distanceKm, geocodeTown, knownPostcode } from '@/features/job-search/geo'

let payload: Payload
let search: typeof import('@/features/ai-search')
const ids: Record<string, number> = {}

const JOBS = {
  luebeck: { title: 'Koch (m/w/d)', location: 'Lübeck', department: 'Küche' },
  schwartau: { title: 'Koch (m/w/d)', location: 'Bad Schwartau', department: 'Küche' },
  hamburgCook: { title: 'Koch (m/w/d)', location: 'Hamburg', department: 'Küche' },
  hamburg: { title: 'Servicekraft (m/w/d)', location: 'Hamburg', department: 'Service' },
  pinneberg: { title: 'Rezeptionist (m/w/d)', location: 'Pinneberg', department: 'Front Office' },
  dachau: { title: 'Barkeeper (m/w/d)', location: 'Dachau', department: 'Bar' },
  freising: { title: 'Barkeeper (m/w/d)', location: 'Freising', department: 'Bar' },
}

const found = async (query: string) => {
  const result = await search.runLocalJobSearch(query)
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]))
  return result.matchedJobIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])).sort()
}

describe('AI search: „in der Nähe von …“ is a radius', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    delete process.env.GEMINI_API_KEY
    for (const [key, data] of Object.entries(JOBS)) {
      ids[key] = (await payload.create({ collection: 'jobs', data: { ...data, _status: 'published' }, context: { disableRevalidate: true } })).id
    }
    search = await import('@/features/ai-search')
    search.clearAiSearchCache()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('finds the jobs within 25 km of the town (or the radius given) instead of the town only', async () => {
    expect(await found('Koch in der Nähe von Lübeck')).toEqual(['luebeck', 'schwartau'])
    expect(await found('Koch in Lübeck')).toEqual(['luebeck'])
    expect(await found('Jobs bei Hamburg')).toEqual(['hamburg', 'hamburgCook', 'pinneberg'])
    expect(await found('Jobs in Hamburg')).toEqual(['hamburg', 'hamburgCook'])
    expect(await found('Barkeeper im Umkreis von 20 km um München')).toEqual(['dachau'])
    expect(await found('Barkeeper im Umkreis von 40 km um München')).toEqual(['dachau', 'freising'])
  })

  it('reads a postcode as the place it stands for, with the same radius rule, and answers only jobs within it', async () => {
    const cases: [query: string, postcode: string, km: number, expected: string[]][] = [
      ['Koch in der Nähe von 20095', '20095', 25, ['hamburgCook']],
      ['Jobs bei 20095', '20095', 25, ['hamburg', 'hamburgCook', 'pinneberg']],
      ['Barkeeper 80331 Umkreis 25 km', '80331', 25, ['dachau']],
      ['Barkeeper 80331 im Umkreis von 40 km', '80331', 40, ['dachau', 'freising']],
      ['Koch 23552', '23552', 25, ['luebeck', 'schwartau']],
    ]
    for (const [query, postcode, km, expected] of cases) {
      const keys = await found(query)
      expect(keys, query).toEqual(expected)
      for (const key of keys) {
        const location = JOBS[key as keyof typeof JOBS].location
        expect(distanceKm(geocodeTown(location)!, knownPostcode(postcode)!), `${query}: ${location}`).toBeLessThanOrEqual(km)
      }
    }
  })
})
