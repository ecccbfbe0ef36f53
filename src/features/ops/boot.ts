import type { SanitizedConfig } from 'payload'
import { env } from '@/env'
import { productionConfigProblems } from '@/features/ops/lib/productionConfig'
import { logEvent } from './log'

/**
 * What the Node server does once at start (see src/instrumentation.ts): refuse a production start
 * with missing settings, then initialise Payload with its crons, so jobs.autoRun runs the scheduled
 * feed import without waiting for the first request. Skipped during `next build` and when a
 * separate worker runs the jobs (JOBS_AUTORUN=false). The caller hands in the config, which lists
 * collections whose hooks call into ops: ops itself does not import it.
 */
export async function boot(loadConfig: () => Promise<SanitizedConfig>): Promise<void> {
  const { JOBS_AUTORUN, NEXT_PHASE, NODE_ENV } = env() // reports invalid settings once, at boot
  if (NODE_ENV === 'production' && NEXT_PHASE !== 'phase-production-build') {
    const problems = productionConfigProblems(process.env)
    if (problems.length) {
      for (const problem of problems) logEvent('error', 'config-problem', { problem })
      logEvent('error', 'config-refused', { reason: 'refusing to start in production; see README, "Environment variables"' })
      process.exit(1)
    }
  }
  if (!JOBS_AUTORUN || NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, config] = await Promise.all([import('payload'), loadConfig()])
  try {
    await getPayload({ config, cron: true })
  } catch (error) {
    // The site still serves pages; the admin shows the error on first use.
    logEvent('error', 'jobs-boot-failed', { error: (error as Error)?.message ?? String(error) })
  }
}
