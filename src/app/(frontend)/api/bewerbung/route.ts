import { getSiteSettings } from '@/features/site-shell/settings'
import { APPLICATION_THANKS_PATH, applyPath, INITIATIVE_APPLICATION_PATH } from '@/lib/paths'
import { rememberForm } from '@/features/applications/formMemory'
import { handleApplicationSubmission, SUBMISSION_MESSAGES } from '@/features/applications/submission'
import { clientIp } from '@/features/shared/clientIp'
import { getPayloadClient } from '@/features/shared/payload'
import { logger } from '@/features/ops/log'

export const dynamic = 'force-dynamic'

/**
 * Both application forms post here as multipart. The form's script asks for JSON (field errors,
 * or where to go next); a form sent without JavaScript gets a 303 to the confirmation, or back to
 * its form with the errors and values kept on the server under a random id.
 */
export async function POST(request: Request): Promise<Response> {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  let outcome: Awaited<ReturnType<typeof handleApplicationSubmission>>
  try {
    const [payload, settings] = await Promise.all([getPayloadClient(), getSiteSettings()])
    outcome = await handleApplicationSubmission(payload, request, { ip: clientIp(request.headers), settings })
  } catch (error) {
    logger.error({ event: 'application-submission-failed', err: error }, 'application-submission-failed')
    outcome = { result: { ok: false, status: 500, message: SUBMISSION_MESSAGES.serverError }, context: {} }
  }
  const { result, context } = outcome
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (!result.ok && result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds)

  if (wantsJson) {
    return result.ok
      ? Response.json({ ok: true, redirect: APPLICATION_THANKS_PATH }, { headers })
      : Response.json({ ok: false, message: result.message, fieldErrors: result.fieldErrors ?? {} }, { status: result.status, headers })
  }
  if (result.ok) return redirect(APPLICATION_THANKS_PATH, headers)
  const id = await rememberForm({ values: result.values, fieldErrors: result.fieldErrors, message: result.message })
  const form = context.job ? applyPath(context.job.slug) : INITIATIVE_APPLICATION_PATH
  return redirect(`${form}?formular=${id}#bewerbung`, headers)
}

/** A relative Location: the browser resolves it against the address it posted to, whatever proxy is in front. */
function redirect(location: string, headers: Record<string, string>) {
  return new Response(null, { status: 303, headers: { ...headers, Location: location } })
}
