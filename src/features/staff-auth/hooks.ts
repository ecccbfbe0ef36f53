import { APIError, type CollectionAfterErrorHook, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook } from 'payload'
import { passwordProblem } from '@/lib/staff-auth/password'
import { metrics } from '@/lib/metrics/index.mjs'
import { forgotPasswordLimits, loginFailures, TOO_MANY_ATTEMPTS } from './throttle'

type LoginKeys = { client: string; account: string }
const LOGIN_KEYS = 'staffAuthLoginKeys'

/** clientIp is server-only: loaded when a request needs it, so the Payload CLI can still read this config. */
const clientIp = async (headers: Headers) => (await import('@/features/shared/clientIp')).clientIp(headers)

async function keysFor(headers: Headers, email: unknown): Promise<LoginKeys> {
  const client = await clientIp(headers)
  return { client, account: `${client}|${String(email ?? '').trim().toLowerCase()}` }
}

/**
 * An error whose German message REST returns as is. Its name is set by hand: the production bundle
 * renames classes, and Payload's error formatter drops the message of an error without a name.
 */
function publicError(message: string, status: number, data?: Record<string, unknown>): APIError {
  const error = new APIError(message, status, data, true)
  error.name = 'StaffAuthError'
  return error
}

function tooMany(retryAfterSeconds: number): never {
  throw publicError(TOO_MANY_ATTEMPTS, 429, { retryAfterSeconds })
}

function checkPassword(password: unknown) {
  if (password === undefined || password === null || password === '') return
  const problem = passwordProblem(password)
  // the German rule as the error's message: that is what REST returns and the admin shows
  if (problem) throw publicError(problem, 400, { errors: [{ path: 'password', message: problem }] })
}

/**
 * Users' beforeOperation: the password rule on create, update and reset, and the per-client
 * throttles for login and forgot-password on REST and GraphQL (server code via the Local API is
 * not throttled). Payload's own lockout is off: it locked the account for everyone.
 */
export const staffAuthBeforeOperation: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  if (operation === 'create' || operation === 'update' || operation === 'resetPassword') checkPassword(data?.password)
  if (req.payloadAPI === 'local') return args
  // Failed logins are counted where REST reports them (afterError); GraphQL has no such place.
  if (req.payloadAPI === 'GraphQL' && (operation === 'login' || operation === 'forgotPassword' || operation === 'resetPassword')) {
    throw publicError('Bitte melden Sie sich über die Anmeldeseite an.', 403)
  }

  if (operation === 'login') {
    const keys = await keysFor(req.headers, data?.email ?? data?.username)
    const wait = Math.max(await loginFailures.perAccount.retryAfter(keys.account), await loginFailures.perClient.retryAfter(keys.client))
    if (wait) tooMany(wait)
    req.context[LOGIN_KEYS] = keys
  }
  if (operation === 'forgotPassword') {
    const keys = await keysFor(req.headers, data?.email ?? data?.username)
    const email = keys.account.slice(keys.client.length + 1)
    for (const [limiter, key] of [
      [forgotPasswordLimits.perClient, keys.client],
      [forgotPasswordLimits.perAccount, keys.account],
      [forgotPasswordLimits.perAccountAnywhere, email],
    ] as const) {
      const { allowed, retryAfterSeconds } = await limiter().hit(key)
      if (!allowed) tooMany(retryAfterSeconds)
    }
  }
  return args
}

/** A failed login (wrong e-mail or password: 401) counts against the client that sent it. */
export const countFailedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  const keys = req.context[LOGIN_KEYS] as LoginKeys | undefined
  // by status, not class name: the production bundle renames classes
  if (!keys || (error as { status?: number }).status !== 401) return
  metrics.failedLogins().inc({ step: 'password' })
  await Promise.all([loginFailures.perAccount.fail(keys.account), loginFailures.perClient.fail(keys.client)])
}

/**
 * The second factor is switched on only by the enrolment endpoint (context flag); an admin may
 * switch it off for a user who lost the device, which also drops the secret and recovery codes.
 */
export const guardSecondFactorFields: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  if (context.enrolSecondFactor) return data
  const wasEnabled = Boolean(originalDoc?.totpEnabled)
  if (data.totpEnabled && !wasEnabled) data.totpEnabled = false
  if (wasEnabled && data.totpEnabled === false) Object.assign(data, { totpSecret: null, totpPendingSecret: null, recoveryCodes: null })
  return data
}

/** The very first account (create-first-user on a fresh install) administers the site. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create' && (await req.payload.count({ collection: 'users', req })).totalDocs === 0) data.role = 'admin'
  return data
}
