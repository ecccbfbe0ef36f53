import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  FeedPlanner,
  normaliseItem,
  planFeedItems,
  readFeed,
  readFeedItems,
  readerFingerprint,
  splitFeedItems,
  type FeedSettings,
  type StoredFeedJob,
} from '@/features/feed/lib'
import { planImport } from '../support/feedPlanReference'

const settings: FeedSettings = {
  companyName: 'Muster Consulting',
  phone: '+49 4141 100000',
  applyUrlTemplate: 'https://portal.example.com/apply?id={id}',
  defaultStaffEmail: 'bewerbung@example.com',
  staffContacts: [{ firstName: 'Jonas', email: 'jonas@example.com', phone: '+49 4141 100099' }],
  defaultContact: { name: 'Max Gründer', phone: '+49 4141 100000', city: 'Stade', imageUrl: '/media/gruender.jpg' },
}

/** A Coveto-style job (the element's name is not fixed). */
const job = (i: number, extra = '') =>
  `<stellenanzeige${i % 7 === 0 ? ` ref="r${i}" note='a > b'` : ''}>
  <id>${i}</id><title>Koch &amp; Köchin Nr. ${i}</title>${extra}
  <html>${i % 2 ? `<![CDATA[<p>Vollzeit, 40 Stunden pro Woche</p><script>x()</script>]]>` : `<p>Teilzeit <b>20 Std./Woche</b></p><br/>`}</html>
  <contact><firstname>Jonas</firstname><position>Leitung</position><email>&lt;j@example.org&gt;</email></contact>
</stellenanzeige>`

const coveto = (n: number, extra: (i: number) => string = () => '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!-- export --><?ats v2?>\n<jobs count="${n}">\n${Array.from({ length: n }, (_, i) => job(i, extra(i))).join('\n')}\n</jobs>\n<!-- end -->`

const raws = (xml: string | Uint8Array[], split?: boolean) => readFeedItems(xml, { split }).map((item) => item.raw())
/** The document's UTF-8 bytes in chunks of `size` bytes (which cut characters, tags and jobs). */
const chunked = (xml: string, size: number) => {
  const bytes = Buffer.from(xml)
  return Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size))
}

describe('splitting a feed into its jobs', () => {
  const documents: [string, string, boolean][] = [
    ['a large Coveto feed', coveto(120), true],
    [
      'mixed element names, text-only and empty elements, comments and CDATA between jobs',
      `<jobs>${Array.from({ length: 60 }, (_, i) =>
        i % 3 === 0
          ? `<anzeige><title>A${i}</title></anzeige>`
          : i % 3 === 1
            ? `<offer id="${i}"/><note>nur Text</note><leer/>`
            : `<!-- c --><![CDATA[x]]><anzeige a="1"><title>B${i}</title></anzeige>`,
      ).join('\n')}</jobs>`,
      true,
    ],
    [
      'named job elements among other elements',
      `<feed><meta><x>1</x></meta><job><id>1</id><title>A</title></job><vacancy><title>V</title></vacancy><job>Text</job><job><id>2</id><title>B</title></job></feed>`,
      true,
    ],
    [
      'deeper markup inside a job',
      `<jobs><job><title>A</title><html><div><p>x<b>y<i>z</i></b></p></div></html><nested><a><b><c>d</c></b></a></nested></job></jobs>`,
      true,
    ],
    [
      'a Personio feed',
      `<workzag-jobs>${Array.from({ length: 3 }, (_, i) => `<position><id>${i}</id><name>Stelle ${i}</name><additionalOffices><office>Kiel</office></additionalOffices><jobDescriptions><jobDescription><name>Aufgaben</name><value><![CDATA[<p>x</p>]]></value></jobDescription></jobDescriptions></position>`).join('')}</workzag-jobs>`,
      true,
    ],
    ['the sample feed (three Coveto jobs: parsed whole)', fs.readFileSync(path.join(process.cwd(), 'src/seed/sample-feed.xml'), 'utf8'), false],
    ['a small Coveto feed (searched deeper: parsed whole)', coveto(20), false],
    ['a DOCTYPE (parsed whole)', `<!DOCTYPE jobs [<!ENTITY a "b">]><jobs><job><title>&a; &amp;</title></job></jobs>`, false],
    ['a single job as the root (parsed whole)', `<job><title>Einzeln</title></job>`, false],
    ['HTML at the top level (parsed whole)', `<jobs><job><title>A</title></job><description><p>x</p></description></jobs>`, false],
    ['an empty feed (parsed whole)', `<?xml version="1.0"?><jobs/>`, false],
  ]

  it.each(documents)('gives exactly the raw jobs of the whole-document parse: %s', (_name, xml, splits) => {
    expect(Boolean(splitFeedItems(xml))).toBe(splits)
    expect(raws(xml)).toEqual(raws(xml, false))
    // read as UTF-8 bytes in chunks, as a download gives them (split without being joined)
    for (const size of [1, 5, 64, 1000, xml.length * 4]) {
      const items = readFeedItems(chunked(xml, size))
      expect(
        items.map((item) => item.raw()),
        `${size}-byte chunks`,
      ).toEqual(raws(xml, false))
      if (splits)
        expect(
          items.every((item) => item.source instanceof Uint8Array && Buffer.from(item.source).toString() === splitFeedItems(xml)![items.indexOf(item)]),
        ).toBe(true)
    }
  })

  it('normalises the split jobs exactly like the whole-parsed ones', () => {
    const xml = coveto(80)
    const whole = readFeedItems(xml, { split: false }).map((item, i) => normaliseItem(item.raw(), i, settings))
    expect(readFeed(xml, settings).jobs).toEqual(whole)
  })

  it('still refuses a broken document, also read from chunks of bytes (and accepts exactly what the whole-document check accepts)', () => {
    const valid = coveto(60)
    const outcome = (read: () => unknown[]) => {
      try {
        return read()
      } catch (error) {
        return (error as Error).message
      }
    }
    const variants: [string, boolean][] = [
      [valid.replace('</stellenanzeige>', '</stellenanzeig>'), false],
      [valid.replace('<title>Koch', '<title a="1" a="2">Koch'), false],
      [valid.replace('<id>3</id>', '<id>3</id><![CDATA[x'), false],
      [valid.replace('</stellenanzeige>\n<stellenanzeige', '</stellenanzeige>\n & <stellenanzeige'), false],
      [valid.replace('</jobs>', '</feed>'), false],
      [valid.replace('</jobs>', ''), false],
      [valid.replace('<jobs count="60">', '<jobs count="60>'), false],
      [valid.replace('<title>Koch', '<title a=1>Koch'), false],
      // what the whole-document check lets through stays accepted
      [valid.replace('</jobs>', '</jobs><jobs/>'), true],
      [valid.replace('<!-- end -->', '<!-- end --'), true],
      [valid.replace('<id>5</id>', '<id>5</id><x a="<"/>'), true],
    ]
    for (const [xml, accepted] of variants) {
      expect(xml).not.toBe(valid)
      const whole = outcome(() => raws(xml))
      expect(typeof whole === 'string' ? whole : 'accepted', xml.slice(-40)).toBe(accepted ? 'accepted' : 'Failed to parse XML')
      for (const size of [7, 4096]) expect(outcome(() => raws(chunked(xml, size)))).toEqual(whole)
    }
  })
})

/** Items whose raw() calls are counted: an unchanged job must not be parsed. */
function counted(xml: string) {
  let parsed = 0
  const items = readFeedItems(xml).map((item) => ({ source: item.source, raw: () => (parsed++, item.raw()) }))
  return { items, parsed: () => parsed }
}

/** What an import stores after applying a plan (ids from 1). */
function store(xml: string, previous: StoredFeedJob[] = []): StoredFeedJob[] {
  const fingerprint = readerFingerprint(settings)
  const plan = planFeedItems(readFeedItems(xml), previous, { fingerprint, settings, verifyEvery: 1e9, verifyOffset: -1 })
  const kept = previous.filter((s) => !plan.delete.includes(s.id))
  let next = Math.max(0, ...previous.map((s) => s.id)) + 1
  for (const p of plan.pending) {
    const contentHash = normaliseItem(p.raw, p.index, settings)!.contentHash
    const row = kept.find((s) => s.externalId === p.externalId)
    if (row) Object.assign(row, { contentHash, sourceHash: p.sourceHash })
    else kept.push({ id: next++, externalId: p.externalId, contentHash, sourceHash: p.sourceHash })
  }
  return kept
}

describe('planning an import by source hash', () => {
  const fingerprint = readerFingerprint(settings)
  const options = { fingerprint, settings, verifyEvery: 1e9, verifyOffset: -1 }

  it('parses nothing of an unchanged feed and plans no write', () => {
    const xml = coveto(100)
    const stored = store(xml)
    expect(stored).toHaveLength(100)
    const { items, parsed } = counted(xml)
    const plan = planFeedItems(items, stored, options)
    expect(plan).toMatchObject({ pending: [], unchanged: 100, delete: [], total: 100, trusted: true })
    expect(plan.refusal).toBeUndefined()
    expect(parsed()).toBe(0)
  })

  it('reads only the changed and new jobs and finds the stored row of a changed one', () => {
    const stored = store(coveto(100))
    const changed = coveto(101, (i) => (i === 5 ? '<salary>3.000 €</salary>' : ''))
    const { items, parsed } = counted(changed)
    const plan = planFeedItems(items, stored, options)
    expect(plan.pending.map((p) => [p.externalId, p.stored?.id])).toEqual([
      ['5', stored.find((s) => s.externalId === '5')!.id],
      ['100', undefined],
    ])
    expect(plan.unchanged).toBe(99)
    expect(parsed()).toBe(2)
  })

  it('agrees with readFeed + planImport on new, changed, unchanged, removed, dropped and refused jobs', () => {
    const before = coveto(100)
    const stored = store(before)
    // 10 changed, 3 removed, 2 new, one duplicate id, one job without title
    const after = coveto(102, (i) => (i % 10 === 3 ? '<salary>neu</salary>' : ''))
      .replace(/<stellenanzeige[^>]*>\s*<id>(7|8|9)<\/id>[\s\S]*?<\/stellenanzeige>/g, '')
      .replace('</jobs>', `${job(1)}<stellenanzeige><id>x</id></stellenanzeige></jobs>`)
    const plan = planFeedItems(readFeedItems(after), stored, options)
    const read = readFeed(after, settings)
    const reference = planImport(
      stored.map(({ id, externalId, contentHash }) => ({ id, externalId, contentHash })),
      read.jobs,
    )
    const pendingChanged = plan.pending.filter((p) => p.stored && normaliseItem(p.raw, p.index, settings)!.contentHash !== p.stored.contentHash)
    expect(plan.pending.filter((p) => !p.stored).map((p) => p.externalId)).toEqual(reference.create.map((j) => j.externalId))
    expect(pendingChanged.map((p) => p.stored!.id)).toEqual(reference.update.map((u) => u.id))
    expect(plan.delete).toEqual(reference.delete)
    expect(plan.total).toBe(read.jobs.length)
    expect(plan.dropped).toEqual(read.dropped)
    expect(plan.unchanged + pendingChanged.length + plan.pending.filter((p) => !p.stored).length).toBe(read.jobs.length)

    const refused = planFeedItems(readFeedItems(coveto(30)), stored, options)
    expect(refused.refusal).toBe(planImport(stored, readFeed(coveto(30), settings).jobs).refusal)
  })

  it('reads every job again when the settings change', () => {
    const xml = coveto(60)
    const stored = store(xml)
    const other = readerFingerprint({ ...settings, phone: '+49 40 1' })
    expect(other).not.toBe(fingerprint)
    const plan = planFeedItems(readFeedItems(xml), stored, { ...options, fingerprint: other })
    expect(plan.pending).toHaveLength(60)
    expect(plan.unchanged).toBe(0)
  })

  it('keeps no source hash for a job known only by its position', () => {
    const xml = `<jobs>${Array.from({ length: 3 }, (_, i) => `<job><title>Ohne Id ${i}</title></job>`).join('')}</jobs>`
    const plan = planFeedItems(readFeedItems(xml), [], options)
    expect(plan.pending.map((p) => [p.externalId, p.sourceHash])).toEqual([
      ['job-0', null],
      ['job-1', null],
      ['job-2', null],
    ])
  })

  it('compares every job by content when a spot check finds a stored job that the reader would now write differently', () => {
    const xml = coveto(100)
    const stored = store(xml).map((s) => (s.externalId === '0' ? { ...s, contentHash: 'stale' } : s))
    const plan = planFeedItems(readFeedItems(xml), stored, { fingerprint, settings, verifyEvery: 1, verifyOffset: 0 })
    expect(plan.trusted).toBe(false)
    expect(plan.pending).toHaveLength(100)
    expect(plan.pending.filter((p) => normaliseItem(p.raw, p.index, settings)!.contentHash !== p.stored!.contentHash).map((p) => p.externalId)).toEqual(['0'])
  })

  it('says when nothing still to come can make the safety rule refuse the feed (writing may start)', () => {
    const walk = (xml: string, stored: StoredFeedJob[]) => {
      const planner = new FeedPlanner(readFeedItems(xml), stored, { ...options, maxDeletePercent: 50 })
      const settledAt: number[] = []
      for (let job = planner.next(), n = 1; job; job = planner.next(), n++) if (planner.settled) settledAt.push(n)
      return { first: settledAt[0], refusal: planner.finish().refusal }
    }
    // a first import: from the first job on
    expect(walk(coveto(60), [])).toEqual({ first: 1, refusal: undefined })
    // half of the 100 stored jobs seen again (the first 50 are unchanged, so they are not returned): at once
    const stored = store(coveto(100))
    expect(
      walk(
        coveto(100, (i) => (i >= 50 ? '<salary>neu</salary>' : '')),
        stored,
      ),
    ).toEqual({ first: 1, refusal: undefined })
    // only new jobs until the kept ones come: not before 50 of the stored ones are seen
    const later = `<jobs>${Array.from({ length: 60 }, (_, i) => job(1000 + i)).join('')}${Array.from({ length: 50 }, (_, i) => job(i, '<salary>neu</salary>')).join('')}</jobs>`
    expect(walk(later, stored)).toEqual({ first: 110, refusal: undefined })
    // a feed that is refused in the end is never settled
    expect(walk(`<jobs>${Array.from({ length: 60 }, (_, i) => job(1000 + i)).join('')}</jobs>`, stored)).toMatchObject({
      first: undefined,
      refusal: expect.stringMatching(/alle 100/),
    })
  })
})
