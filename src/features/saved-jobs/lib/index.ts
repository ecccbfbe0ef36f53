/**
 * The Merkliste: jobs a visitor saved, kept only in the browser's localStorage under this key
 * (named in the privacy policy and the README). Each entry keeps the title, so a job that left
 * the board can still be named.
 */
export const SAVED_JOBS_KEY = 'saved-jobs'
export const SAVED_JOBS_MAX = 100

export type SavedJob = { slug: string; title: string; savedAt: string }

/** Reads the stored value; anything malformed is dropped rather than breaking the page. */
export function parseSavedJobs(raw: string | null | undefined): SavedJob[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const jobs: SavedJob[] = []
  for (const item of value) {
    const { slug, title, savedAt } = (item ?? {}) as Record<string, unknown>
    if (typeof slug !== 'string' || !slug || slug.length > 200 || seen.has(slug)) continue
    seen.add(slug)
    jobs.push({ slug, title: typeof title === 'string' ? title.slice(0, 300) : slug, savedAt: typeof savedAt === 'string' ? savedAt : '' })
  }
  return jobs.slice(0, SAVED_JOBS_MAX)
}

export const isSaved = (jobs: readonly SavedJob[], slug: string) => jobs.some((job) => job.slug === slug)

/** Adds (newest first) or removes a job; the oldest entries fall off past the maximum. */
export function toggleSavedJob(jobs: readonly SavedJob[], job: { slug: string; title: string }, now = new Date()): SavedJob[] {
  if (isSaved(jobs, job.slug)) return jobs.filter((saved) => saved.slug !== job.slug)
  return [{ slug: job.slug, title: job.title, savedAt: now.toISOString() }, ...jobs].slice(0, SAVED_JOBS_MAX)
}

/** The ids sent to the read endpoint, comma-separated (slugs never contain commas). */
export const savedJobsQuery = (jobs: readonly SavedJob[]) => jobs.map((job) => job.slug).join(',')

export function parseSlugList(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((slug) => slug.trim())
        .filter((slug) => slug && slug.length <= 200),
    ),
  ].slice(0, SAVED_JOBS_MAX)
}
