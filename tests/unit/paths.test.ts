import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import {
  adminCollectionPath,
  adminDocumentPath,
  alertLink,
  ALERT_PATHS,
  applyPath,
  BOARD_PATH,
  BOARD_PATHS,
  candidatesSectionPath,
  homeSectionPath,
  jobPath,
  JOB_FEED_PATHS,
  pagePath,
  pagePreviewPath,
  publicPathname,
  sitePagePaths,
  withQuery,
} from '@/lib/paths'

describe('paths: the one URL builder', () => {
  it('builds the public addresses of pages, jobs and their application forms', () => {
    expect(pagePath('home')).toBe('/')
    expect(pagePath('ueber-uns')).toBe('/ueber-uns')
    expect(jobPath('koch-hamburg-12')).toBe('/stellenangebote/koch-hamburg-12')
    expect(jobPath('köchin/x')).toBe('/stellenangebote/k%C3%B6chin%2Fx')
    expect(applyPath('koch-hamburg-12')).toBe('/stellenangebote/koch-hamburg-12/bewerben')
    expect(BOARD_PATHS).toEqual(['/bewerbende', BOARD_PATH])
    expect(JOB_FEED_PATHS).toEqual({ rss: '/stellenangebote/feed.xml', xml: '/stellenangebote/jobs.xml' })
    expect(homeSectionPath('contact')).toBe('/#contact')
    expect(candidatesSectionPath('filter')).toBe('/bewerbende#filter')
    expect(pagePreviewPath('ueber-uns')).toBe('/api/preview?path=%2Fueber-uns')
    expect(publicPathname('/stellenboard/bewerbende/q1')).toBe('/bewerbende')
  })

  it('links into the admin below its route', () => {
    expect(adminCollectionPath('/admin', 'import-runs')).toBe('/admin/collections/import-runs')
    expect(adminCollectionPath('/verwaltung', 'pages', 7)).toBe('/verwaltung/collections/pages/7')
    expect(adminDocumentPath('applications', 12)).toBe('/admin/collections/applications/12')
  })

  it('adds query parameters without empty ones, and a signed token to the job alert links', () => {
    expect(withQuery(BOARD_PATH, { q: 'Koch & Küche', ort: '', bereich: null })).toBe('/stellenangebote?q=Koch+%26+K%C3%BCche')
    expect(withQuery(BOARD_PATH, '')).toBe('/stellenangebote')
    expect(alertLink('https://site.example', ALERT_PATHS.manage, 'a.b/c')).toBe('https://site.example/job-agent/verwalten?token=a.b%2Fc')
  })

  it('takes the CMS pages behind the fixed links from the data: a renamed slug moves the link, an unchosen page has none', () => {
    expect(sitePagePaths({ privacy: { slug: 'datenschutzerklaerung' }, imprint: { slug: 'impressum' }, about: 7, lease: null })).toEqual({
      privacy: '/datenschutzerklaerung',
      imprint: '/impressum',
    })
    expect(sitePagePaths(undefined)).toEqual({})
  })
})

/**
 * Literals that look like internal paths but are not links built past paths.ts: each names where
 * it is defined (a route's own segment, a Payload endpoint or admin view registered relative to
 * /api or /admin, the import map's component paths, editors' default link values and seed copy,
 * static files, file system paths, path parsing).
 */
const ALLOWED: Record<string, (string | RegExp)[]> = {
  'src/app/robots.ts': ['/api/media/file/', '/admin', '/api/'],
  'src/proxy.ts': [/^\/\(\(\?!_next/],
  'src/features/admin-help/components/HelpView.tsx': ['/admin-help/'],
  'src/components/site/iconSprite.ts': [/^\/i\.svg\?/],
  'src/collections/ContactRequests.ts': ['/export'],
  'src/collections/Applications/index.ts': ['/:id/download'],
  'src/features/staff-auth/endpoints.ts': ['/totp/setup', '/totp/confirm', '/totp/verify'],
  'src/features/staff-auth/passwordReset.ts': ['/forgot-password'],
  'src/env.ts': ['/stats/script.js', /^\/usr\//],
  'src/features/consent/lib/index.ts': ['/stats/script.js'],
  'src/features/ops/lib/envTemplate.ts': [/^\/var\//],
  'src/lib/metrics/index.mjs': ['/admin', '/admin/', '/api', '/api/', '/_next/'],
  'src/lib/content/ownOrigin.ts': ['/api/media/file/'],
  'src/lib/script-loading/index.mjs': ['/_next/static/chunks/'],
  'src/features/feed/lib/incremental.ts': [/lokal\.png/],
  'src/plugins/redirects.ts': [/alte-seite\.html/],
}
// Payload's import map names admin components by path (a file and its export)
const ALLOWED_ANYWHERE = [/^\/components\/admin\//, /^\/(components|features)\/[\w./-]+#\w+$/]
const SKIPPED = [/^src\/lib\/paths\.ts$/, /^src\/seed\//, /^src\/blocks\/[^/]+\/config\.ts$/, /^src\/app\/\(payload\)\//, /^src\/payload-types\.ts$/]

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : []
  })
}

/** Every string literal and template head in the file that starts like an internal path (a bare „/“ is too common to tell). */
function pathLiterals(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      if (/^\/[\w#?[(:.-]/.test(node.text) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) found.push(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('no internal path is built past paths.ts', () => {
  it('finds no hard-coded internal path in src outside paths.ts and the allowed definitions', () => {
    const root = process.cwd()
    const offenders = sourceFiles(path.join(root, 'src')).flatMap((file) => {
      const rel = path.relative(root, file).split(path.sep).join('/')
      if (SKIPPED.some((re) => re.test(rel))) return []
      const allowed = [...(ALLOWED[rel] ?? []), ...ALLOWED_ANYWHERE]
      return pathLiterals(file)
        .filter((text) => !allowed.some((a) => (typeof a === 'string' ? a === text : a.test(text))))
        .map((text) => `${rel}: ${text}`)
    })
    expect(offenders).toEqual([])
  })
})
