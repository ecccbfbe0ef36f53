import { z } from 'zod'
// relative, not '@/': next.config.ts loads this file without the path alias
import { logger } from './lib/log/index.mjs'

/**
 * Every environment variable the application reads, in one place: its type, its default and what
 * it means (the README's table is checked against this list by tests/unit/env.test.ts).
 *
 * To add a setting: add one entry below, read it with `env().NAME`, add its row to the README and
 * run `npm run generate:env-template` (deploy/site.env.example).
 *
 * An invalid value is reported once with an English log line and the default is used instead, so
 * a typo in one setting never takes the site down. Values are read on each call (tests and the
 * CLI set variables after start); `env()` is called once at start (instrumentation, Payload
 * config) so a wrong value is reported at boot.
 *
 * Exceptions that must read process.env themselves: NEXT_PUBLIC_* inside client components
 * (Next inlines only the literal `process.env.NEXT_PUBLIC_…` at build time), scripts/*.mjs (plain
 * Node, before TypeScript is loaded) and tests.
 */

const text = () => z.string().trim().min(1).optional()
const textOr = (fallback: string) => z.string().trim().min(1).default(fallback)
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback)
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(fallback)
const url = () => z.url({ protocol: /^https?$/ }).optional()

type Entry = { schema: z.ZodType; default: string; doc: string }
const entry = <S extends z.ZodType>(schema: S, defaultText: string, doc: string) => ({ schema, default: defaultText, doc })

export const ENV_VARS = {
  DATABASE_URL: entry(text(), 'unset: embedded PostgreSQL', 'PostgreSQL connection string, e.g. `postgres://user:pass@host:5432/site`'),
  EMBEDDED_PG_DIR: entry(text(), '`.data/pg`', 'where the embedded database keeps its files (scripts/embedded-pg.mjs)'),
  EMBEDDED_PG_PORT: entry(positiveInt(54329), '`54329`', 'port of the embedded database'),
  ALLOW_EMBEDDED_DB_IN_PRODUCTION: entry(
    flag(false),
    'unset',
    '`true`: let `npm start` run on the embedded database without `DATABASE_URL` (otherwise a production start refuses to; the embedded database is for development: one local folder, no backups)',
  ),
  PAYLOAD_SECRET: entry(text(), 'a development secret', 'signs logins; **required** in production'),
  NEXT_PUBLIC_SERVER_URL: entry(url(), '`http://localhost:3000`', 'public address (canonical links, sitemap, e-mails)'),
  PORT: entry(positiveInt(3000), '`3000`', 'port of `npm run dev` / `npm start`'),
  BIND_ADDRESS: entry(
    text(),
    'loopback (`127.0.0.1`) when `TRUSTED_PROXY_HOPS` > 0, else every interface',
    'address `npm start` listens on. Behind a proxy only the proxy may reach the app; set e.g. `0.0.0.0` only when the proxy runs on another machine, and then firewall the port to it (see Security and operations)',
  ),
  MEDIA_DIR: entry(text(), '`media/`', 'where uploads are stored'),
  SEED_ADMIN_EMAIL: entry(textOr('admin@example.com'), '`admin@example.com`', 'e-mail of the first admin user the seed creates'),
  SEED_ADMIN_PASSWORD: entry(text(), 'random', 'password of that admin user (at least 12 characters)'),
  SEED_ADMIN_TOTP_SECRET: entry(
    text(),
    'unset',
    'base32 TOTP secret the seed gives that admin (the browser tests use it); unset: the admin sets up the second factor at the first login',
  ),
  SMTP_HOST: entry(text(), 'unset: mails are printed to the console', 'SMTP server for contact mails'),
  SMTP_PORT: entry(positiveInt(587), '`587`', 'its port'),
  SMTP_SECURE: entry(flag(false), '`false`', '`true` for TLS from the start (port 465)'),
  SMTP_USER: entry(text(), 'unset', 'SMTP login'),
  SMTP_PASS: entry(text(), 'unset', 'SMTP password'),
  SMTP_FROM: entry(textOr('noreply@example.com'), '`noreply@example.com`', 'sender address of outgoing mails'),
  SMTP_FROM_NAME: entry(textOr('Website'), '`Website`', 'sender name of outgoing mails'),
  NEXT_PUBLIC_ANALYTICS_SRC: entry(
    text(),
    'unset: no analytics',
    'path of an analytics script **on our own origin** (e.g. `/stats/script.js`, proxy a hosted tool through the domain); loaded only after the visitor allowed „Statistik“. Read at build time (inlined into the client code)',
  ),
  FEED_IMPORT_CRON: entry(textOr('*/15 * * * *'), '`*/15 * * * *`', 'when the job-feed import is queued (cron, 5 or 6 fields)'),
  JOBS_AUTORUN: entry(flag(true), '`true`', '`false`: the site process runs no queued jobs; run `npm run worker` separately'),
  JOBS_AUTORUN_CRON: entry(textOr('* * * * *'), '`* * * * *`', 'how often the site process runs due and scheduled jobs (cron, 5 or 6 fields)'),
  FEED_FETCH_TIMEOUT_MS: entry(positiveInt(8000), '`8000`', 'time limit per feed mirror (download included)'),
  PAGE_WARMING_MAX: entry(
    z.coerce.number().int().min(0).default(6000),
    '`6000`',
    'after a feed import or an edit of a job, at most this many pages (sitemap, boards, job pages; changed jobs first) are rendered again in the background, one at a time, so crawlers find them cached; `0`: no warming',
  ),
  PAGE_WARMING_GAP_MS: entry(
    z.coerce.number().int().min(0).default(10),
    '`10`',
    'pause between two pages of that warming (besides waiting while visitors are being answered)',
  ),
  LOGO_FETCH_TIMEOUT_MS: entry(positiveInt(3000), '`3000`', 'time limit per source when a reference logo is fetched'),
  CONTACT_RETENTION_DAYS: entry(
    positiveInt(183),
    '`183`',
    'contact requests older than this many days are deleted by the daily task `purgeContactRequests` (03:00); the privacy policy promises at most six months',
  ),
  GEMINI_API_KEY: entry(text(), 'unset: local search answers', 'key for Gemini (AI job search); EU use only on the paid tier, no personal data is sent'),
  GEMINI_MODEL: entry(textOr('gemini-2.5-flash'), '`gemini-2.5-flash`', 'Gemini model'),
  GEMINI_TIMEOUT_MS: entry(positiveInt(8000), '`8000`', 'time limit of a model call (then the local search answers)'),
  GEMINI_BASE_URL: entry(url(), "Google's API", 'API address (a gateway, or a local stub in tests)'),
  GEMINI_MAX_CALLS_PER_MINUTE: entry(positiveInt(60), '`60`', 'model calls per minute for all visitors together'),
  AI_SEARCH_RATE_LIMIT: entry(positiveInt(10), '`10`', 'AI searches per visitor IP and minute (429 with a German message)'),
  AI_SEARCH_CACHE_MAX_MB: entry(positiveInt(4), '`4`', "megabytes the AI search's remembered answers may take in one process (500 answers at most)"),
  PAGE_MEMORY_MAX_MB: entry(positiveInt(16), '`16`', 'megabytes of page copies the production server keeps for a second (500 pages at most)'),
  FILTERED_BOARDS_MAX_MB: entry(
    positiveInt(16),
    '`16`',
    'megabytes of filtered job boards kept in memory for 60 s (200 at most; with `REDIS_URL` they are in Redis)',
  ),
  NEXT_CACHE_MAX_MEMORY_MB: entry(
    positiveInt(16),
    '`16`',
    "megabytes of Next's in-memory copy of its page and data cache (`cacheMaxMemorySize`); what is not in it is read from the cache on disk",
  ),
  JOB_ALERT_DIGEST_CRON: entry(
    textOr('0 6 * * *'),
    '`0 6 * * *`',
    'when the job-alert digests go out (each subscriber at most once per day or ISO week, only with news)',
  ),
  GOOGLE_INDEXING_CREDENTIALS: entry(
    text(),
    'unset: skipped',
    'service-account key (JSON) for the Google Indexing API; jobs published, changed or removed are notified (`URL_UPDATED` / `URL_DELETED`)',
  ),
  GOOGLE_INDEXING_BASE_URL: entry(url(), "Google's API", 'Indexing API address (a gateway, or a local stub in tests)'),
  GOOGLE_INDEXING_TOKEN_URL: entry(url(), "Google's OAuth token address", 'token address for the service account (a gateway, or a local stub in tests)'),
  TRUSTED_PROXY_HOPS: entry(
    z.coerce.number().int().min(0).max(10).default(0),
    '`0`',
    'how many reverse proxies in front of the site append to `X-Forwarded-For` (nginx with `$proxy_add_x_forwarded_for`: 1). The visitor’s address for rate limits is the entry that many places left of the socket address; anything further left was written by the client and is ignored (see Security)',
  ),
  CONTACT_MAILS_PER_HOUR: entry(
    positiveInt(100),
    '`100`',
    'contact mails sent to staff per hour from all visitors together; beyond it requests are still stored and accepted, and their mails wait for a later hour',
  ),
  FETCH_ALLOWED_HOSTS: entry(
    text(),
    'unset',
    'comma list of host names the server may fetch although they resolve to private, loopback or link-local addresses (feed mirrors, logo URLs), e.g. an ATS inside the company network. The tests list `127.0.0.1`',
  ),
  MAIL_LOG_ONLY: entry(
    flag(false),
    'unset',
    '`true`: run in production without SMTP on purpose (mails are not delivered; the log records only that a mail was due, never its content). Without it and without `SMTP_HOST` a production start refuses to run',
  ),
  REDIS_URL: entry(
    text(),
    'unset: caches and limits per process',
    'Redis for several instances (`redis://host:6379`): Next’s page and data cache, the proxy’s route-change counter and every rate limit (contact, AI search, model budget, login) are shared; see Production',
  ),
  S3_BUCKET: entry(
    text(),
    'unset: uploads in `MEDIA_DIR`',
    'S3-compatible bucket for uploads (Medien); set it with the other `S3_…` settings when several instances run',
  ),
  S3_REGION: entry(textOr('eu-central-1'), '`eu-central-1`', 'region of that bucket'),
  S3_ENDPOINT: entry(url(), 'unset: AWS', 'address of an S3-compatible service other than AWS (MinIO, Hetzner, Ceph …)'),
  S3_ACCESS_KEY_ID: entry(text(), 'unset', 'access key for the bucket'),
  S3_SECRET_ACCESS_KEY: entry(text(), 'unset', 'its secret'),
  S3_FORCE_PATH_STYLE: entry(flag(false), '`false`', '`true`: address the bucket as `endpoint/bucket` (most non-AWS services)'),
  APPLICATION_FILES_DIR: entry(
    text(),
    '`.data/application-files`',
    'private folder for the files of applications (never served by Next or nginx); with `S3_BUCKET` they go to that bucket under `application-files/` instead',
  ),
  APPLICATION_NOTIFICATIONS_PER_HOUR: entry(
    positiveInt(60),
    '`60`',
    'notification mails to staff about new applications per hour; beyond it they are sent later (every application is still accepted and confirmed)',
  ),
  PERSONIO_API_TOKEN: entry(
    text(),
    'unset: applications are forwarded by e-mail',
    'recruiting API token of Personio; with `PERSONIO_COMPANY_ID` applications for Personio jobs are forwarded through its recruiting API',
  ),
  PERSONIO_COMPANY_ID: entry(text(), 'unset', 'Personio company id (header `X-Company-ID`)'),
  PERSONIO_BASE_URL: entry(url(), '`https://api.personio.de`', 'address of Personio’s API (a local stub in tests)'),
  FRONT_LISTEN: entry(text(), '`8080`', 'where `npm run front` (the nginx front) listens: a port or `address:port`'),
  FRONT_UPSTREAMS: entry(text(), '`127.0.0.1:PORT`', 'comma list of app instances (`host:port`) the front passes requests to'),
  FRONT_DIR: entry(text(), 'a `site-front` folder in the system temp folder', 'the front’s folder: rendered configuration, pid, logs, temp files and cache'),
  BACKUP_DIR: entry(text(), '`backups/`', 'folder `npm run backup` writes its archives to (see Backups)'),
  PG_BIN_DIR: entry(
    text(),
    'unset: searched',
    'folder with `pg_dump`/`pg_restore` for `npm run backup`/`restore`; unset: the server’s major version from `/usr/lib/postgresql/<major>/bin` or `PATH`',
  ),
  METRICS_TOKEN: entry(
    text(),
    'unset: loopback only',
    'bearer token that lets Prometheus read `GET /api/metrics` from another machine (`Authorization: Bearer …`); without it only a request straight from the machine itself is answered (see Metrics and logs)',
  ),
  NODE_ENV: entry(
    z.enum(['development', 'production', 'test']).optional(),
    'set by Next / vitest',
    '`production` turns on secure cookies and the PAYLOAD_SECRET check',
  ),
  NEXT_RUNTIME: entry(text(), 'set by Next', '`nodejs` or `edge`: which runtime loaded the module'),
  NEXT_PHASE: entry(text(), 'set by Next', '`phase-production-build` during `next build`'),
  NEXT_DIST_DIR: entry(textOr('.next'), '`.next`', 'build folder (the browser tests build into `.next-e2e`)'),
  TEST_PG_PORT: entry(positiveInt(54330), '`54330`', 'port of the tests’ own PostgreSQL'),
  E2E_PORT: entry(positiveInt(3100), '`3100`', 'port of the site the browser tests start'),
  E2E_BASE_URL: entry(url(), 'unset', 'run the browser tests against a site you already started'),
  E2E_SKIP_BUILD: entry(text(), 'unset', 'any value: reuse the last `.next-e2e` build (see tests/support/appServer.ts)'),
  CHROMIUM_PATH: entry(textOr('/usr/bin/chromium'), '`/usr/bin/chromium`', 'browser for the browser tests'),
} satisfies Record<string, Entry>

type Vars = typeof ENV_VARS
export type Env = { [K in keyof Vars]: z.output<Vars[K]['schema']> }

const reported = new Set<string>()

/** Parses the given variables (process.env by default); an invalid value falls back to its default, reported once. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const out: Record<string, unknown> = {}
  for (const [name, { schema }] of Object.entries(ENV_VARS) as [string, Entry][]) {
    const raw = source[name]?.trim() ? source[name] : undefined // empty counts as unset
    const parsed = schema.safeParse(raw)
    if (parsed.success) {
      out[name] = parsed.data
      continue
    }
    const key = `${name}=${raw}`
    if (!reported.has(key)) {
      reported.add(key)
      // the name and the reason, not the value: a malformed URL may carry a password
      logger.warn(
        { event: 'env-invalid', variable: name, reason: parsed.error.issues[0]?.message },
        `${name} is invalid (${parsed.error.issues[0]?.message}); using the default`,
      )
    }
    out[name] = schema.parse(undefined)
  }
  return out as Env
}

/** The current settings. Cheap enough to call per request; see the file comment for why it is not cached. */
export const env = (): Env => readEnv()

/** The public address without a trailing slash (canonical links, sitemap, JSON-LD, e-mails, revalidation). */
export const siteUrl = (): string => (env().NEXT_PUBLIC_SERVER_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
