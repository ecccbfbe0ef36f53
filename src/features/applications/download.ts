import { Readable } from 'node:stream'
import contentDisposition from 'content-disposition'
import type { PayloadRequest } from 'payload'
import { logEvent } from '@/features/ops/log'
import { secondFactorState } from '@/features/staff-auth/session'
import { privateFileStore, StoredFileMissingError } from './fileStore'

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }
/** ASCII fallback for old clients (ü → u); the exact name goes in RFC 5987 filename*. */
export const attachmentHeader = (fileName: string) =>
  contentDisposition(fileName, {
    type: 'attachment',
    fallback: fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_'),
  })

const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: PRIVATE })

/**
 * GET /api/application-files/:id/download: staff past the second factor get the file as an
 * attachment (never rendered in the browser), and the download is recorded first (who, when,
 * which file); if it cannot be recorded, the file is not sent.
 */
export async function downloadApplicationFile(req: PayloadRequest): Promise<Response> {
  const state = secondFactorState(req)
  if (state === 'anonymous') return refuse(401, 'Bitte melden Sie sich an.')
  if (state !== 'passed') return refuse(403, 'Bitte bestätigen Sie zuerst die Zwei-Faktor-Anmeldung.')
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id <= 0) return refuse(404, 'Diese Datei gibt es nicht.')

  // with the user's own rights: the collection's read rule decides, as everywhere in the admin
  const file = await req.payload.findByID({ collection: 'application-files', id, overrideAccess: false, user: req.user, req, depth: 0, disableErrors: true })
  if (!file) return refuse(404, 'Diese Datei gibt es nicht.')

  let body: Readable
  try {
    body = await privateFileStore().open(file.storageKey)
  } catch (error) {
    if (error instanceof StoredFileMissingError) return refuse(404, 'Die Datei ist nicht mehr vorhanden.')
    throw error
  }
  try {
    const applicationId = typeof file.application === 'object' ? file.application.id : file.application
    await req.payload.create({
      collection: 'application-downloads',
      overrideAccess: true,
      data: {
        file: file.id,
        fileName: file.fileName,
        application: applicationId,
        user: Number(req.user!.id),
        userEmail: (req.user as { email?: string }).email,
        downloadedAt: new Date().toISOString(),
      },
    })
    logEvent('info', 'application-file-downloaded', { fileId: file.id, applicationId, userId: Number(req.user!.id) })
  } catch (error) {
    body.destroy()
    throw error
  }
  return new Response(Readable.toWeb(body) as ReadableStream, {
    status: 200,
    headers: {
      ...PRIVATE,
      'Content-Type': file.mimeType || 'application/octet-stream',
      'Content-Length': String(file.size),
      'Content-Disposition': attachmentHeader(file.fileName),
    },
  })
}
