import { NotFound, type AfterErrorHook, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

/** A PostgreSQL serial id: digits, at most the largest `integer`. */
const isSerialId = (id: unknown) => /^\d{1,10}$/.test(String(id)) && Number(id) <= 2_147_483_647

/** At most this many documents per REST/GraphQL list request (the admin's largest page size is 100). */
export const API_MAX_LIMIT = 100

/**
 * Payload 3.90 has no `maxLimit`, and an id that is not a number reached PostgreSQL and came back
 * as a 500. For requests from outside (REST, GraphQL) this caps list sizes and forces pagination;
 * for every caller a malformed id is simply not found (404).
 */
const guardApiArgs: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const a = args as { id?: unknown; limit?: number; pagination?: boolean }
  if ((operation === 'read' || operation === 'update' || operation === 'delete') && a.id !== undefined && !isSerialId(a.id)) {
    throw new NotFound(req.t)
  }
  if (operation === 'read' && req.payloadAPI !== 'local' && a.id === undefined) {
    a.pagination = true
    const limit = Number(a.limit)
    a.limit = Number.isInteger(limit) && limit > 0 ? Math.min(limit, API_MAX_LIMIT) : limit === 0 ? API_MAX_LIMIT : 10
  }
  return args
}

/** Adds the guard to a collection (numeric ids: every collection here uses PostgreSQL serial ids). */
export function withApiGuard(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [guardApiArgs, ...(collection.hooks?.beforeOperation ?? [])] } }
}

/**
 * A query PostgreSQL cannot even compare (a NUL byte, text in a number column, a number past the
 * column's range: SQLSTATE class 22, "data exception") is the caller's mistake, not ours: 400
 * instead of Payload's 500, for every REST path and filter.
 */
export const badInputAfterError: AfterErrorHook = ({ error }) => {
  const code = String((error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code ?? '')
  if (/^22[0-9A-Z]{3}$/.test(code)) return { status: 400, response: { errors: [{ message: 'Die Anfrage enthält ungültige Werte.' }] } }
}
