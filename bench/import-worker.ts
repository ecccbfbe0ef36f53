// Runs one feed import inside `payload run` (see bench/import.mjs) and prints its figures.
import config from '@payload-config'
import { getPayload } from 'payload'
import { siteSettingsSeed } from '@/seed/settings'
import { runFeedImport } from '@/features/feed/import'

let peak = process.memoryUsage.rss()
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20) // rss() alone: memoryUsage() also walks the V8 heap, which cost the import ~0.1 s of CPU

const payload = await getPayload({ config })
if (process.env.BENCH_FRESH_SETTINGS) {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettingsSeed, feedUrls: [{ url: process.env.BENCH_FEED_URL! }] },
    context: { disableRevalidate: true },
  })
}
const baseline = process.memoryUsage.rss()
const cpu = process.cpuUsage()
const result = await runFeedImport(payload, { trigger: 'manual', timeoutMs: 60_000 })
const { user, system } = process.cpuUsage(cpu) // this process only (PostgreSQL's work is not in it)
peak = Math.max(peak, process.memoryUsage.rss())
clearInterval(sampler)
console.log(
  `BENCH ${JSON.stringify({ ...result, cpuMs: Math.round((user + system) / 1000), peakRssMB: Math.round(peak / 1e6), baselineRssMB: Math.round(baseline / 1e6) })}`,
)
await payload.destroy()
process.exit(0)
