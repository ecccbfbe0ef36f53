import type { Payload } from 'payload'
import { query } from '@/features/db'

const CHECK_TIMEOUT_MS = 2000

/** Whether the database answers a trivial query within two seconds (for /api/health). */
export async function databaseHealthy(payload: Payload): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  try {
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)))
    await Promise.race([query(payload, 'SELECT 1'), timeout])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
