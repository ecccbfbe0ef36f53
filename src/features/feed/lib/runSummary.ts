/** German labels and figures of an import run, shared by the sync page and a run's own page. */
export const RUN_STATUS: Record<string, string> = { running: 'Läuft', success: 'Erfolgreich', refused: 'Abgelehnt', failed: 'Fehlgeschlagen' }
export const RUN_TRIGGER: Record<string, string> = { schedule: 'Zeitplan', manual: 'Manuell', override: 'Übernahme trotz Ablehnung' }

/**
 * A run's duration in German: milliseconds below a second (a quick run is not „0 s“), then
 * seconds with one decimal, then minutes and seconds. Taken from the stored duration or, for a run
 * recorded without one, from its start and end; '–' while it runs or when neither is known.
 */
export function runDuration(run: { durationMs?: number | string | null; startedAt?: string | null; finishedAt?: string | null }): string {
  let ms = run.durationMs === null || run.durationMs === undefined || run.durationMs === '' ? NaN : Number(run.durationMs)
  if (!Number.isFinite(ms) && run.startedAt && run.finishedAt) ms = new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime()
  if (!Number.isFinite(ms) || ms < 0) return '–'
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(ms / 1000).toLocaleString('de-DE', { maximumFractionDigits: 1 })} s`
  const minutes = Math.floor(ms / 60_000)
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`
}

export type RemovedJobEntry = { id?: number | string; title?: string | null; externalId?: string | null }

/** The removed jobs a run's record lists; anything else stored there is ignored. */
export function removedJobsOf(value: unknown): RemovedJobEntry[] {
  if (!Array.isArray(value)) return []
  return value.filter((entry): entry is RemovedJobEntry => Boolean(entry) && typeof entry === 'object' && typeof (entry as RemovedJobEntry).title === 'string')
}
