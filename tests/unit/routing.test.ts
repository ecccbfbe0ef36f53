import { describe, expect, it } from 'vitest'
import { publicPathname } from '@/lib/paths'
import { classifyPath, filteredBoardPath, routeVerdict, type RouteTable } from '@/lib/routing'

describe('classifyPath', () => {
  it('leaves fixed routes alone', () => {
    for (const path of ['/', '/bewerbende', '/stellenangebote', '/admin', '/admin/collections/jobs', '/api/ai-search', '/_next/static/x.js', '/robots.txt', '/sitemap.xml', '/og-image.png']) {
      expect(classifyPath(path), path).toEqual({ type: 'fixed' })
    }
  })

  it('leaves the feeds, the Merkliste and the job alert pages alone (no job or page lookup)', () => {
    for (const path of ['/stellenangebote/feed.xml', '/stellenangebote/jobs.xml', '/merkliste', '/job-agent/bestaetigen', '/job-agent/verwalten', '/job-agent/abmelden']) {
      expect(classifyPath(path), path).toEqual({ type: 'fixed' })
    }
    expect(classifyPath('/jobs/feed.xml')).toEqual({ type: 'job', slug: 'feed.xml' })
    expect(classifyPath('/job-agent/sonstwas')).toEqual({ type: 'unrouted', path: '/job-agent/sonstwas' })
  })

  it('checks job details on both routes, with the decoded slug', () => {
    expect(classifyPath('/stellenangebote/koch-hamburg-12')).toEqual({ type: 'job', slug: 'koch-hamburg-12' })
    expect(classifyPath('/jobs/K%C3%B6chin')).toEqual({ type: 'job', slug: 'Köchin' })
  })

  it('checks single segments as CMS pages', () => {
    expect(classifyPath('/ueber-uns')).toEqual({ type: 'page', slug: 'ueber-uns' })
    expect(classifyPath('/alte-seite.html/')).toEqual({ type: 'page', slug: 'alte-seite.html' })
  })

  it('treats deeper and malformed paths as unrouted', () => {
    expect(classifyPath('/a/b/c')).toEqual({ type: 'unrouted', path: '/a/b/c' })
    expect(classifyPath('/stellenangebote/1/2')).toEqual({ type: 'unrouted', path: '/stellenangebote/1/2' })
    expect(classifyPath('/%E0%A4%A')).toEqual({ type: 'unrouted', path: '/%E0%A4%A' })
  })
})

describe('routeVerdict (the proxy, from its in-memory snapshot)', () => {
  const table: RouteTable = {
    pages: new Set(['home', 'ueber-uns']),
    jobs: new Set(['koch-hamburg-12', '42']),
    noJobs: false,
    redirects: { '/alt.html': '/ueber-uns', '/home': '/' },
  }
  const verdict = (path: string, t: RouteTable = table) => routeVerdict(t, classifyPath(path))

  it('renders fixed routes, published pages and known jobs on both job routes', () => {
    for (const path of ['/', '/bewerbende', '/ueber-uns', '/stellenangebote/koch-hamburg-12', '/jobs/koch-hamburg-12', '/stellenangebote/42']) {
      expect(verdict(path), path).toEqual({ action: 'render' })
    }
  })

  it('answers unknown jobs and pages with the matching 404; /home only through a redirect', () => {
    expect(verdict('/stellenangebote/koch-hamburg-13')).toEqual({ action: 'not-found', kind: 'job' })
    expect(verdict('/gibt-es-nicht')).toEqual({ action: 'not-found', kind: 'page' })
    expect(verdict('/a/b/c')).toEqual({ action: 'not-found', kind: 'page' })
    expect(verdict('/home')).toEqual({ action: 'redirect', to: '/' })
    expect(verdict('/home', { ...table, redirects: {} })).toEqual({ action: 'not-found', kind: 'page' })
  })

  it("answers the editors' redirects for unknown single and deeper paths", () => {
    expect(verdict('/ALT.html')).toEqual({ action: 'redirect', to: '/ueber-uns' })
    expect(verdict('/ueber-uns', { ...table, redirects: { '/ueber-uns': '/' } })).toEqual({ action: 'render' })
  })

  it('lets the job page decide while no job is stored (the board shows the feed itself)', () => {
    expect(verdict('/stellenangebote/aus-dem-feed', { ...table, jobs: new Set(), noJobs: true })).toEqual({ action: 'render' })
  })

  it('never renders the filtered board at its internal address', () => {
    expect(verdict('/stellensuche/bewerbende')).toEqual({ action: 'not-found', kind: 'page' })
  })
})

describe('filteredBoardPath', () => {
  const path = (pathname: string, query = '') => filteredBoardPath(pathname, new URLSearchParams(query))

  it('sends board addresses with filters, a page or an AI search to the per-request board', () => {
    expect(path('/bewerbende', 'q=koch&ort=hamburg')).toBe('/stellensuche/bewerbende')
    expect(path('/stellenangebote', 'search=kuechenchef')).toBe('/stellensuche/stellenangebote')
    for (const query of ['bereich=K%C3%BCche', 'art=Teilzeit', 'sort=title', 'order=desc', 'seite=2', 'ki=Jobs+in+M%C3%BCnchen']) {
      expect(path('/bewerbende', query), query).toBe('/stellensuche/bewerbende')
    }
  })

  it('leaves the prerendered board to addresses that ask for nothing', () => {
    for (const query of ['', 'utm_source=newsletter', 'q=&ort=', 'q=++', 'order=asc', 'seite=1', 'sort=unbekannt', '_rsc=abc123']) {
      expect(path('/bewerbende', query), query).toBeNull()
    }
  })

  it('only for the two board addresses', () => {
    expect(path('/stellenangebote/koch-hamburg-12', 'q=koch')).toBeNull()
    expect(path('/', 'q=koch')).toBeNull()
    expect(path('/bewerbende/', 'q=koch')).toBeNull()
  })
})

describe('publicPathname', () => {
  it('shows the filtered board at the address the visitor asked for', () => {
    expect(publicPathname('/stellensuche/bewerbende')).toBe('/bewerbende')
    expect(publicPathname('/stellensuche/stellenangebote')).toBe('/stellenangebote')
  })

  it('leaves every other path as it is', () => {
    for (const path of ['/', '/bewerbende', '/stellensuche', '/stellensuche/anderes', '/stellenangebote/koch-1']) expect(publicPathname(path)).toBe(path)
  })
})
