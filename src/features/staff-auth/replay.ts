import type { Payload } from 'payload'
import { query, users } from '@/features/db'
import { hashRecoveryCode } from '@/features/staff-auth/lib/recoveryCodes'

/**
 * One use per code, decided by PostgreSQL in a single conditional UPDATE: of two sessions that send
 * the same code at the same moment exactly one changes the row, the other finds the condition
 * already false. (A read followed by a write would let both pass between them.)
 */

/** Records the TOTP time step as used; false when this step or a later one was used already. */
export async function claimTotpStep(payload: Payload, userId: number | string, step: number): Promise<boolean> {
  const { totpLastStep: last } = users
  const { rowCount } = await query(
    payload,
    `UPDATE ${users} SET ${last} = $2 WHERE ${users.id} = $1 AND (${last} IS NULL OR ${last} < $2) RETURNING ${users.id}`,
    [userId, step],
  )
  return rowCount === 1
}

/** Removes the recovery code from the user's unused ones; the number left, or null when it was not among them. */
export async function claimRecoveryCode(payload: Payload, userId: number | string, input: string): Promise<number | null> {
  const hash = hashRecoveryCode(input)
  if (!hash) return null
  const { recoveryCodes: codes } = users
  const { rows } = await query<{ left: number }>(
    payload,
    `UPDATE ${users} SET ${codes} = ${codes} - $2::text
     WHERE ${users.id} = $1 AND jsonb_typeof(${codes}) = 'array' AND ${codes} @> jsonb_build_array($2::text)
     RETURNING jsonb_array_length(${codes}) AS left`,
    [userId, hash],
  )
  return rows.length === 1 ? Number(rows[0].left) : null
}
