import type { Access, FieldAccess } from 'payload'

/** Anyone, including anonymous visitors. */
export const anyone: Access = () => true

/** Logged-in staff (every user of the Users collection is staff). */
export const staff: Access = ({ req }) => Boolean(req.user)

export const staffField: FieldAccess = ({ req }) => Boolean(req.user)

/** Nobody through the API; server code uses the Local API with overrideAccess. */
export const nobody: Access = () => false

/** Staff see drafts; visitors only published documents. */
export const staffOrPublished: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

/**
 * Admin-only actions (e.g. overriding a refused feed import). Every staff member counts as admin
 * until roles exist; the roles work changes only this helper.
 */
export const isAdmin = (user: unknown): boolean => Boolean(user)
