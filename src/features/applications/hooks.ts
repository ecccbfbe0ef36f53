import type { CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook, Payload } from 'payload'
import { privateFileStore } from './fileStore'
import { deleteAfterFor } from './retention'

type ApplicationData = {
  status?: string | null
  statusChangedAt?: string | null
  deleteAfter?: string | null
  talentPool?: { consented?: boolean | null } | null
  firstName?: string | null
  lastName?: string | null
  name?: string | null
  notes?: { text?: string | null; author?: unknown; createdAt?: string | null }[] | null
}

/**
 * Keeps `statusChangedAt` (on creation and whenever the status changes) and the deletion date
 * derived from it; also the list title „Nachname, Vorname“.
 */
export const trackStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const next = data as ApplicationData
  const before = (originalDoc ?? {}) as ApplicationData
  const now = new Date()
  if (operation === 'create' || (next.status != null && next.status !== before.status)) next.statusChangedAt = now.toISOString()
  const changedAt = new Date(next.statusChangedAt ?? before.statusChangedAt ?? now)
  const consented = Boolean(next.talentPool?.consented ?? before.talentPool?.consented)
  next.deleteAfter = deleteAfterFor(changedAt, consented).toISOString()
  if (operation === 'create') next.name = [next.lastName, next.firstName].filter(Boolean).join(', ')
  return next
}

/** A new note gets its author (the logged-in user) and time; existing notes keep theirs. */
export const stampNotes: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const next = data as ApplicationData
  if (!Array.isArray(next.notes)) return next
  const earlier = new Map(((originalDoc as ApplicationData | undefined)?.notes ?? []).map((note) => [(note as { id?: string }).id, note]))
  next.notes = next.notes.map((note) => {
    const known = earlier.get((note as { id?: string }).id)
    if (known) return { ...note, author: known.author, createdAt: known.createdAt }
    return { ...note, author: req.user?.id ?? null, createdAt: new Date().toISOString() }
  })
  return next
}

/** Deleting an application deletes its files (whose hook removes the bytes) and its download log. */
export const deleteApplicationParts: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'application-downloads', where: { application: { equals: id } }, overrideAccess: true, req })
  const files = await req.payload.find({
    collection: 'application-files',
    where: { application: { equals: id } },
    overrideAccess: true,
    req,
    depth: 0,
    limit: 0,
    pagination: false,
  })
  if (files.docs.length) {
    await req.payload.delete({ collection: 'application-downloads', where: { file: { in: files.docs.map((file) => file.id) } }, overrideAccess: true, req })
    await req.payload.delete({ collection: 'application-files', where: { application: { equals: id } }, overrideAccess: true, req })
  }
}

/** The file's bytes leave the private store with its row. */
export const removeStoredFile: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const key = (doc as { storageKey?: string }).storageKey
  if (!key) return
  try {
    await privateFileStore().remove(key)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `application file ${key} could not be removed from the store` })
    throw error
  }
}

/**
 * Writes server-recorded fields (mail times, ATS state) of one application and nothing else.
 * The mail and forwarding jobs run side by side; a full document update from each would write
 * back the other's stale values. No hooks run: these fields do not change the status or the
 * deletion date.
 */
export async function recordOnApplication(
  payload: Payload,
  id: number,
  data: { mails?: Record<string, string | null>; ats?: Record<string, unknown> },
): Promise<void> {
  await payload.db.updateOne({ collection: 'applications', id, data, returning: false })
}
