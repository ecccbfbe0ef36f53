import { env } from '@/env'
import type { Access, FieldAccess, PayloadRequest } from 'payload'
import { secondFactorState, type StaffUser } from '@/features/staff-auth/session'

/**
 * Access rules for REST, GraphQL and the admin. The public site reads through the Local API
 * (overrideAccess), so anonymous API reads are closed except for media files.
 * „Staff“ means logged in AND past the second factor for this session (every account must have one).
 * A session that has passed only the password is anonymous to every rule (features/staff-auth/gate).
 */

/** Logged-in staff whose session has passed the second factor where one is required. */
export const staff: Access = ({ req }) => secondFactorState(req) === 'passed'

/** Staff with the admin role: manage users and site settings. */
export const admins: Access = ({ req }) => secondFactorState(req) === 'passed' && (req.user as StaffUser).role === 'admin'

export const adminsField: FieldAccess = ({ req }) => secondFactorState(req) === 'passed' && (req.user as StaffUser).role === 'admin'

/** The same for code that has only the request (the job queue's REST endpoints). */
export const adminSession = ({ req }: { req: PayloadRequest }): boolean => secondFactorState(req) === 'passed' && (req.user as StaffUser).role === 'admin'

/** Admins change any user, other staff only their own account. */
export const adminsOrSelf: Access = ({ req }) => {
  if (secondFactorState(req) !== 'passed') return false
  const user = req.user as StaffUser
  return user.role === 'admin' ? true : { id: { equals: user.id } }
}

/** Nobody through the API; server code uses the Local API with overrideAccess. */
export const nobody: Access = () => false

export const nobodyField: FieldAccess = () => false

/**
 * Uploaded files are served to everyone (the site shows them); the media list only to staff.
 * For a file, a query rather than `true`: Payload then looks the document up itself and hands it
 * to the S3 storage's file handler, which would otherwise search Media with the visitor's
 * (missing) rights and be refused. (Then a file without a document answers 403, not 404.)
 */
export const filesOrStaff: Access = (args) => (args.isReadingStaticFile ? (env().S3_BUCKET ? { id: { exists: true } } : true) : staff(args))

/** Admin-only actions (e.g. overriding a refused feed import), for code that has a user but no access args. */
export const isAdmin = (user: unknown): boolean => (user as StaffUser | null)?.role === 'admin'
