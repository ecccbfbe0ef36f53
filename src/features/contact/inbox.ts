import type { PayloadRequest, Where } from 'payload'
import { staff } from '@/features/staff-auth/access'
import { contactRequestsCsv, csvFileName } from '@/features/contact/lib/inbox'

const SEARCHABLE = ['firstName', 'lastName', 'email', 'company', 'message'] as const
const MAX_ROWS = 10_000

/** The list view's filter as the URL carries it: `where` and the search box's `search`. */
function listFilter(query: Record<string, unknown>): Where {
  const parts: Where[] = []
  if (query.where && typeof query.where === 'object') parts.push(query.where as Where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) parts.push({ or: SEARCHABLE.map((field) => ({ [field]: { like: search } })) })
  return parts.length ? { and: parts } : {}
}

/**
 * GET /api/contact-requests/export: the requests of the list's current filter as CSV, for staff
 * past the second factor only. A filter Payload cannot run gets a German 400 and no file.
 */
export async function exportContactRequests(req: PayloadRequest): Promise<Response> {
  if (!req.user) return Response.json({ error: 'Bitte melden Sie sich an.' }, { status: 401 })
  if (!(await staff({ req }))) return Response.json({ error: 'Bitte bestätigen Sie zuerst die Zwei-Faktor-Anmeldung.' }, { status: 403 })
  let docs
  try {
    ;({ docs } = await req.payload.find({
      collection: 'contact-requests',
      where: listFilter((req.query ?? {}) as Record<string, unknown>),
      sort: '-createdAt',
      limit: MAX_ROWS,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    }))
  } catch {
    return Response.json({ error: 'Der Filter ist ungültig; es wurde nichts exportiert.' }, { status: 400 })
  }
  req.payload.logger.info({ msg: 'contact requests exported', rows: docs.length, user: req.user.id })
  return new Response(contactRequestsCsv(docs), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName()}"`,
      'cache-control': 'no-store',
    },
  })
}
