import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

/**
 * The generated first admin login for `npm run dev` on a fresh machine, kept in a mode-600 file
 * only while it is still valid: once the admin changed the password (or the account is gone) the
 * file is deleted. The password is never written to a log; `scripts/dev.mjs` shows it.
 */
export function saveAdminLogin(file: string, login: { email: string; password: string }) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${login.email}\n${login.password}\n`, { mode: 0o600 })
}

async function stillValid(payload: Payload, email: string, password: string): Promise<boolean> {
  const user = (await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })) as { hash?: string; salt?: string } | null
  if (!user?.hash || !user.salt) return false
  // Payload's local strategy (auth/strategies/local): PBKDF2-SHA256, current or legacy parameters
  const CURRENT = 'pbkdf2-sha256-v1:'
  const [hash, iterations, keyLength] = user.hash.startsWith(CURRENT) ? [user.hash.slice(CURRENT.length), 600_000, 32] : [user.hash, 25_000, 512]
  const given = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, user.salt as string, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
  const stored = Buffer.from(hash, 'hex')
  return given.length === stored.length && crypto.timingSafeEqual(given, stored)
}

/** Deletes the login file when its password no longer works. */
export async function pruneAdminLogin(payload: Payload, file: string) {
  if (!fs.existsSync(file)) return
  const [email = '', password = ''] = fs.readFileSync(file, 'utf8').split('\n')
  if (!(await stillValid(payload, email, password))) fs.rmSync(file, { force: true })
}
