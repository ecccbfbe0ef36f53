import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { passwordProblem } from '@/features/staff-auth/lib/password'
import { metrics } from '@/lib/metrics/index.mjs'
import { attemptAll, loginAttempts, TOO_MANY_ATTEMPTS } from './throttle'
import { hashAsIfKnown } from './timing'

type LoginKeys = { client: string; account: string }
const LOGIN_KEYS = 'staffAuthLoginKeys'

/** clientIp is server-only: loaded when a request needs it, so the Payload CLI can still read this config. */
const clientIp = async (headers: Headers) => (await import('@/features/shared/clientIp')).clientIp(headers)

async function keysFor(headers: Headers, email: unknown): Promise<LoginKeys> {
  const client = await clientIp(headers)
  return {
    client,
    account: `${client}|${String(email ?? '')
      .trim()
      .toLowerCase()}`,
  }
}

/**
 * An error whose German message REST returns as is. Its name is set by hand: the production bundle
 * renames classes, and Payload's error formatter drops the message of an error without a name.
 */
export function publicError(message: string, status: number, data?: Record<string, unknown>): APIError {
  const error = new APIError(message, status, data, true)
  error.name = 'StaffAuthError'
  return error
}

export function tooMany(retryAfterSeconds: number): never {
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
 * throttle for login on REST (server code via the Local API is not throttled; forgot-password has
 * its own endpoint, passwordReset.ts). Payload's own lockout is off: it locked the account for
 * everyone.
 */
export const staffAuthBeforeOperation: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  if (operation === 'create' || operation === 'update' || operation === 'resetPassword') checkPassword(data?.password)
  if (req.payloadAPI === 'local') return args
  if (req.payloadAPI === 'GraphQL' && (operation === 'login' || operation === 'forgotPassword' || operation === 'resetPassword')) {
    throw publicError('Bitte melden Sie sich über die Anmeldeseite an.', 403)
  }

  if (operation === 'login') {
    const email = String(data?.email ?? data?.username ?? '')
      .trim()
      .toLowerCase()
    const keys = await keysFor(req.headers, email)
    // counted before the password is checked: a parallel burst cannot all get through
    const wait = await attemptAll([
      [loginAttempts.perAccount, keys.account],
      [loginAttempts.perClient, keys.client],
    ])
    if (wait) tooMany(wait)
    req.context[LOGIN_KEYS] = keys
    if (typeof data?.password === 'string' && data.password.trim() && !(await accountExists(req, email))) await hashAsIfKnown(data.password)
  }
  return args
}

/** The lookup Payload's login makes, so that a known and an unknown address cost the same. */
async function accountExists(req: PayloadRequest, email: string): Promise<boolean> {
  if (!email) return false
  return Boolean(await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req }))
}

/** A successful login gives its attempt back: only wrong passwords use up a client's tries. */
export const refundSuccessfulLogin: CollectionAfterLoginHook = async ({ req }) => {
  const keys = req.context[LOGIN_KEYS] as LoginKeys | undefined
  if (keys) await Promise.all([loginAttempts.perAccount.succeeded(keys.account), loginAttempts.perClient.succeeded(keys.client)])
}

/** A wrong e-mail or password (401) on a REST login, for the operator's metrics. */
export const countFailedLogin: CollectionAfterErrorHook = ({ error, req }) => {
  // by status, not class name: the production bundle renames classes
  if (req.context[LOGIN_KEYS] && (error as { status?: number }).status === 401) metrics.failedLogins().inc({ step: 'password' })
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
