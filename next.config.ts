import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { addCompileHints } from './scripts/compile-hints.mjs'
import { env } from './src/env'
import { BOARD_PATH, CANDIDATES_PATH, HOME_PATH, pagePath } from './src/lib/paths'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

/** The old static site's addresses, still in bookmarks and search results: 308 Permanent Redirect. */
const legacyRedirects: [source: string, destination: string][] = [
  ['/ueber_uns.html', `${HOME_PATH}#about`],
  ...['/jobangebote.html', '/bewerber.html', '/bewerbende.html', '/bewerber'].map((source): [string, string] => [source, CANDIDATES_PATH]),
  ['/jobangebote', BOARD_PATH],
  // CMS pages at the slugs the seed gives them
  ['/unternehmen.html', pagePath('unternehmen')],
  ['/impressum.html', pagePath('impressum')],
  ['/datenschutz.html', pagePath('datenschutz')],
  ['/verpachtungen.html', pagePath('verpachtung')],
  ['/index.html', HOME_PATH],
]

const nextConfig: NextConfig = {
  // Browser tests build into their own folder so they never clobber a developer's build.
  distDir: env().NEXT_DIST_DIR,
  poweredByHeader: false,
  // Inlined also when unset (as ''), so the build drops the analytics loader from every page.
  env: { NEXT_PUBLIC_ANALYTICS_SRC: env().NEXT_PUBLIC_ANALYTICS_SRC ?? '' },
  // Next hashes every cached page's HTML character by character in JavaScript for its ETag: a
  // third of the production server's time per cached page (CPU profile of npm run bench). The
  // production server sets a native one instead (scripts/csp-response.mjs).
  generateEtags: false,
  // Server actions carry only the contact form: refuse larger bodies early (the action checks again).
  // Each route's modules load on its first request, not all at boot: the admin's and most route
  // handlers' (Turbopack gives every route handler its own copy of the chunk with Payload's config,
  // 3.4 MB of source in V8 each) stay out of memory until used. 30 MB less RSS after boot; the
  // first answer of a route takes up to 0.3 s longer (bench/crawl.mjs, a first-request probe).
  experimental: { serverActions: { bodySizeLimit: '64kb' }, globalNotFound: true, preloadEntriesOnStart: false },
  compiler: {
    // every build, also the tests' and the bench's: see the script
    runAfterProductionCompile: async ({ distDir }) => {
      console.log(`compile hints added to ${addCompileHints(distDir).length} first-load chunks (scripts/compile-hints.mjs)`)
    },
  },
  // Next's file-system cache, but the filtered job boards only briefly in memory (see the file)
  cacheHandler: path.resolve(dirname, 'src/features/cache/handler.mjs'),
  // Next's memory copy of that cache (50 MB by default): hot pages are answered from the server's
  // own page copies and the front anyway, and a miss here is a read from the disk's page cache.
  cacheMaxMemorySize: env().NEXT_CACHE_MAX_MEMORY_MB * 1024 * 1024,
  // loaded once at run time, kept out of the server bundles: the AI search's German word list,
  // prom-client (one module and registry per process for the bundled app and scripts/server.mjs),
  // and Payload with its server packages. Bundled, these were copied into each route group's
  // server chunks (eight copies of 7 MB), and V8 keeps every loaded chunk's source and code: the
  // largest part of the heap at boot (heap snapshot). Payload's own development setup loads them
  // unbundled the same way.
  serverExternalPackages: [
    '@zxcvbn-ts/language-de',
    'prom-client',
    'payload',
    '@payloadcms/db-postgres',
    '@payloadcms/email-nodemailer',
    '@payloadcms/plugin-redirects',
    'nodemailer',
    'google-auth-library',
    'rate-limiter-flexible',
  ],
  images: { localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }] },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // /admin and everything below it (including the sync page) stays out of search engines, also for non-HTML answers.
      { source: '/admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
      // the icon sprite: its address changes with its content (scripts/build-icon-sprite.mjs)
      { source: '/i.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // the script loader: the production server writes its address with a hash of its content (scripts/server.mjs)
      { source: '/after-paint.js', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ]
  },
  async redirects() {
    return legacyRedirects.map(([source, destination]) => ({ source, destination, permanent: true }))
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: { root: path.resolve(dirname) },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
