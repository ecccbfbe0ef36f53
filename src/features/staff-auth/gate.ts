import type { Endpoint, PayloadRequest, SanitizedConfig } from 'payload'
import { secondFactorState } from './session'

/**
 * The second factor on every staff path. A login session that has passed only the password is,
 * for everything but the second factor's own flow, an anonymous visitor: every access rule of
 * every collection and global (Payload's own ones too: jobs, document locks, preferences,
 * migrations, versions), the job queue's access and every REST endpoint see no user. Applied to
 * the sanitized config, because Payload adds its own collections and endpoints only there.
 */
export const SECOND_FACTOR_FIRST = 'Bitte bestätigen Sie zuerst die Zwei-Faktor-Anmeldung.'

/** Endpoints a session needs before it has passed the second factor (its own account and the code). */
const PENDING_ALLOWED: Record<string, string[]> = {
  users: ['get /me', 'post /logout', 'post /refresh-token', 'post /totp/setup', 'post /totp/confirm', 'post /totp/verify'],
}

type WithReq = { req: PayloadRequest }

/** Logged in, but not (yet) past the second factor. */
export function isPendingSession(req: Pick<PayloadRequest, 'headers' | 'payload' | 'user'> | undefined): boolean {
  if (!req?.user) return false
  const state = secondFactorState(req)
  return state === 'verify' || state === 'enrol'
}

/** The request as an access rule of a pending session sees it: without the user. */
const anonymousView = (req: PayloadRequest): PayloadRequest => Object.create(req, { user: { value: null, writable: true, enumerable: true } })

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wraps Access, FieldAccess and the jobs' access alike
type AnyAccess = (args: any) => unknown

function gateAccess<T extends AnyAccess>(access: T): T {
  const gated = (args: WithReq) => (isPendingSession(args?.req) ? access({ ...args, req: anonymousView(args.req) }) : access(args))
  return gated as T
}

function gateAccessMap<T extends object | undefined>(access: T): T {
  if (!access) return access
  return Object.fromEntries(Object.entries(access).map(([key, value]) => [key, typeof value === 'function' ? gateAccess(value as AnyAccess) : value])) as T
}

const isRefusal = (status: unknown) => status === 401 || status === 403

/**
 * Runs the endpoint for a pending session as for a visitor; where a visitor is refused, the
 * answer says what is missing (403) instead of asking for a login the session already has.
 */
function gateEndpoint(endpoint: Endpoint): Endpoint {
  const handler = endpoint.handler
  return {
    ...endpoint,
    handler: async (req) => {
      if (!isPendingSession(req)) return handler(req)
      req.user = null
      const refused = () => Response.json({ errors: [{ message: SECOND_FACTOR_FIRST }] }, { status: 403 })
      try {
        const response = await handler(req)
        if (!isRefusal(response.status)) return response
        await response.body?.cancel()
        return refused()
      } catch (error) {
        if (isRefusal((error as { status?: unknown }).status)) return refused()
        throw error
      }
    },
  }
}

function gateEndpoints<T extends Endpoint[] | false | undefined>(endpoints: T, allowed: string[] = []): T {
  if (!endpoints) return endpoints
  return endpoints.map((endpoint) => (allowed.includes(`${endpoint.method} ${endpoint.path}`) ? endpoint : gateEndpoint(endpoint))) as T
}

/** Puts the second factor into every access rule and endpoint of the built config. */
export function requireSecondFactor(config: SanitizedConfig): SanitizedConfig {
  config.endpoints = gateEndpoints(config.endpoints)
  for (const collection of config.collections) {
    collection.access = gateAccessMap(collection.access)
    collection.endpoints = gateEndpoints(collection.endpoints, PENDING_ALLOWED[collection.slug])
  }
  for (const global of config.globals) {
    global.access = gateAccessMap(global.access)
    global.endpoints = gateEndpoints(global.endpoints)
  }
  if (config.jobs?.access) config.jobs.access = gateAccessMap(config.jobs.access)
  return config
}
