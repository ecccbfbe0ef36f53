import fs from 'node:fs'
import path from 'node:path'
import { generate } from 'otplib'
import { inject } from 'vitest'
import { E2E_ADMIN } from './credentials'

/**
 * The server takes each TOTP time step once per account (and none older than the last one used),
 * as an attacker replaying a code must be refused. Tests that log in as the same account many
 * times therefore keep, for the whole run, the steps they used and the sessions they opened, in
 * the run's temporary folder (test files run one after another, each in its own module scope).
 */
type Ledger = { steps: Record<string, number>; sessions: Record<string, { token: string; secondFactor: string }> }

const STEP_SECONDS = 30
const ledgerFile = () => path.join(path.dirname(inject('mediaDir')), 'staff-logins.json')

function readLedger(): Ledger {
  try {
    return { steps: {}, sessions: {}, ...JSON.parse(fs.readFileSync(ledgerFile(), 'utf8')) }
  } catch {
    return { steps: {}, sessions: {} }
  }
}

function updateLedger(change: (ledger: Ledger) => void) {
  const ledger = readLedger()
  change(ledger)
  fs.writeFileSync(ledgerFile(), JSON.stringify(ledger))
}

/**
 * A code of a time step this run has not used for the secret yet: the current step, else the
 * next one (the server accepts one step ahead), else it waits until a step is free (< 30 s).
 */
export async function unusedTotpCode(secret = E2E_ADMIN.totpSecret): Promise<string> {
  const last = readLedger().steps[secret] ?? 0
  const step = Math.max(Math.floor(Date.now() / 1000 / STEP_SECONDS), last + 1)
  const wait = (step - 1) * STEP_SECONDS * 1000 - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 250))
  updateLedger((ledger) => {
    ledger.steps[secret] = step
  })
  return generate({ secret, epoch: step * STEP_SECONDS })
}

/** A session of this account that has passed the second factor earlier in the run, if any. */
export const savedSession = (email: string) => readLedger().sessions[email]

export function saveSession(email: string, session: { token: string; secondFactor: string }) {
  updateLedger((ledger) => {
    ledger.sessions[email] = session
  })
}
