import { describe, expect, it } from 'vitest'
import { JOB_LIST_PATHS, jobPathsInSitemap, warmPlan } from '@/features/page-warming/plan'

const sitemap = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset>${paths.map((p) => `<url><loc>https://www.example.de${p}</loc></url>`).join('')}</urlset>`

describe('page warming plan', () => {
  it('reads the job pages of the sitemap, not the other pages, the board or its feeds', () => {
    const xml = sitemap(['/', '/ueber-uns', '/stellenangebote', '/stellenangebote/koch-hamburg', '/stellenangebote/feed.xml', '/stellenangebote/k%C3%B6chin'])
    expect(jobPathsInSitemap(xml)).toEqual(['/stellenangebote/koch-hamburg', '/stellenangebote/k%C3%B6chin'])
  })

  it('warms the boards, then the changed jobs, then the others, once each', () => {
    const listed = ['/stellenangebote/a', '/stellenangebote/b', '/stellenangebote/c']
    const { paths, skipped } = warmPlan({ changedSlugs: ['c', 'gone'], sitemapJobPaths: listed, cap: 100 })
    expect(paths).toEqual([...JOB_LIST_PATHS, '/stellenangebote/c', '/stellenangebote/a', '/stellenangebote/b'])
    expect(skipped).toBe(0)
  })

  it('stops at the cap, the sitemap counted, and reports the rest as skipped', () => {
    const listed = Array.from({ length: 10 }, (_, i) => `/stellenangebote/job-${i}`)
    const { paths, skipped } = warmPlan({ changedSlugs: ['job-9'], sitemapJobPaths: listed, cap: JOB_LIST_PATHS.length + 3 })
    expect(paths).toEqual([...JOB_LIST_PATHS, '/stellenangebote/job-9', '/stellenangebote/job-0'])
    expect(skipped).toBe(8)
    expect(warmPlan({ changedSlugs: [], sitemapJobPaths: listed, cap: 0 }).paths).toEqual([])
  })
})
