import { foldGerman, stripHtml } from './text'

/** Words in a title or description that mark a lease offer (Pacht) rather than a job. */
export const LEASE_TERMS = ['pächt', 'paecht', 'pacht', 'pächter', 'paechter', 'pachter', 'verpachtung', 'pachtvertrag', 'pachtobjekt'] as const
// pure: a bundle that does not match lease terms (the board's filter bar) leaves it out
const FOLDED_TERMS = /* @__PURE__ */ (() => [...new Set(LEASE_TERMS.map(foldGerman))])()

/** Whether text already folded with foldGerman contains a lease term (the board index folds once per job). */
export function hasLeaseTerm(folded: string): boolean {
  return FOLDED_TERMS.some((term) => folded.includes(term))
}

/** A job counts as a leasing offer when its title or description contains a lease term (case-insensitive). */
export function isLeaseJob(job: { title?: string | null; description?: string | null }): boolean {
  return hasLeaseTerm(`${foldGerman(job.title)}\u0000${foldGerman(stripHtml(job.description))}`)
}

/**
 * How many lease offers /verpachtung#paechter-jobs shows: two rows of the three-column grid. The
 * rest are one link away on the board filtered to lease offers (LEASE_BOARD_PATH), which pages
 * them; listing all of them made the page megabytes with a large feed.
 */
export const LEASE_BATCH_SIZE = 6

export type LeaseBatch<T> = { items: T[]; total: number; more: boolean }

/** The first `size` lease offers (newest first, as given) and how many there are in all. */
export function leaseBatch<T>(jobs: readonly T[], size: number = LEASE_BATCH_SIZE): LeaseBatch<T> {
  const items = jobs.slice(0, Math.max(0, Math.floor(size)))
  return { items, total: jobs.length, more: jobs.length > items.length }
}

const formatCount = (n: number) => n.toLocaleString('de-DE')

/** „6 von 487 Pachtangeboten“ (dative after „von“). */
export function leaseCountLabel(shown: number, total: number): string {
  return `${formatCount(shown)} von ${formatCount(total)} ${total === 1 ? 'Pachtangebot' : 'Pachtangeboten'}`
}

/** „Alle 487 Pachtangebote anzeigen“; with one offer „Das Pachtangebot anzeigen“. */
export function leaseMoreLabel(total: number): string {
  return total === 1 ? 'Das Pachtangebot anzeigen' : `Alle ${formatCount(total)} Pachtangebote anzeigen`
}
