import type { Endpoint, PayloadRequest } from 'payload'
import { normalizeTotpCode } from '@/features/staff-auth/lib/recoveryCodes'
import { claimRecoveryCode, claimTotpStep } from './replay'
import { secondFactorCookieValue, secondFactorSetCookie, secondFactorState, type StaffUser } from './session'
import { metrics } from '@/lib/metrics/index.mjs'
import { attemptAll, codeAttempts, TOO_MANY_ATTEMPTS } from './throttle'
import { checkTotpCode, enrolmentQr, newRecoveryCodes, newTotpSecret } from './totp'

/**
 * The second factor's endpoints under /api/users/totp/…, for the logged-in user only:
 * setup (new secret and QR code, kept pending), confirm (first code switches it on and returns
 * the recovery codes once), verify (a code or a recovery code lets this session in). Each code
 * counts once: a six-digit code's time step and every earlier one are used up with it, a recovery
 * code is removed (features/staff-auth/replay).
 */
type Secrets = { totpSecret?: string | null; totpPendingSecret?: string | null }

const json = (body: unknown, status = 200, headers?: HeadersInit) => Response.json(body, { status, headers })
const INVALID_CODE = 'Der Code ist ungültig. Bitte versuchen Sie es erneut.'

async function body(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const data = await req.json?.()
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

async function secrets(req: PayloadRequest, user: StaffUser): Promise<Secrets> {
  return (await req.payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true, showHiddenFields: true, req })) as Secrets
}

function passedResponse(req: PayloadRequest, user: StaffUser, body: Record<string, unknown>) {
  const value = secondFactorCookieValue(req.payload.secret, user)
  const maxAge = req.payload.collections.users.config.auth.tokenExpiration
  return json(body, 200, value ? { 'set-cookie': secondFactorSetCookie(value, maxAge) } : undefined)
}

/**
 * Counts this try of a code against the user and client before the code is checked (so parallel
 * tries cannot all pass); `wait`: seconds to wait when none are left. `passed()` gives the try back.
 */
async function throttle(req: PayloadRequest, user: StaffUser) {
  // server-only, so loaded on request: the Payload CLI reads this module through the config
  const client = (await import('@/features/shared/clientIp')).clientIp(req.headers)
  const account = `${client}|${user.id}`
  const wait = await attemptAll([
    [codeAttempts.perAccount, account],
    [codeAttempts.perClient, client],
  ])
  return {
    wait,
    passed: () => Promise.all([codeAttempts.perAccount.succeeded(account), codeAttempts.perClient.succeeded(client)]),
  }
}

/** A POST endpoint of the enrolment, for a logged-in user. */
const enrolmentStep = (path: string, handle: (req: PayloadRequest, user: StaffUser) => Promise<Response>): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    const user = req.user as StaffUser | null
    if (!user) return json({ error: 'Bitte melden Sie sich an.' }, 401)
    // A second factor already in use is changed only from a session that has passed it.
    if (user.totpEnabled && secondFactorState(req) !== 'passed') return json({ error: 'Bitte bestätigen Sie zuerst Ihren Code.' }, 403)
    return handle(req, user)
  },
})

const setup = enrolmentStep('/totp/setup', async (req, user) => {
  const secret = newTotpSecret()
  await req.payload.update({ collection: 'users', id: user.id, data: { totpPendingSecret: secret }, overrideAccess: true, req })
  const { svg, uri } = await enrolmentQr(secret, String((user as { email?: string }).email ?? ''))
  return json({ qrSvg: svg, secret, uri })
})

function wrongCode() {
  metrics.failedLogins().inc({ step: 'second-factor' })
  return json({ error: INVALID_CODE }, 400)
}

const confirm = enrolmentStep('/totp/confirm', async (req, user) => {
  const limit = await throttle(req, user)
  if (limit.wait) return json({ error: TOO_MANY_ATTEMPTS }, 429, { 'retry-after': String(limit.wait) })
  const { totpPendingSecret } = await secrets(req, user)
  if (!totpPendingSecret) return json({ error: 'Bitte starten Sie die Einrichtung neu.' }, 400)
  const step = await checkTotpCode(totpPendingSecret, String((await body(req)).code ?? ''))
  if (step === null || !(await claimTotpStep(req.payload, user.id, step))) return wrongCode()
  await limit.passed()
  const { codes, hashes } = newRecoveryCodes()
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { totpSecret: totpPendingSecret, totpPendingSecret: null, totpEnabled: true, recoveryCodes: hashes },
    overrideAccess: true,
    context: { enrolSecondFactor: true },
    req,
  })
  return passedResponse(req, user, { recoveryCodes: codes })
})

const verify: Endpoint = {
  path: '/totp/verify',
  method: 'post',
  handler: async (req) => {
    const user = req.user as StaffUser | null
    if (!user) return json({ error: 'Bitte melden Sie sich an.' }, 401)
    if (!user.totpEnabled) return json({ error: 'Für dieses Konto ist keine Zwei-Faktor-Anmeldung eingerichtet.' }, 400)
    const limit = await throttle(req, user)
    if (limit.wait) return json({ error: TOO_MANY_ATTEMPTS }, 429, { 'retry-after': String(limit.wait) })
    const input = String((await body(req)).code ?? '')
    if (normalizeTotpCode(input)) {
      const { totpSecret } = await secrets(req, user)
      const step = totpSecret ? await checkTotpCode(totpSecret, input) : null
      if (step !== null && (await claimTotpStep(req.payload, user.id, step))) {
        await limit.passed()
        return passedResponse(req, user, { ok: true })
      }
    } else {
      const left = await claimRecoveryCode(req.payload, user.id, input)
      if (left !== null) {
        await limit.passed()
        return passedResponse(req, user, { ok: true, recoveryCodesLeft: left })
      }
    }
    return wrongCode()
  },
}

export const staffAuthEndpoints: Endpoint[] = [setup, confirm, verify]
