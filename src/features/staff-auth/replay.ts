import type { Payload } from 'payload'
import { hashRecoveryCode } from '@/features/staff-auth/lib/recoveryCodes'

/**
 * One use per code, decided by PostgreSQL in a single conditional UPDATE: of two sessions that send
 * the same code at the same moment exactly one changes the row, the other finds the condition
 * already false. (A read followed by a write would let both pass between them.)
 */

/** Records the TOTP time step as used; false when this step or a later one was used already. */
export async function claimTotpStep(payload: Payload, userId: number | string, step: number): Promise<boolean> {
  const { rowCount } = await payload.db.pool.query(
    'UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id',
    [userId, step],
  )
  return rowCount === 1
}

/** Removes the recovery code from the user's unused ones; the number left, or null when it was not among them. */
export async function claimRecoveryCode(payload: Payload, userId: number | string, input: string): Promise<number | null> {
  const hash = hashRecoveryCode(input)
  if (!hash) return null
  const { rows } = await payload.db.pool.query<{ left: number }>(
    `UPDATE users SET recovery_codes = recovery_codes - $2::text
     WHERE id = $1 AND jsonb_typeof(recovery_codes) = 'array' AND recovery_codes @> jsonb_build_array($2::text)
     RETURNING jsonb_array_length(recovery_codes) AS left`,
    [userId, hash],
  )
  return rows.length === 1 ? Number(rows[0].left) : null
}
