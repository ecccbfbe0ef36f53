import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { buildConfig } from 'payload'
import { createTransport } from 'nodemailer'
import sharp from 'sharp'

import { ApplicationDownloads, ApplicationFiles, Applications } from './src/collections/Applications'
import { ContactRequests } from './src/collections/ContactRequests'
import { ImportRuns } from './src/collections/ImportRuns'
import { JobAlerts } from './src/collections/JobAlerts'
import { revalidateJobsEndpoint } from './src/endpoints/revalidateJobs'
import { syncJobsEndpoint } from './src/endpoints/syncJobs'
import { overrideImportEndpoint } from './src/endpoints/overrideImport'
import { Jobs } from './src/collections/Jobs'
import { Media } from './src/collections/Media'
import { Pages } from './src/collections/Pages'
import { plugins, redirectsTranslationsDe } from './src/plugins'
import { badInputAfterError } from './src/features/api-guard'
import { References } from './src/collections/References'
import { Users } from './src/collections/Users'
import { SiteSettings } from './src/globals/SiteSettings'
import { tasks } from './src/tasks'
import { runJobsOnce } from './src/features/queue/singleRunner'
import { env, siteUrl } from './src/env'
import { migrations } from './migrations'
import { trustedOrigins } from './src/lib/ops/productionConfig'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = env() // validated once here: every process (site, worker, CLI) loads this config

if (settings.NODE_ENV === 'production' && !settings.PAYLOAD_SECRET) {
  throw new Error('PAYLOAD_SECRET must be set in production')
}

export default buildConfig({
  serverURL: settings.NEXT_PUBLIC_SERVER_URL ? siteUrl() : undefined,
  // Cookie-authenticated requests only from our own origin; never an empty list (see productionConfig).
  csrf: trustedOrigins(settings.NEXT_PUBLIC_SERVER_URL, String(settings.PORT)),
  cors: trustedOrigins(settings.NEXT_PUBLIC_SERVER_URL, String(settings.PORT)),
  admin: {
    user: Users.slug,
    avatar: 'default', // the gravatar default would contact a third party
    dateFormat: 'dd.MM.yyyy HH:mm',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' – Verwaltung', robots: 'noindex, nofollow' },
    // A logged-in user who has not passed the second factor may not use the admin; Payload sends
    // such a user to the „unauthorized“ route, which here asks for the code (or sets one up).
    routes: { unauthorized: '/zwei-faktor' },
    components: {
      afterNavLinks: ['/components/admin/SyncJobsNavLink.client#SyncJobsNavLink'],
      beforeDashboard: ['/components/admin/Dashboard#Dashboard'],
      afterDashboard: ['/components/admin/JobAlertsCount#JobAlertsCount'],
      views: {
        syncJobs: {
          Component: '/components/admin/SyncJobsView#SyncJobsView',
          path: '/sync-jobs',
          meta: { title: 'Jobs synchronisieren' },
        },
        unauthorized: {
          Component: '/components/admin/TwoFactorView#TwoFactorView',
          path: '/zwei-faktor',
          meta: { title: 'Zwei-Faktor-Anmeldung' },
        },
      },
    },
  },
  endpoints: [syncJobsEndpoint, overrideImportEndpoint, revalidateJobsEndpoint],
  hooks: { afterError: [badInputAfterError] },
  collections: [Pages, Jobs, References, ContactRequests, Applications, ApplicationFiles, ApplicationDownloads, JobAlerts, ImportRuns, Media, Users],
  globals: [SiteSettings],
  editor: lexicalEditor(),
  i18n: {
    supportedLanguages: { de },
    fallbackLanguage: 'de',
    translations: { de: redirectsTranslationsDe },
  },
  secret: settings.PAYLOAD_SECRET ?? 'dev-secret-change-me',
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  // node-postgres emits 'error' on the pool when PostgreSQL ends an idle connection (a restart, a
  // failover). Unheard, that event is an uncaught exception that ends the whole process; heard,
  // the pool simply opens a new connection on the next query.
  onInit: (payload) => {
    payload.db.pool?.on('error', (err) => payload.logger.warn({ err }, 'database connection lost; the next query reconnects'))
    // several instances and workers run the queue: each job and each schedule still runs once
    runJobsOnce(payload)
  },
  db: postgresAdapter({
    pool: { connectionString: settings.DATABASE_URL ?? '' },
    // Schema changes only through committed migrations (never push): see README.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  // Without SMTP settings mails are printed to the console (JSON transport): no network.
  email: nodemailerAdapter({
    defaultFromAddress: settings.SMTP_FROM,
    defaultFromName: settings.SMTP_FROM_NAME,
    skipVerify: true,
    transport: settings.SMTP_HOST
      ? createTransport({
          host: settings.SMTP_HOST,
          port: settings.SMTP_PORT,
          secure: settings.SMTP_SECURE,
          auth: settings.SMTP_USER ? { user: settings.SMTP_USER, pass: settings.SMTP_PASS } : undefined,
        })
      : createTransport({ jsonTransport: true }),
  }),
  sharp,
  jobs: {
    tasks,
    enableConcurrencyControl: true,
    deleteJobOnComplete: true,
    // Runs queued and scheduled jobs (feed import every FEED_IMPORT_CRON) inside `npm run dev` /
    // `npm start` once Payload is initialised (src/instrumentation.ts). JOBS_AUTORUN=false leaves
    // that to a separate `npm run worker` process.
    autoRun: !settings.JOBS_AUTORUN ? undefined : [{ cron: settings.JOBS_AUTORUN_CRON, queue: 'default', limit: 10 }],
  },
  plugins,
})
