import { deleteJobAlert } from '@/features/job-alerts/manage'
import { getPayloadClient } from '@/features/shared/payload'

/**
 * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the address
 * in the List-Unsubscribe header. The signed token identifies the alert; it is deleted.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token')
  const payload = await getPayloadClient()
  const done = await deleteJobAlert(payload, token, 'unsubscribe')
  return new Response(done ? 'Sie wurden vom Job-Agent abgemeldet.' : 'Dieser Link ist ungültig oder abgelaufen.', {
    status: done ? 200 : 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}
