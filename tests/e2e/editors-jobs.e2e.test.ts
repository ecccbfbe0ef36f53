import { describe, expect, it } from 'vitest'
import { createJob, deleteJob } from '../support/board'
import { staffHeaders } from '../support/rest'
import { baseUrl, decideCookies, newPage, newStaffPage, type Page, shot, useBrowser, useDatabase } from '../support/browser'

const browser = useBrowser()
const db = useDatabase()

const text = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text()
// the board searched for the job's unique word lists its card (the word itself is echoed in the search box)
const onBoard = async (word: string, slug: string) => (await text(`/bewerbende?q=${word}`)).includes(`href="/stellenangebote/${slug}"`)
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10) + 'T12:00:00.000Z'

const postings = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent || 'null')).filter((ld) => ld?.['@type'] === 'JobPosting'))

/** Live preview beside the form; the admin remembers it per user, so it may be open already. */
async function openLivePreview(page: Page) {
  const open = await page
    .locator('iframe')
    .first()
    .waitFor({ timeout: 3_000 })
    .then(
      () => true,
      () => false,
    )
  if (!open)
    await page
      .getByRole('button', { name: /Live-Vorschau/i })
      .first()
      .click()
}

/** A visitor's view of a job page: the notice, the ATS link, the JSON-LD. */
async function visitJob(slug: string, width = 1280) {
  const { page, context } = await newPage(browser(), { viewport: { width, height: 900 } })
  await decideCookies(page)
  await page.goto(`/stellenangebote/${slug}`)
  return { page, context }
}

describe('„Gültig bis“ and „Stelle besetzt“ on a manual job', () => {
  it('„Stelle besetzt“ in the admin takes the job off the board and the sitemap at once; its page says it is no longer advertised', async () => {
    const headers = await staffHeaders()
    const word = unique('Besetztprobe')
    const job = await createJob(headers, { title: `Souschef ${word} (m/w/d)`, location: 'Lübeck', validThrough: day(30) })
    try {
      // open: on the board and in the sitemap, validThrough in the JSON-LD, and no ATS link (no ATS id)
      await expect.poll(() => onBoard(word, job.slug), { timeout: 30_000 }).toBe(true)
      await expect.poll(() => text('/sitemap.xml'), { timeout: 30_000 }).toContain(`/stellenangebote/${job.slug}`)
      const open = await visitJob(job.slug)
      await expect.poll(() => open.page.getByRole('heading', { level: 1 }).innerText(), { timeout: 30_000 }).toContain(word)
      expect((await postings(open.page))[0]?.validThrough).toBe(day(30))
      expect(await open.page.getByText('Jetzt online bewerben').count()).toBe(0)
      expect(await open.page.locator('a[href*="bewerbung.example.com"]').count()).toBe(0)
      expect(await open.page.getByText('Diese Stelle wird nicht mehr ausgeschrieben.', { exact: false }).count()).toBe(0)
      await open.context.close()

      // the editor ticks „Stelle besetzt“ and publishes
      const { page, context } = await newStaffPage(browser(), { viewport: { width: 1440, height: 1000 } })
      await page.goto(`/admin/collections/jobs/${job.id}`)
      const filled = page.getByLabel('Stelle besetzt')
      await expect.poll(() => filled.isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await page.getByText('Gültig bis', { exact: true }).first().isVisible()).toBe(true)
      await filled.check()
      await shot(page, 'job-filled-admin')
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).first().click()
      await expect.poll(async () => (await db().query(`SELECT filled FROM jobs WHERE id = $1`, [job.id])).rows[0].filled, { timeout: 30_000 }).toBe(true)
      await context.close()

      // gone from the board and the sitemap; the page says so, without JobPosting markup, not indexed
      await expect.poll(() => onBoard(word, job.slug), { timeout: 30_000 }).toBe(false)
      await expect.poll(() => text('/sitemap.xml'), { timeout: 30_000 }).not.toContain(`/stellenangebote/${job.slug}`)
      const closed = await visitJob(job.slug, 390)
      await expect
        .poll(() => closed.page.getByText('Diese Stelle wird nicht mehr ausgeschrieben.', { exact: false }).first().isVisible(), { timeout: 30_000 })
        .toBe(true)
      expect(await postings(closed.page)).toEqual([])
      expect(await closed.page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
      await shot(closed.page, 'job-filled-site-390', { fullPage: true })
      await closed.context.close()
    } finally {
      await deleteJob(headers, job.id)
    }
  })

  it('a job past its „Gültig bis“ day leaves the board and the sitemap and says it is no longer advertised', async () => {
    const headers = await staffHeaders()
    const word = unique('Abgelaufenprobe')
    const job = await createJob(headers, { title: `Chef de Partie ${word} (m/w/d)`, location: 'Kiel', validThrough: day(-1) })
    try {
      const { page, context } = await visitJob(job.slug)
      await expect
        .poll(() => page.getByText('Diese Stelle wird nicht mehr ausgeschrieben.', { exact: false }).first().isVisible(), { timeout: 30_000 })
        .toBe(true)
      expect(await postings(page)).toEqual([])
      await context.close()
      expect(await onBoard(word, job.slug)).toBe(false)
      expect(await text('/sitemap.xml')).not.toContain(`/stellenangebote/${job.slug}`)
    } finally {
      await deleteJob(headers, job.id)
    }
  })
})

describe('drafts with autosave and live preview', () => {
  it('a new manual job is saved as a draft while the editor types, the live preview follows, visitors see it only once published', async () => {
    const word = unique('Entwurfprobe')
    const { page, context } = await newStaffPage(browser(), { viewport: { width: 1600, height: 1000 } })
    await page.goto('/admin/collections/jobs/create')
    const title = page.locator('#field-title')
    await expect.poll(() => title.isVisible(), { timeout: 30_000 }).toBe(true)
    await title.fill(`Chef de Rang ${word}`)
    // autosave stores the draft without a click
    await page.waitForURL(/\/admin\/collections\/jobs\/\d+/, { timeout: 30_000 })
    const id = Number(page.url().match(/jobs\/(\d+)/)![1])
    try {
      await expect.poll(async () => (await db().query(`SELECT _status FROM jobs WHERE id = $1`, [id])).rows[0]?._status, { timeout: 30_000 }).toBe('draft')

      // live preview beside the form follows typing, without „Entwurf speichern“
      await openLivePreview(page)
      const frame = page.frameLocator('iframe').first()
      const previewHeading = () =>
        frame
          .getByRole('heading', { level: 1 })
          .first()
          .innerText()
          .catch(() => '')
      await expect.poll(previewHeading, { timeout: 30_000 }).toContain(word)
      await title.fill(`Chef de Rang ${word} Abendservice`)
      await expect.poll(previewHeading, { timeout: 30_000 }).toContain('Abendservice')
      await shot(page, 'job-live-preview')

      // visitors: neither the page nor the board knows the draft
      const draft = (await db().query(`SELECT version_slug AS slug FROM _jobs_v WHERE parent_id = $1 ORDER BY id DESC LIMIT 1`, [id])).rows[0]
      expect(draft.slug).toMatch(/^chef-de-rang-entwurfprobe[a-z0-9]+-abendservice-/)
      expect((await fetch(`${baseUrl()}/stellenangebote/${draft.slug}`)).status).toBe(404)
      expect(await onBoard(word, draft.slug)).toBe(false)

      // published: on the site, dated today
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).first().click()
      await expect.poll(async () => (await db().query(`SELECT _status FROM jobs WHERE id = $1`, [id])).rows[0]?._status, { timeout: 30_000 }).toBe('published')
      const row = (await db().query(`SELECT slug, publish_date FROM jobs WHERE id = $1`, [id])).rows[0]
      expect(row.slug).toBe(draft.slug)
      expect(row.publish_date).not.toBeNull()
      await expect.poll(() => onBoard(word, row.slug), { timeout: 30_000 }).toBe(true)
      await expect.poll(async () => (await fetch(`${baseUrl()}/stellenangebote/${row.slug}`)).status, { timeout: 30_000 }).toBe(200)
    } finally {
      await deleteJob(await staffHeaders(), id)
      await context.close()
    }
  })

  it('a page edited in the admin is autosaved as a draft; visitors keep the published page until it is published', async () => {
    const { page, context } = await newStaffPage(browser(), { viewport: { width: 1600, height: 1000 } })
    const impressum = (await db().query(`SELECT id, title FROM pages WHERE slug = 'impressum'`)).rows[0]
    const draftTitle = `Impressum Autosave ${Date.now().toString(36)}`
    try {
      await page.goto(`/admin/collections/pages/${impressum.id}`)
      const title = page.locator('#field-title')
      await expect.poll(() => title.isVisible(), { timeout: 30_000 }).toBe(true)
      await title.fill(draftTitle)
      await expect
        .poll(
          async () =>
            (await db().query(`SELECT version_title FROM _pages_v WHERE parent_id = $1 AND latest AND autosave`, [impressum.id])).rows[0]?.version_title,
          { timeout: 30_000 },
        )
        .toBe(draftTitle)
      await openLivePreview(page)
      const frame = page.frameLocator('iframe').first()
      await expect.poll(() => frame.getByText(draftTitle).first().isVisible(), { timeout: 30_000 }).toBe(true)
      // the preview shows the page, not the cookie banner over it
      expect(await frame.locator('[data-testid="cookie-banner"]').isVisible()).toBe(false)
      expect(await text('/impressum')).not.toContain(draftTitle)
      expect((await db().query(`SELECT title FROM pages WHERE id = $1`, [impressum.id])).rows[0].title).toBe(impressum.title)
    } finally {
      const headers = await staffHeaders()
      await fetch(`${baseUrl()}/api/pages/${impressum.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ title: impressum.title, _status: 'published' }),
      })
      await context.close()
    }
  })
})
