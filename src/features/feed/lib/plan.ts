/** The safety rule: German reason why a feed with `feedJobs` jobs that removes `removed` of `stored` must not be applied. */
export function refusalFor(stored: number, feedJobs: number, removed: number, maxDeletePercent = 50): string | undefined {
  const share = stored ? (removed / stored) * 100 : 0
  if (feedJobs === 0) {
    return `Der Feed enthält keine Stellen. Der Import wurde nicht übernommen, damit nicht alle ${stored} importierten Stellen gelöscht werden.`
  } else if (stored > 0 && removed === stored) {
    return `Der Import würde alle ${stored} importierten Stellen löschen und wurde daher nicht übernommen.`
  } else if (share > maxDeletePercent) {
    return `Der Import würde ${removed} von ${stored} importierten Stellen (${Math.round(share)} %) löschen; erlaubt sind höchstens ${maxDeletePercent} %. Der Import wurde nicht übernommen.`
  }
  return undefined
}

/**
 * Staff may take over a refused import (the firm switched its applicant-tracking system) after
 * confirming how many jobs will go. Never for an empty feed, and never for more removals than
 * were confirmed: the feed may have changed since. Returns a German reason when not allowed.
 */
export function overrideRefusal(plan: { refusal?: string; delete: readonly unknown[] }, feedJobs: number, confirmedDeletes: number): string | undefined {
  if (!plan.refusal) return undefined
  if (feedJobs === 0) return 'Der Feed enthält keine Stellen; ein leerer Feed kann nicht übernommen werden.'
  if (plan.delete.length > confirmedDeletes) {
    return `Der Feed hat sich seit der Ablehnung geändert: Der Import würde jetzt ${plan.delete.length} statt ${confirmedDeletes} Stellen löschen. Bitte prüfen Sie den neuen Stand.`
  }
  return undefined
}
