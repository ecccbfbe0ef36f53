/**
 * Next calls register() once when the server starts. Initialising Payload here (with crons)
 * starts jobs.autoRun, so the scheduled feed import runs in `npm run dev` and `npm start`
 * without waiting for the first request. Skipped during `next build` and when a separate
 * worker runs the jobs (JOBS_AUTORUN=false).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return // the edge runtime cannot load the settings module
  const { env } = await import('@/env')
  const { JOBS_AUTORUN, NEXT_PHASE } = env() // reports invalid settings once, at boot
  if (!JOBS_AUTORUN || NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  try {
    await getPayload({ config, cron: true })
  } catch (error) {
    // The site still serves pages; the admin shows the error on first use.
    console.error('[jobs] Payload could not start the job runner at boot:', error)
  }
}
