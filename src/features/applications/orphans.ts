import type { Payload } from 'payload'
import type { PrivateFileStore } from './fileStore'

/** Bytes younger than this may belong to an application being stored right now. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000
const BATCH = 500

/** The application file rows that refer to any of these stored keys (all of them when `limit` is 0). */
const rowsWithKeys = (payload: Payload, keys: string[], limit: number) =>
  payload.find({
    collection: 'application-files',
    where: { storageKey: { in: keys } },
    overrideAccess: true,
    depth: 0,
    limit,
    pagination: limit > 0,
    select: { storageKey: true, application: true },
  })

/**
 * The application a submission's stored files belong to, when its transaction committed although
 * the app saw an error (a connection cut during COMMIT or the read-back after it): 'absent' when
 * the database says none, 'unknown' when the database cannot be asked.
 */
export async function applicationOfStoredFiles(payload: Payload, keys: string[]): Promise<{ id: number } | 'absent' | 'unknown'> {
  if (keys.length === 0) return 'unknown'
  try {
    const application = (await rowsWithKeys(payload, keys, 1)).docs[0]?.application
    if (application == null) return 'absent'
    return { id: typeof application === 'object' ? application.id : application }
  } catch {
    return 'unknown'
  }
}

/**
 * Removes bytes no application file refers to and that are older than a day: left behind when a
 * submission failed and the database could not say whether it had been stored, or by a crash
 * while writing. Returns how many were removed.
 */
export async function sweepUnreferencedFiles(payload: Payload, store: PrivateFileStore, now = new Date()): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS
  let removed = 0
  let batch: string[] = []
  const sweep = async () => {
    const referenced = new Set((await rowsWithKeys(payload, batch, 0)).docs.map((row) => row.storageKey))
    for (const key of batch) {
      if (referenced.has(key)) continue
      try {
        await store.remove(key)
        removed++
      } catch (error) {
        payload.logger.warn({ err: error, msg: `unreferenced application file ${key} could not be removed` })
      }
    }
    batch = []
  }
  for await (const { key, writtenAt } of store.list()) {
    if (writtenAt.getTime() > cutoff) continue
    batch.push(key)
    if (batch.length >= BATCH) await sweep()
  }
  if (batch.length) await sweep()
  return removed
}
