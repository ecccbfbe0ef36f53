#!/usr/bin/env node
// Application upload benchmark: a production server (scripts/server.mjs, as `npm start` runs it)
// on a throwaway database with the seed and one job, then
//  1. BENCH_SUBMISSIONS (100) sequential short applications to POST /api/bewerbung, each with a
//     5 MB PDF as the CV (after BENCH_WARMUP (5)): latency p50/p95/max, and the server's resident
//     memory sampled every ten submissions. Targets: p95 < 500 ms on loopback; memory flat (grows
//     by less than 64 MB from the first sample to the last: the uploads are streamed, not buffered).
//  2. BENCH_FUZZ (1000) broken or hostile multipart bodies (bench/multipart-fuzz.mjs) over raw HTTP:
//     targets 0 answers >= 500 and nothing stored (no application row, no file in the store).
//
//   node bench/applications.mjs     Options: BENCH_PORT (3093), BENCH_PG_PORT (54344),
//     BENCH_DIST_DIR (.next-bench; built when missing, BENCH_REBUILD=1 builds anew; .next-e2e reuses
//     the browser tests' build), BENCH_SUBMISSIONS, BENCH_WARMUP, BENCH_FUZZ, BENCH_CV_MB (5)
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createFreshDatabase } from '../scripts/embedded-pg.mjs'
import { seedJobs } from './jobs.mjs'
import { fuzzCase } from './multipart-fuzz.mjs'
import { benchSiteEnv, buildUnlessBuilt, createCleanups, migrateAndSeed, runMain, startServer, throwawayPostgres } from './support.mjs'

const PORT = Number(process.env.BENCH_PORT || 3093)
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS || 100)
const WARMUP = Number(process.env.BENCH_WARMUP || 5)
const FUZZ = Number(process.env.BENCH_FUZZ || 1000)
const CV_BYTES = Number(process.env.BENCH_CV_MB || 5) * 1024 * 1024
const distDir = process.env.BENCH_DIST_DIR || '.next-bench'

const { cleanups, cleanup } = createCleanups()
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** Resident memory of a process and its children, in MB (Linux /proc). */
function treeRssMB(pid) {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  let kb = 0
  const visit = (p) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0)
    } catch {
      return
    }
    for (const child of children.get(p) ?? []) visit(child)
  }
  visit(pid)
  return Math.round(kb / 1024)
}

/** One POST over a fresh connection; resolves with the status, or the socket error's code. */
function post(pathName, { contentType, body, ip, accept = 'application/json' }) {
  return new Promise((resolve) => {
    const headers = { 'Content-Length': String(body.length), Accept: accept, 'X-Forwarded-For': ip, Connection: 'close' }
    if (contentType) headers['Content-Type'] = contentType
    const request = http.request({ host: '127.0.0.1', port: PORT, path: pathName, method: 'POST', headers }, (response) => {
      const chunks = []
      response.on('data', (c) => chunks.push(c))
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }))
      response.on('error', (error) => resolve({ status: response.statusCode, error: error.code }))
    })
    // the server may answer and close before the body is sent (413, 400): that answer counts
    request.on('error', (error) => resolve({ status: 0, error: error.code || error.message }))
    request.end(body)
  })
}

function multipart(fields, files) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  for (const f of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) }
}

const pdf = (size) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 16, 0x20), Buffer.from('\n%%EOF\n')])

async function main() {
  const server = await throwawayPostgres('bench-applications-', Number(process.env.BENCH_PG_PORT || 54344), cleanups)
  const databaseUrl = await createFreshDatabase(server.url, 'site_bench_applications')
  const filesDir = path.join(server.tmp, 'application-files')
  const env = {
    ...benchSiteEnv({ databaseUrl, serverUrl: `http://localhost:${PORT}` }),
    NEXT_DIST_DIR: distDir,
    PORT: String(PORT),
    APPLICATION_FILES_DIR: filesDir,
    // the bench is the one trusted proxy: each submission its own client address (per-client limit)
    TRUSTED_PROXY_HOPS: '1',
  }
  let started = Date.now()
  migrateAndSeed(env)
  await seedJobs(databaseUrl, 1)
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  cleanups.push(() => db.end())
  const jobId = (await db.query(`SELECT id FROM jobs WHERE slug = 'bench-1'`)).rows[0].id
  console.log(`[bench] migrated and seeded in ${Date.now() - started} ms`)

  buildUnlessBuilt(distDir, env)
  const { server: app, log } = await startServer({ env: env, readyUrl: `http://127.0.0.1:${PORT}/api/health`, cleanups })

  // 1. submissions with a CV
  const cv = pdf(CV_BYTES)
  let client = 0
  const submitOne = async () => {
    const { contentType, body } = multipart(
      {
        jobId: String(jobId),
        firstName: 'Bench',
        lastName: 'Bewerberin',
        email: `bench${client}@example.org`,
        privacyAccepted: 'on',
        sourcePage: '/stellenangebote/bench-1/bewerben',
      },
      [{ field: 'cv', name: 'Lebenslauf.pdf', data: cv }],
    )
    const ip = `10.1.${(++client >> 8) & 255}.${client & 255}`
    const t0 = process.hrtime.bigint()
    const answer = await post('/api/bewerbung', { contentType, body, ip })
    const ms = Number(process.hrtime.bigint() - t0) / 1e6
    if (answer.status !== 200) throw new Error(`submission answered ${answer.status}: ${answer.body ?? answer.error}`)
    return ms
  }
  for (let i = 0; i < WARMUP; i++) await submitOne()
  const rss = [treeRssMB(app.pid)]
  const times = []
  for (let i = 1; i <= SUBMISSIONS; i++) {
    times.push(await submitOne())
    if (i % 10 === 0) rss.push(treeRssMB(app.pid))
  }
  times.sort((a, b) => a - b)
  const storedAfterSubmissions = Number((await db.query('SELECT count(*) FROM applications')).rows[0].count)
  const submissions = {
    count: SUBMISSIONS,
    cvMB: CV_BYTES / 1024 / 1024,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1),
    rssMB: rss,
    rssGrowthMB: rss.at(-1) - rss[0],
    stored: storedAfterSubmissions,
  }
  console.log(
    `\nShort applications with a ${submissions.cvMB} MB PDF, ${SUBMISSIONS} sequential after ${WARMUP} warm-up (${os.cpus().length} CPU cores): ` +
      `p50 ${submissions.p50.toFixed(1)} ms, p95 ${submissions.p95.toFixed(1)} ms, max ${submissions.max.toFixed(1)} ms; ` +
      `server RSS MB every 10: ${rss.join(' ')} (growth ${submissions.rssGrowthMB} MB); stored ${storedAfterSubmissions}`,
  )

  // 2. fuzzing
  const countFiles = () =>
    fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true }).filter((e) => fs.statSync(path.join(filesDir, String(e))).isFile()).length : 0
  const filesBefore = countFiles()
  const statuses = {}
  const serverErrors = []
  started = Date.now()
  for (let i = 0; i < FUZZ; i++) {
    const c = fuzzCase(i, { jobId })
    const answer = await post('/api/bewerbung', {
      contentType: c.contentType,
      body: c.body,
      ip: `10.2.${(i >> 8) & 255}.${i & 255}`,
      accept: i % 2 ? 'application/json' : 'text/html',
    })
    const key = answer.status ? String(answer.status) : `closed (${answer.error})`
    statuses[key] = (statuses[key] ?? 0) + 1
    if (answer.status >= 500 || answer.status === 200) serverErrors.push(`#${i} ${c.kind}: ${answer.status}`)
  }
  const fuzz = {
    bodies: FUZZ,
    seconds: (Date.now() - started) / 1000,
    statuses,
    serverErrors: serverErrors.length,
    examples: serverErrors.slice(0, 5),
    storedApplications: Number((await db.query('SELECT count(*) FROM applications')).rows[0].count) - storedAfterSubmissions,
    storedFiles: countFiles() - filesBefore,
  }
  console.log(
    `Fuzzing: ${FUZZ} bodies in ${fuzz.seconds.toFixed(1)} s, answers ${JSON.stringify(statuses)}; 5xx or accepted: ${fuzz.serverErrors}; stored applications ${fuzz.storedApplications}, files ${fuzz.storedFiles}`,
  )
  for (const line of fuzz.examples) console.log(`  ${line}`)
  if (/\b(TypeError|ReferenceError|Unhandled)\b/.test(log.join(''))) console.log(`[bench] the server log shows errors:\n${log.join('').slice(-3000)}`)

  const ok = submissions.p95 < 500 && submissions.rssGrowthMB < 64 && fuzz.serverErrors === 0 && fuzz.storedApplications === 0 && fuzz.storedFiles === 0
  console.log(`BENCH ${JSON.stringify({ ok, submissions, fuzz })}`)
  if (!ok) process.exitCode = 1
}

runMain(main, cleanup)
