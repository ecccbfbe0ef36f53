import { createHash } from 'node:crypto'
import { feedKeyOf, indexItem, normaliseItem, type IndexedItem } from './normalize'
import { readFeedItems, type FeedItem, type RawItem } from './parse'
import { refusalFor } from './plan'
import type { FeedSettings } from './types'

/**
 * Raise when the reader's output for the same XML and settings changes in a way the canary below
 * does not show (every stored job is then read again once, as the reader's content hash would).
 */
const READER_VERSION = 2 // 2: field limits (src/features/feed/lib/limits.ts)

/**
 * A small feed that runs every rule of the reader (sanitiser, derived attributes, contact rules,
 * Personio sections, dates): when a change of the code alters its output, the fingerprint changes.
 */
const CANARY = `<jobs>
<job id="c1"><id>canary-1</id><title>Küchenchef &amp; Souschef (m/w/d)</title>
<text>Vollzeit oder Teilzeit, 38,5 Stunden pro Woche, befristet. Eintritt: ab sofort</text>
<html><![CDATA[<h1>Über uns</h1><p onclick="x()">Haus &nbsp;<b>am</b> <a href="https://example.com/x">See</a> <a href="javascript:alert(1)">y</a></p><script>alert(1)</script><img src="https://cdn.example.com/a.jpg"><img src="/lokal.png" alt="l"><table><tr><td colspan="2">t</td></tr></table><iframe src="https://x.example"></iframe><ul><li>Teilzeit</li></ul>]]></html>
<requirements>&lt;p&gt;Ausbildung&lt;/p&gt;</requirements><benefits><![CDATA[<p>Zuschläge</p>]]></benefits>
<city>Hamburg</city><street>Weg 1</street><zip>20095</zip><region>HH</region><country>DE</country><category>Küche</category>
<salary>3.000 €</salary><pubDate>Mon, 16 Nov 2026 10:00:00 +0100</pubDate><deadline>31.12.2026</deadline>
<contact><firstname>Erika</firstname><lastname>Muster</lastname><position>Leitung</position><email>&amp;lt;erika@example.org&amp;gt;</email><strasse>Hof 2</strasse><plz>20000</plz><ort>Hamburg</ort><photo>https://cdn.example.com/p.jpg</photo></contact>
</job>
<position><id>canary-2</id><name>Servicekraft</name><office>Berlin</office><additionalOffices><office>Kiel</office><office>Berlin</office></additionalOffices>
<jobDescriptions><jobDescription><name>Aufgaben</name><value><![CDATA[<p>Service</p>]]></value></jobDescription><jobDescription><name>Ihr Profil</name><value><![CDATA[<ul><li>Freundlich</li></ul>]]></value></jobDescription><jobDescription><name>Wir bieten</name><value>Essen</value></jobDescription></jobDescriptions>
<employmentType>permanent</employmentType><schedule>full-or-part-time</schedule><createdAt>2026-11-01T09:00:00+00:00</createdAt><contact>Jonas Beispiel</contact></position>
<job><title>Ohne Id</title><text>Minijob, 10 Std. pro Woche. Beginn: 01.02.2027</text><email>mailto:a@b.de</email><phone> </phone></job>
</jobs>`

/** JSON with sorted keys: the same settings give the same text whatever order the database returned. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * Everything besides a job's own XML that decides what the reader makes of it: the settings, the
 * reader's version and its output for the canary feed. Stored source hashes made under another
 * fingerprint never match, so a settings or code change reads every job again.
 */
export function readerFingerprint(settings: FeedSettings): string {
  const canary = readFeedItems(CANARY, { split: false }).map((item, index) => normaliseItem(item.raw(), index, settings)?.contentHash ?? '-')
  return createHash('sha256')
    .update(`${READER_VERSION}\u0000${stableJson(settings)}\u0000${canary.join(',')}`)
    .digest('hex')
}

/** Hash of one job element's XML (text, or its UTF-8 bytes: the same hash) under a reader fingerprint (what `jobs.source_hash` stores). */
export const sourceHash = (fingerprint: string, source: string | Uint8Array) =>
  createHash('sha256').update(fingerprint).update(source).digest('hex').slice(0, 32)

export type StoredFeedJob = { id: number; externalId: string; contentHash: string | null; sourceHash: string | null }

/** A job that is new or may have changed (parsed already): normalise it, then insert, update or only record its source hash. */
export type PendingFeedJob = { index: number; raw: RawItem; children: IndexedItem; externalId: string; sourceHash: string | null; stored?: StoredFeedJob }

export type FeedPlanOptions = { fingerprint: string; settings: FeedSettings; maxDeletePercent?: number; verifyEvery?: number; verifyOffset?: number }

/**
 * Walks the feed's jobs against the stored feed jobs, one pending job at a time, so a caller can
 * write while it reads. A job whose XML hashes to a stored source hash (same settings and reader)
 * is unchanged without being parsed; every other job is parsed for its id and title and returned
 * by next(). Ids and dropping are those of readFeed; the safety rule is refusalFor's.
 *
 * Before the walk, every `verifyEvery`-th unchanged job is normalised anyway and its content hash
 * compared with the stored one: any difference (a change the fingerprint missed) makes this run
 * compare every job by content, as without source hashes.
 */
export class FeedPlanner {
  total = 0
  unchanged = 0
  readonly dropped = { withoutTitle: 0, duplicateIds: 0 }
  /** whether the stored source hashes are used (false after a failed spot check) */
  readonly trusted: boolean
  private index = 0
  private seenStored = 0
  private readonly seen = new Set<string>()
  private readonly byExternalId: Map<string, StoredFeedJob>
  private readonly hashes: (string | null)[]
  private readonly matches: (StoredFeedJob | undefined)[]

  constructor(
    private readonly items: FeedItem[],
    private readonly stored: StoredFeedJob[],
    private readonly options: FeedPlanOptions,
  ) {
    this.byExternalId = new Map(stored.map((s) => [s.externalId, s]))
    const bySource = new Map<string, StoredFeedJob>()
    for (const s of stored) if (s.sourceHash) bySource.set(s.sourceHash, s)
    this.hashes = items.map((item) => (item.source === undefined ? null : sourceHash(options.fingerprint, item.source)))
    this.matches = this.hashes.map((hash) => (hash ? bySource.get(hash) : undefined))

    const every = options.verifyEvery ?? 64
    const offset = options.verifyOffset ?? Math.floor(Math.random() * every)
    let n = 0
    this.trusted = this.matches.every((same, index) => {
      if (!same || n++ % every !== offset) return true
      return normaliseItem(items[index].raw(), index, options.settings)?.contentHash === same.contentHash
    })
    if (!this.trusted) this.matches.fill(undefined)
  }

  /** The next new or possibly changed job, or undefined at the end of the feed. */
  next(): PendingFeedJob | undefined {
    while (this.index < this.items.length) {
      const index = this.index++
      const same = this.matches[index]
      let externalId: string
      let fromFeed = true
      let raw: RawItem | undefined
      let children: IndexedItem | undefined
      if (same) externalId = same.externalId
      else {
        raw = this.items[index].raw()
        children = indexItem(raw)
        const key = feedKeyOf(children, index)
        if (!key) {
          this.dropped.withoutTitle++
          continue
        }
        ;({ externalId, fromFeed } = key)
      }
      if (this.seen.has(externalId)) {
        this.dropped.duplicateIds++ // the first one wins; ids are unique in the table
        continue
      }
      this.seen.add(externalId)
      this.total++
      const stored = this.byExternalId.get(externalId)
      if (stored) this.seenStored++
      if (same) {
        this.unchanged++
        continue
      }
      // a job without an id of its own is known by its position: its XML says nothing about which stored job it is
      return { index, raw: raw!, children: children!, externalId, sourceHash: fromFeed ? this.hashes[index] : null, stored }
    }
    return undefined
  }

  /**
   * True once nothing still to come can make the safety rule refuse the feed (the jobs seen so far
   * keep enough of the stored ones): from then on a caller may write what next() returns.
   */
  get settled(): boolean {
    return this.verdict(this.stored.length - this.seenStored) === undefined
  }

  /** After the walk: the stored jobs gone from the feed and the safety rule's German refusal, if any. */
  finish(): { delete: number[]; refusal?: string } {
    const gone = this.stored.filter((s) => !this.seen.has(s.externalId)).map((s) => s.id)
    return { delete: gone, refusal: this.verdict(gone.length) }
  }

  private verdict(removed: number) {
    return refusalFor(this.stored.length, this.total, removed, this.options.maxDeletePercent ?? 50)
  }
}

export type FeedPlan = {
  pending: PendingFeedJob[]
  /** jobs whose XML is exactly what was stored under the same fingerprint: not parsed, not written */
  unchanged: number
  /** stored feed jobs no longer in the feed */
  delete: number[]
  /** jobs in the feed (without the dropped ones) */
  total: number
  dropped: { withoutTitle: number; duplicateIds: number }
  refusal?: string
  trusted: boolean
}

/** The whole walk at once (FeedPlanner). */
export function planFeedItems(items: FeedItem[], stored: StoredFeedJob[], options: FeedPlanOptions): FeedPlan {
  const planner = new FeedPlanner(items, stored, options)
  const pending: PendingFeedJob[] = []
  for (let job = planner.next(); job; job = planner.next()) pending.push(job)
  const { delete: gone, refusal } = planner.finish()
  return { pending, unchanged: planner.unchanged, delete: gone, total: planner.total, dropped: planner.dropped, refusal, trusted: planner.trusted }
}
