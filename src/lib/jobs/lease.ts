import { foldGerman, stripHtml } from './text'

/** The spec's leasing terms. */
export const LEASE_TERMS = ['pächt', 'paecht', 'pacht', 'pächter', 'paechter', 'pachter', 'verpachtung', 'pachtvertrag', 'pachtobjekt'] as const
const FOLDED_TERMS = [...new Set(LEASE_TERMS.map(foldGerman))]

/** Whether text already folded with foldGerman contains a lease term (the board index folds once per job). */
export function hasLeaseTerm(folded: string): boolean {
  return FOLDED_TERMS.some((term) => folded.includes(term))
}

/** A job counts as a leasing offer when its title or description contains a lease term (case-insensitive). */
export function isLeaseJob(job: { title?: string | null; description?: string | null }): boolean {
  return hasLeaseTerm(`${foldGerman(job.title)}\u0000${foldGerman(stripHtml(job.description))}`)
}
