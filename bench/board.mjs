#!/usr/bin/env node
// Job board benchmark: seeds 5,000 jobs, then measures the board's server response time (p50/p95)
// for an unfiltered and a filtered request, 200 sequential requests each after a warm-up, and the
// HTML bytes sent. Targets: p95 < 100 ms, HTML < 150 KB.
//
//   node bench/board.mjs                  throwaway embedded PostgreSQL + production build in .next-bench
//   DATABASE_URL=postgres://… node bench/board.mjs   a fresh database `site_bench` on that server
//   BASE_URL=http://localhost:3000 node bench/board.mjs   measure a running production server as is
//                                            (seed it first, e.g. with BENCH_SEED_ONLY=1 and its DATABASE_URL)
// Options: BENCH_JOBS (5000), BENCH_REQUESTS (200), BENCH_WARMUP (30), BENCH_PORT (3099), BENCH_PG_PORT (54339),
//          BENCH_REBUILD=1 forces `next build`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createFreshDatabase } from '../scripts/embedded-pg.mjs'
import { bin, createCleanups, root, run, throwawayPostgres, waitForHttp } from './support.mjs'

const JOBS = Number(process.env.BENCH_JOBS || 5000)
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200)
const WARMUP = Number(process.env.BENCH_WARMUP || 30)
const PORT = Number(process.env.BENCH_PORT || 3099)
const distDir = '.next-bench'

const { cleanups, cleanup } = createCleanups()

const CITIES = ['München', 'Hamburg', 'Berlin', 'Köln', 'Düsseldorf', 'Frankfurt am Main', 'Stuttgart', 'Nürnberg', 'Dresden', 'Leipzig', 'Sylt', 'Lübeck', 'Rostock', 'Bad Tölz', 'Garmisch-Partenkirchen', 'Freiburg im Breisgau', 'Konstanz', 'Heidelberg', 'Würzburg', 'Regensburg', 'Passau', 'Bremen', 'Hannover', 'Münster', 'Stade', 'Lüneburg', 'Oberstdorf', 'Baden-Baden', 'Potsdam', 'Weimar']
const DEPARTMENTS = ['Küche', 'Service', 'Front Office', 'Management', 'Food & Beverage', 'Housekeeping', 'Revenue & Sales', 'Spa & Wellness', 'Bankett', 'Verpachtung']
const TITLES = ['Koch (m/w/d)', 'Küchenchef (m/w/d)', 'Sous Chef (m/w/d)', 'Chef de Partie (m/w/d)', 'Restaurantleiter (m/w/d)', 'Hoteldirektor (m/w/d)', 'Rezeptionist (m/w/d)', 'Front Office Manager (m/w/d)', 'F&B Manager (m/w/d)', 'Revenue Manager (m/w/d)', 'Hausdame (m/w/d)', 'Spa Manager (m/w/d)', 'Bankettleiter (m/w/d)', 'Barkeeper (m/w/d)', 'Pächter (m/w/d) für Gasthof']
const TYPES = ['Vollzeit', 'Teilzeit']

/** 5,000 realistic jobs in one INSERT … SELECT (descriptions ~1 KB of HTML, like the feed's). */
async function seedJobs(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`DELETE FROM jobs WHERE slug LIKE 'bench-%'`)
    await client.query(
      `INSERT INTO jobs (title, company, location, department, employment_type, description, requirements, benefits, salary,
                         publish_date, apply_url, slug, source, external_id, updated_at, created_at)
       SELECT ($1::text[])[1 + i % array_length($1::text[], 1)],
              'Hotel ' || substr(md5(i::text), 1, 8) || ' GmbH',
              ($2::text[])[1 + (i * 7) % array_length($2::text[], 1)],
              ($3::text[])[1 + (i * 3) % array_length($3::text[], 1)],
              ($4::text[])[1 + i % 2],
              '<p>Für unser Haus suchen wir zum nächstmöglichen Zeitpunkt eine engagierte Persönlichkeit, die mit Leidenschaft und Erfahrung unser Team verstärkt. ' ||
              'Referenz ' || md5(i::text) || '.</p><p>Sie verantworten die täglichen Abläufe, führen Ihr Team motivierend und sorgen für zufriedene Gäste. ' ||
              'Gemeinsam mit der Direktion entwickeln Sie Konzepte weiter und achten auf Qualität, Kosten und Nachhaltigkeit.</p>' ||
              '<ul><li>Planung und Organisation</li><li>Führung und Schulung der Mitarbeitenden</li><li>Qualitätssicherung nach HACCP</li></ul>' ||
              '<p>' || ($4::text[])[1 + i % 2] || '</p><p>40 Stunden pro Woche</p><p>unbefristet</p><p>Frühester Beginn: sofort</p>',
              '<ul><li>Abgeschlossene Ausbildung in Hotellerie oder Gastronomie</li><li>Mehrjährige Berufserfahrung</li><li>Gute Deutsch- und Englischkenntnisse</li></ul>',
              '<ul><li>Unbefristeter Vertrag</li><li>30 Tage Urlaub</li><li>Mitarbeiterzimmer</li></ul>',
              (40000 + (i % 30) * 1000)::text || ' € p. a.',
              now() - (i % 90) * interval '1 day' - (i % 1440) * interval '1 minute',
              'https://bewerbung.example.com/apply?id=bench-' || i,
              'bench-' || i, 'feed', 'bench-' || i, now(), now()
       FROM generate_series(1, $5::int) AS i`,
      [TITLES, CITIES, DEPARTMENTS, TYPES, JOBS],
    )
  } finally {
    await client.end()
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function measure(baseUrl, label, pathAndQuery) {
  const url = `${baseUrl}${pathAndQuery}`
  for (let i = 0; i < WARMUP; i++) await (await fetch(url)).arrayBuffer()
  const times = []
  let bytes = 0
  let status = 0
  for (let i = 0; i < REQUESTS; i++) {
    const started = process.hrtime.bigint()
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    const body = await response.arrayBuffer()
    times.push(Number(process.hrtime.bigint() - started) / 1e6)
    bytes = body.byteLength
    status = response.status
  }
  const html = await (await fetch(url)).text()
  if (process.env.BENCH_DUMP) fs.writeFileSync(path.join(process.env.BENCH_DUMP, `${label.replace(/\W+/g, '-')}.html`), html)
  const cards = (html.match(/data-job-card=/g) || []).length
  times.sort((a, b) => a - b)
  return { label, path: pathAndQuery, status, cards, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), bytes }
}

async function main() {
  let baseUrl = process.env.BASE_URL?.replace(/\/$/, '')
  let databaseUrl = process.env.DATABASE_URL

  if (!baseUrl || process.env.BENCH_SEED_ONLY) {
    if (!databaseUrl) {
      const server = await throwawayPostgres('bench-board-', Number(process.env.BENCH_PG_PORT || 54339), cleanups)
      databaseUrl = await createFreshDatabase(server.url, 'site_bench')
    } else if (!process.env.BENCH_SEED_ONLY) {
      databaseUrl = await createFreshDatabase(databaseUrl, 'site_bench') // never the app's own database
    }
    const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret' }
    let started = Date.now()
    const migrated = run(bin('payload'), ['migrate'], env)
    if (process.env.BENCH_VERBOSE) console.log(migrated)
    run(bin('payload'), ['run', 'src/seed/run.ts'], env)
    await seedJobs(databaseUrl)
    console.log(`[bench] migrated, seeded and inserted ${JOBS} jobs in ${Date.now() - started} ms`)
    if (process.env.BENCH_SEED_ONLY) return

    const buildEnv = { ...env, NEXT_DIST_DIR: distDir, NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: `http://localhost:${PORT}` }
    if (process.env.BENCH_REBUILD || !fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
      started = Date.now()
      run(bin('next'), ['build'], buildEnv)
      console.log(`[bench] next build in ${Date.now() - started} ms`)
    }
    // a data cache left by an earlier run would show its jobs, not these
    fs.rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
    const server = spawn(bin('next'), ['start', '--port', String(PORT)], { cwd: root, env: buildEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    const log = []
    server.stdout.on('data', (d) => log.push(String(d)))
    server.stderr.on('data', (d) => log.push(String(d)))
    cleanups.push(async () => {
      server.kill('SIGTERM')
      await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)))
    })
    baseUrl = `http://localhost:${PORT}`
    try {
      await waitForHttp(`${baseUrl}/bewerbende`, 120_000, server)
    } catch (error) {
      throw new Error(`${error.message}\n${log.join('')}`)
    }
  }

  const scenarios = [
    ['unfiltered', '/bewerbende'],
    ['filtered', `/bewerbende?q=${encodeURIComponent('KOCH')}&ort=${encodeURIComponent('München')}&sort=title`],
    ['filtered, page 3, desc', `/stellenangebote?bereich=Service&sort=location&order=desc&seite=3`],
    ['detail', '/stellenangebote/bench-4711'],
  ]
  const results = []
  for (const [label, url] of scenarios) results.push(await measure(baseUrl, label, url))

  console.log(`\nJob board, ${JOBS} jobs, ${REQUESTS} sequential requests per row after ${WARMUP} warm-up requests (${os.cpus().length} CPU cores)\n`)
  console.log('scenario                  status  cards   p50 ms   p95 ms   max ms   HTML KB  p95<100ms  HTML<150KB')
  for (const r of results) {
    console.log(
      `${r.label.padEnd(25)} ${String(r.status).padStart(6)} ${String(r.cards).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)} ${(r.bytes / 1024).toFixed(1).padStart(9)}  ${(r.p95 < 100 ? 'yes' : 'NO').padStart(9)}  ${(r.bytes < 150 * 1024 ? 'yes' : 'NO').padStart(10)}`,
    )
  }
  // keep the server up for a look (screenshots) before cleaning up
  if (process.env.BENCH_HOLD) await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_HOLD) * 1000))
  return results
}

main()
  .then(cleanup)
  .catch(async (error) => {
    console.error(error)
    await cleanup()
    process.exit(1)
  })
