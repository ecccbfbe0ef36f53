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
import { formalGerman } from './src/features/admin-i18n/de'
import { badInputAfterError } from './src/features/api-guard'
import { References } from './src/collections/References'
import { Users } from './src/collections/Users'
import { SiteSettings } from './src/globals/SiteSettings'
import { tasks } from './src/tasks'
import { runJobsOnce } from './src/features/queue/singleRunner'
import { keepConnectionErrorsQuiet } from './src/features/db'
import { env, siteUrl } from './src/env'
import { migrations } from './migrations'
import { ADMIN_VIEWS } from './src/lib/paths'
import { trustedOrigins } from './src/features/ops/lib/productionConfig'
import { logger } from './src/lib/log/index.mjs'
import { adminSession } from './src/features/staff-auth/access'
import { requireSecondFactor } from './src/features/staff-auth/gate'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const settings = env() // validated once here: every process (site, worker, CLI) loads this config

if (settings.NODE_ENV === 'production' && !settings.PAYLOAD_SECRET) {
  throw new Error('PAYLOAD_SECRET must be set in production')
}

// requireSecondFactor: on the built config, so Payload's own collections and endpoints are covered too
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
    routes: { unauthorized: ADMIN_VIEWS.twoFactor },
    components: {
      afterNavLinks: [
        {
          path: '/components/admin/AdminNavLink.client#AdminNavLink',
          clientProps: { view: 'syncJobs', label: 'Stellenangebote synchronisieren', id: 'nav-sync-jobs' },
        },
        { path: '/components/admin/AdminNavLink.client#AdminNavLink', clientProps: { view: 'help', label: 'Hilfe', id: 'nav-help' } },
      ],
      providers: ['/features/staff-auth/components/HostCheck.client#HostCheck', '/features/admin-i18n/components/GermanLabels.client#GermanLabels'],
      // the firm's logo and name from the site settings, not Payload's
      graphics: { Logo: '/components/admin/AdminBrand#AdminLogo', Icon: '/components/admin/AdminBrand#AdminIcon' },
      beforeDashboard: ['/features/admin-dashboard/components/Dashboard#Dashboard'],
      afterDashboard: ['/features/job-alerts/components/JobAlertsCount#JobAlertsCount'],
      views: {
        syncJobs: {
          Component: '/features/feed/components/SyncJobsView#SyncJobsView',
          path: ADMIN_VIEWS.syncJobs,
          meta: { title: 'Stellenangebote synchronisieren' },
        },
        help: {
          Component: '/features/admin-help/components/HelpView#HelpView',
          path: ADMIN_VIEWS.help,
          meta: { title: 'Hilfe' },
        },
        unauthorized: {
          Component: '/features/staff-auth/components/TwoFactorView#TwoFactorView',
          path: ADMIN_VIEWS.twoFactor,
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
    translations: { de: { ...formalGerman, ...redirectsTranslationsDe } },
  },
  secret: settings.PAYLOAD_SECRET ?? 'dev-secret-change-me',
  // Types are regenerated by `npm run generate:types` (and checked in CI), and by the dev server when
  // the config changes. Elsewhere every start outside production (tests, the seed, the import CLI, the
  // benches) would spawn a generator in the background: seconds of CPU beside the work, and a rewrite
  // of the committed file.
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    autoGenerate: process.env.NODE_ENV === 'development' && !process.env.VITEST,
  },
  // Nothing uses GraphQL (the admin speaks REST): off, so it is neither a door nor a schema map.
  graphQL: { disable: true },
  // A German site sends no usage data anywhere without saying so.
  telemetry: false,
  // the app's own pino logger (JSON lines), so Payload's lines and ours share one format
  logger,
  onInit: (payload) => {
    // a lost database connection fails its statement instead of ending the process
    keepConnectionErrorsQuiet(payload)
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
    // the REST queue endpoints (run, queue, cancel): admins past the second factor; the runner itself needs none
    access: { run: adminSession, queue: adminSession, cancel: adminSession },
    enableConcurrencyControl: true,
    deleteJobOnComplete: true,
    // Runs queued and scheduled jobs (feed import every FEED_IMPORT_CRON) inside `npm run dev` /
    // `npm start` once Payload is initialised (src/instrumentation.ts). JOBS_AUTORUN=false leaves
    // that to a separate `npm run worker` process.
    autoRun: !settings.JOBS_AUTORUN ? undefined : [{ cron: settings.JOBS_AUTORUN_CRON, queue: 'default', limit: 10 }],
  },
  plugins,
}).then(requireSecondFactor)
