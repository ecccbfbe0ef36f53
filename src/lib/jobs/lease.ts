import { foldGerman, stripHtml } from './text'

/** The spec's leasing terms. */
export const LEASE_TERMS = ['pächt', 'paecht', 'pacht', 'pächter', 'paechter', 'pachter', 'verpachtung', 'pachtvertrag', 'pachtobjekt'] as const
const FOLDED_TERMS = [...new Set(LEASE_TERMS.map(foldGerman))]

/** A job counts as a leasing offer when its title or description contains a lease term (case-insensitive). */
export function isLeaseJob(job: { title?: string | null; description?: string | null }): boolean {
  const haystack = `${foldGerman(job.title)}\u0000${foldGerman(stripHtml(job.description))}`
  return FOLDED_TERMS.some((term) => haystack.includes(term))
}
