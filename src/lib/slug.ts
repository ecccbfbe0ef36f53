const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' }

/** Longest slug: long titles make unwieldy addresses, and the cut never leaves a dash at the end. */
export const SLUG_MAX_LENGTH = 80

/** URL-safe German slug: umlauts spelled out, everything else reduced to [a-z0-9-]. */
export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTS[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '')
}

/** A slug made from a job's title and a stamp that keeps two jobs with one title apart. */
export const titleSlug = (title: string | null | undefined, stamp: string) => `${slugify(String(title ?? '')) || 'stelle'}-${stamp}`

/** What a job's slug is made from, wherever the job comes from (the admin, the import, the board before the first import). */
export interface JobSlugSource {
  externalId?: string | null
  title?: string | null
  /** the feed job's content hash: names a feed job whose id leaves nothing URL-safe */
  contentHash?: string | null
}

/**
 * The one rule for a new job's URL slug. Slugs are stored, so a job keeps its address when this rule
 * changes. A feed job's slug is its feed id, so the address survives every import and is the same
 * on the board shown before the first import; an id with nothing URL-safe in it becomes „stelle-“
 * and the start of its content hash. A job typed in the admin has no feed id: its title plus a
 * time stamp, so two jobs with one title still get different addresses. A slug in `taken` gets
 * -2, -3, …; the chosen slug joins `taken`.
 */
export function jobSlug(job: JobSlugSource, taken: Set<string> = new Set(), now: number = Date.now()): string {
  const stamp = now.toString(36)
  const wanted = job.externalId ? slugify(job.externalId) || `stelle-${job.contentHash ? job.contentHash.slice(0, 8) : stamp}` : titleSlug(job.title, stamp)
  let slug = wanted
  for (let n = 2; taken.has(slug); n++) slug = `${wanted}-${n}`
  taken.add(slug)
  return slug
}

/** Slugs for a list of feed jobs in feed order, by feed id, unique among `taken` (which they join). */
export function feedJobSlugs(jobs: readonly { externalId: string; contentHash: string }[], taken: Set<string> = new Set()): Map<string, string> {
  return new Map(jobs.map((job) => [job.externalId, jobSlug(job, taken)]))
}
