import { describe, expect, it } from 'vitest'
import { publicPathname } from '@/lib/paths'
import { boardQuery, boardQueryFromSegment } from '@/lib/jobs/boardQuery'
import { EMPTY_FILTERS } from '@/lib/jobs/filter'
import { boardRoute, classifyPath, routeVerdict, type RouteTable } from '@/lib/routing'

describe('classifyPath', () => {
  it('leaves fixed routes alone', () => {
    for (const path of [
      '/',
      '/bewerbende',
      '/stellenangebote',
      '/admin',
      '/admin/collections/jobs',
      '/api/ai-search',
      '/_next/static/x.js',
      '/robots.txt',
      '/sitemap.xml',
      '/og-image.png',
    ]) {
      expect(classifyPath(path), path).toEqual({ type: 'fixed' })
    }
  })

  it('leaves the feeds, the Merkliste and the job alert pages alone (no job or page lookup)', () => {
    for (const path of [
      '/stellenangebote/feed.xml',
      '/stellenangebote/jobs.xml',
      '/merkliste',
      '/job-agent/bestaetigen',
      '/job-agent/verwalten',
      '/job-agent/abmelden',
      '/bewerbung/zurueckziehen',
    ]) {
      expect(classifyPath(path), path).toEqual({ type: 'fixed' })
    }
    expect(classifyPath('/jobs/feed.xml')).toEqual({ type: 'job', slug: 'feed.xml' })
    expect(classifyPath('/job-agent/sonstwas')).toEqual({ type: 'unrouted', path: '/job-agent/sonstwas' })
  })

  it('checks job details on both routes, with the decoded slug', () => {
    expect(classifyPath('/stellenangebote/koch-hamburg-12')).toEqual({ type: 'job', slug: 'koch-hamburg-12' })
    expect(classifyPath('/jobs/K%C3%B6chin')).toEqual({ type: 'job', slug: 'Köchin' })
  })

  it("checks a job's application page as its job, and leaves the application pages without a job alone", () => {
    expect(classifyPath('/stellenangebote/koch-hamburg-12/bewerben')).toEqual({ type: 'job', slug: 'koch-hamburg-12' })
    expect(classifyPath('/jobs/koch-hamburg-12/bewerben')).toEqual({ type: 'unrouted', path: '/jobs/koch-hamburg-12/bewerben' })
    for (const path of ['/bewerbende/initiativbewerbung', '/bewerbung/danke']) expect(classifyPath(path), path).toEqual({ type: 'fixed' })
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

  it('never renders the boards at their internal addresses', () => {
    expect(verdict('/stellenboard/bewerbende')).toEqual({ action: 'not-found', kind: 'page' })
    expect(verdict('/stellenboard/bewerbende/cT1rb2No')).toEqual({ action: 'not-found', kind: 'page' })
  })
})

describe('boardRoute', () => {
  const route = (pathname: string, query = '') => boardRoute(pathname, new URLSearchParams(query))
  const queryOf = (path: string) => boardQueryFromSegment(path.split('/')[3])

  it('puts what a board address asks for into the internal path, canonically', () => {
    const filtered = route('/bewerbende', 'q=koch&ort=hamburg')
    expect(filtered).toEqual({ path: expect.stringMatching(/^\/stellenboard\/bewerbende\/[A-Za-z0-9_-]+$/), filtered: true, ki: '' })
    expect(queryOf(filtered!.path)).toEqual({ filters: { ...EMPTY_FILTERS, search: 'koch', location: 'hamburg' }, page: 1, ki: '' })
    // the same question, asked differently, is the same page
    expect(route('/bewerbende', 'ort=hamburg&utm_source=x&q=koch&order=asc')).toEqual(filtered)
    expect(route('/stellenangebote', 'search=kuechenchef')!.path).toMatch(/^\/stellenboard\/stellenangebote\//)
    for (const query of ['bereich=K%C3%BCche', 'art=Teilzeit', 'sort=title', 'order=desc', 'seite=2', 'ki=Jobs+in+M%C3%BCnchen']) {
      const { path, filtered: isFiltered, ki } = route('/bewerbende', query)!
      expect(isFiltered, query).toBe(true)
      expect(ki, query).toBe(boardQuery(new URLSearchParams(query)).ki)
      expect(queryOf(path), query).toEqual(boardQuery(new URLSearchParams(query)))
    }
  })

  it('serves addresses that ask for nothing from the prerendered board', () => {
    for (const query of ['', 'utm_source=newsletter', 'q=&ort=', 'q=++', 'order=asc', 'seite=1', 'seite=-4', 'seite=abc', 'sort=unbekannt', '_rsc=abc123']) {
      expect(route('/bewerbende', query), query).toEqual({ path: '/stellenboard/bewerbende', filtered: false, ki: '' })
    }
    expect(route('/stellenangebote')).toEqual({ path: '/stellenboard/stellenangebote', filtered: false, ki: '' })
  })

  it('only for the two board addresses', () => {
    expect(route('/stellenangebote/koch-hamburg-12', 'q=koch')).toBeNull()
    expect(route('/', 'q=koch')).toBeNull()
    expect(route('/bewerbende/', 'q=koch')).toBeNull()
    expect(route('/stellenboard/bewerbende')).toBeNull()
  })

  it('reads back only segments it wrote', () => {
    expect(boardQueryFromSegment('')).toEqual(boardQuery(new URLSearchParams()))
    expect(boardQueryFromSegment('a/b')).toBeNull()
    expect(boardQueryFromSegment('%2F')).toBeNull()
    expect(boardQueryFromSegment('_w')).toBeNull() // not UTF-8
  })
})

describe('publicPathname', () => {
  it('shows both boards at the address the visitor asked for', () => {
    expect(publicPathname('/stellenboard/bewerbende')).toBe('/bewerbende')
    expect(publicPathname('/stellenboard/bewerbende/cT1rb2No')).toBe('/bewerbende')
    expect(publicPathname('/stellenboard/stellenangebote/cT1rb2No')).toBe('/stellenangebote')
  })

  it('leaves every other path as it is', () => {
    for (const path of ['/', '/bewerbende', '/stellenboard', '/stellenboard/anderes', '/stellenboard/anderes/x', '/stellenangebote/koch-1'])
      expect(publicPathname(path)).toBe(path)
  })
})
