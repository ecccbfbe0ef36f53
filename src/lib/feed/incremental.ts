import { createHash } from 'node:crypto'
import { feedKey, normaliseItem } from './normalize'
import { readFeedItems, type FeedItem } from './parse'
import { refusalFor } from './plan'
import type { FeedSettings } from './types'

/**
 * Raise when the reader's output for the same XML and settings changes in a way the canary below
 * does not show (every stored job is then read again once, as the reader's content hash would).
 */
const READER_VERSION = 1

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
  return createHash('sha256').update(`${READER_VERSION}\u0000${stableJson(settings)}\u0000${canary.join(',')}`).digest('hex')
}

/** Hash of one job element's XML under a reader fingerprint (what `jobs.source_hash` stores). */
export const sourceHash = (fingerprint: string, source: string) => createHash('sha256').update(fingerprint).update(source).digest('hex').slice(0, 32)

export type StoredFeedJob = { id: number; externalId: string; contentHash: string | null; sourceHash: string | null }

/** A job that is new or may have changed: normalise it, then insert, update or only record its source hash. */
export type PendingFeedJob = { index: number; item: FeedItem; externalId: string; sourceHash: string | null; stored?: StoredFeedJob }

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
  /** whether the stored source hashes were used (false after a failed spot check) */
  trusted: boolean
}

/**
 * Compares the feed's jobs with the stored feed jobs. A job whose XML hashes to a stored source
 * hash is unchanged without being parsed; every other job is parsed for its id (and title) and
 * left to the caller to normalise. Ids, dropping and the safety rule are exactly those of
 * readFeed + planImport. Every `verifyEvery`-th unchanged job is normalised anyway and its content
 * hash compared with the stored one: any difference (a change the fingerprint missed) makes this
 * run compare every job by content, as without source hashes.
 */
export function planFeedItems(
  items: FeedItem[],
  stored: StoredFeedJob[],
  options: { fingerprint: string; settings: FeedSettings; maxDeletePercent?: number; verifyEvery?: number; verifyOffset?: number; trust?: boolean },
): FeedPlan {
  const verifyEvery = options.verifyEvery ?? 64
  const verifyOffset = options.verifyOffset ?? Math.floor(Math.random() * verifyEvery)
  const trusted = options.trust ?? true
  const byExternalId = new Map(stored.map((s) => [s.externalId, s]))
  const bySource = new Map<string, StoredFeedJob>()
  if (trusted) for (const s of stored) if (s.sourceHash) bySource.set(s.sourceHash, s)

  const plan: FeedPlan = { pending: [], unchanged: 0, delete: [], total: 0, dropped: { withoutTitle: 0, duplicateIds: 0 }, trusted }
  const seen = new Set<string>()
  for (let index = 0; index < items.length; index++) {
    const item = items[index]
    const hash = item.source === undefined ? null : sourceHash(options.fingerprint, item.source)
    const same = hash ? bySource.get(hash) : undefined
    let externalId: string
    let fromFeed = true
    if (same) externalId = same.externalId
    else {
      const key = feedKey(item.raw(), index)
      if (!key) {
        plan.dropped.withoutTitle++
        continue
      }
      ;({ externalId, fromFeed } = key)
    }
    if (seen.has(externalId)) {
      plan.dropped.duplicateIds++ // the first one wins; ids are unique in the table
      continue
    }
    seen.add(externalId)
    if (same) {
      if (plan.unchanged++ % verifyEvery === verifyOffset && normaliseItem(item.raw(), index, options.settings)?.contentHash !== same.contentHash) {
        return planFeedItems(items, stored, { ...options, trust: false })
      }
    } else {
      // a job without an id of its own is known by its position: its XML says nothing about which stored job it is
      plan.pending.push({ index, item, externalId, sourceHash: fromFeed ? hash : null, stored: byExternalId.get(externalId) })
    }
  }
  plan.total = seen.size
  plan.delete = stored.filter((s) => !seen.has(s.externalId)).map((s) => s.id)
  plan.refusal = refusalFor(stored.length, plan.total, plan.delete.length, options.maxDeletePercent ?? 50)
  return plan
}
