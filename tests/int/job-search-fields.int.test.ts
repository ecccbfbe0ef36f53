import { describe, expect, it } from 'vitest'
import { runFeedImport } from '@/features/feed/import'
import { useFeedImportSuite } from '../support/feedServer'

const job = (id: string, title: string, city: string, salary: string, html: string) =>
  `<stellenanzeige><id>${id}</id><title>${title}</title><city>${city}</city><salary>${salary}</salary><html><![CDATA[${html}]]></html></stellenanzeige>`

const suite = useFeedImportSuite({ cleanupSql: `DELETE FROM jobs WHERE external_id LIKE 'srch-%' OR title LIKE 'Suche-Test%'` })

describe('job search fields: pay figures, facts and places are stored at import and save', () => {
  it('stores what the feed job says about pay, housing, season and place', async () => {
    suite.ats.serve(
      `<?xml version="1.0" encoding="UTF-8"?><jobs>${job('srch-1', 'Koch Sommersaison 2026', 'Pinneberg', '2.100 € brutto / Monat (25 Std.)', '<p>Vollzeit. Personalzimmer im Haus, Trinkgeld.</p>')}${job('srch-2', 'Rezeption', 'Atlantis', 'nach Vereinbarung', '<p>Teilzeit, ganzjährig.</p>')}</jobs>`,
    )
    expect(await runFeedImport(suite.payload, { trigger: 'manual' })).toMatchObject({ status: 'success', newJobs: 2 })
    const { docs } = await suite.payload.find({ collection: 'jobs', where: { externalId: { in: ['srch-1', 'srch-2'] } }, sort: 'externalId', depth: 0 })
    expect(docs[0]).toMatchObject({
      salaryMin: 2100,
      salaryMax: 2100,
      salaryPeriod: 'month',
      salaryCurrency: 'EUR',
      salaryBasis: 'gross',
      salaryHours: 25,
      staffHousing: true,
      tips: true,
      meals: false,
      seasonKind: 'saison',
      season: 'Sommersaison 2026',
      workingTimeModel: 'vollzeit',
      geoPlaces: [{ place: 'Pinneberg', lat: expect.closeTo(53.67, 1), lon: expect.closeTo(9.79, 1) }],
    })
    expect(docs[1]).toMatchObject({
      salaryMin: null,
      salaryPeriod: null,
      staffHousing: false,
      seasonKind: 'ganzjahr',
      workingTimeModel: 'teilzeit',
      geoPlaces: [],
    })

    // a changed feed job gets its figures again
    suite.ats.serve(
      `<?xml version="1.0" encoding="UTF-8"?><jobs>${job('srch-1', 'Koch Sommersaison 2026', 'Hamburg', 'ab 18 €/Std.', '<p>Vollzeit.</p>')}${job('srch-2', 'Rezeption', 'Atlantis', 'nach Vereinbarung', '<p>Teilzeit, ganzjährig.</p>')}</jobs>`,
    )
    expect(await runFeedImport(suite.payload, { trigger: 'manual' })).toMatchObject({ status: 'success', updatedJobs: 1 })
    const changed = await suite.payload.find({ collection: 'jobs', where: { externalId: { equals: 'srch-1' } }, depth: 0 })
    expect(changed.docs[0]).toMatchObject({ salaryMin: 18, salaryMax: null, salaryPeriod: 'hour', staffHousing: false, geoPlaces: [{ place: 'Hamburg' }] })
  })

  it('reads an editor’s job on save, keeps a correction, and reads again when the salary text changes', async () => {
    const created = await suite.payload.create({
      collection: 'jobs',
      data: {
        title: 'Suche-Test Servicekraft',
        location: 'München',
        salary: '15–17 € pro Stunde',
        employmentType: 'Aushilfe',
        benefits: '<p>Kost und Logis frei</p>',
      },
      context: { disableRevalidate: true },
    })
    expect(created).toMatchObject({ salaryMin: 15, salaryMax: 17, salaryPeriod: 'hour', workingTimeModel: 'aushilfe', staffHousing: true, meals: true })
    expect(created.geoPlaces).toEqual([expect.objectContaining({ place: 'München' })])

    const corrected = await suite.payload.update({
      collection: 'jobs',
      id: created.id,
      data: { salaryMax: 19, staffHousing: false },
      context: { disableRevalidate: true },
    })
    expect(corrected).toMatchObject({ salaryMin: 15, salaryMax: 19, staffHousing: false })

    const reread = await suite.payload.update({
      collection: 'jobs',
      id: created.id,
      data: { salary: 'ab 2.800 € brutto monatlich' },
      context: { disableRevalidate: true },
    })
    expect(reread).toMatchObject({ salaryMin: 2800, salaryMax: null, salaryPeriod: 'month', salaryBasis: 'gross', staffHousing: false })
  })
})
