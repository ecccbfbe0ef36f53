import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { APPLICATION_MESSAGES as M } from '@/features/applications/schema'
import { decideCookies, launchBrowser, newPage, shot, type Browser, type Page } from '../support/browser'
import { createJob, daysFromNow, deleteJob, staffToken, type StaffAuth } from '../support/board'
import { docxBytes, pdfBytes } from '../support/applicationFiles'

const PHONE = { width: 390, height: 844 }
const MB = 1024 * 1024

let browser: Browser
let db: pg.Client
let token: StaffAuth
let job: { id: number; slug: string }
let ipCounter = 0

async function phone({ javaScript = true } = {}) {
  const { page, context } = await newPage(browser, {
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: javaScript,
    // each test its own client for the per-client limit
    extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${100 + ++ipCounter}` },
  })
  await decideCookies(page)
  return { page, context }
}

async function fillPerson(page: Page, email: string, extra: { lastName?: string } = {}) {
  const form = page.locator('form#bewerbung')
  await form.getByLabel('Vorname').fill('Jürgen')
  await form.getByLabel('Nachname').fill(extra.lastName ?? 'Weiß')
  await form.getByLabel('E-Mail').fill(email)
  await form.getByLabel(/^Telefon/).fill('+49 170 1234567')
  await form.getByLabel(/^Frühester Eintritt/).fill('sofort')
}

const stored = async (email: string) =>
  (
    await db.query(
      `SELECT a.id, a.job_id, a.desired_area, a.desired_place, a.source_page, f.role, f.file_name, f.mime_type, f.size
         FROM applications a LEFT JOIN application_files f ON f.application_id = a.id
        WHERE a.email = $1 ORDER BY f.role::text`,
      [email],
    )
  ).rows

beforeAll(async () => {
  browser = await launchBrowser()
  db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') })
  await db.connect()
  token = await staffToken()
  job = await createJob(token, {
    title: 'Souschef Bewerbungstest (m/w/d)',
    company: 'Hotel Seeblick',
    location: 'Hamburg',
    contactEmail: 'personal@hotel-seeblick.example',
    applyUrl: 'https://ats.example/apply/123',
    description: '<p>Wir suchen Verstärkung für unsere Küche.</p>',
    applicationDeadline: daysFromNow(30),
  })
})
afterAll(async () => {
  if (job) await deleteJob(token, job.id)
  await db?.end()
  await browser?.close()
})

describe('applying on a phone', () => {
  it('from a job detail: the short application is the first button, one screen, a CV with upload progress', async () => {
    const { page, context } = await phone()
    await page.goto(`/stellenangebote/${job.slug}`)
    const buttons = page.locator('article aside').locator('a')
    expect((await buttons.first().innerText()).trim()).toBe('Jetzt bewerben – in 2 Minuten')
    expect(await buttons.allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Jetzt online bewerben'), expect.stringContaining('Per E-Mail bewerben')]),
    )
    const posting = (
      await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent || 'null')))
    ).find((ld) => ld['@type'] === 'JobPosting')
    expect(posting.directApply).toBe(true)

    await buttons.first().click()
    await page.waitForURL(`**/stellenangebote/${job.slug}/bewerben`)
    await page.locator('form[data-application-form="ready"]').waitFor()
    await shot(page, 'application-phone-empty')
    // the whole form, submit button included, on the first screen
    const submit = page.getByRole('button', { name: 'Bewerbung absenden' })
    const box = (await submit.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

    // browser-side checks first: nothing is sent while fields are wrong
    await submit.click()
    await expect.poll(() => page.locator('#bewerbung-firstName-error').innerText()).toBe(M.firstNameMin)
    expect(await page.locator('#bewerbung-privacyAccepted-error').innerText()).toBe(M.privacy)
    await shot(page, 'application-phone-errors')

    const email = `phone.${Date.now()}@example.org`
    await fillPerson(page, email)
    await page.locator('#bewerbung-cv').setInputFiles({ name: 'Lebenslauf Jürgen Weiß.pdf', mimeType: 'application/pdf', buffer: pdfBytes(8 * MB) })
    await page.locator('#bewerbung-attachments').setInputFiles([{ name: 'Zeugnis.docx', mimeType: 'application/octet-stream', buffer: docxBytes() }])
    await page.locator('#bewerbung-privacyAccepted').check()
    await shot(page, 'application-phone-filled')
    // the progress bar shows while the upload runs (recorded in the tab's sessionStorage, which
    // outlives the navigation to the confirmation, since loopback is fast)
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-upload-progress]')) sessionStorage.setItem('saw-progress', '1')
      }).observe(document.body, { childList: true, subtree: true })
    })
    await submit.click()
    await page.waitForURL('**/bewerbung/danke')
    expect(await page.evaluate(() => sessionStorage.getItem('saw-progress'))).toBe('1')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Vielen Dank für Ihre Bewerbung!')
    const rows = await stored(email)
    expect(rows.map((r) => [r.job_id, r.role, r.file_name, r.mime_type])).toEqual([
      [job.id, 'attachment', 'Zeugnis.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [job.id, 'cv', 'Lebenslauf Jürgen Weiß.pdf', 'application/pdf'],
    ])
    expect(Number(rows[1].size)).toBe(8 * MB)
    expect(rows[0].source_page).toBe(`/stellenangebote/${job.slug}/bewerben`)
    await context.close()
  })

  it('the same without JavaScript: a plain form post, errors back at the fields with the values kept, then the confirmation', async () => {
    const { page, context } = await phone({ javaScript: false })
    await page.goto(`/stellenangebote/${job.slug}`)
    await page.getByRole('link', { name: 'Jetzt bewerben – in 2 Minuten' }).click()
    await page.waitForURL(`**/stellenangebote/${job.slug}/bewerben`)
    const email = `nojs.${Date.now()}@example.org`
    await fillPerson(page, email, { lastName: '' })
    await page.locator('#bewerbung-cv').setInputFiles({ name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a kein PDF') })
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click()
    await page.waitForURL((url) => url.pathname === `/stellenangebote/${job.slug}/bewerben` && url.searchParams.has('formular'))
    expect(page.url()).not.toContain('example.org')
    expect(page.url()).not.toContain('J%C3%BCrgen')
    expect(await page.locator('#bewerbung-lastName-error').innerText()).toBe(M.lastNameMin)
    expect(await page.locator('#bewerbung-cv-error').innerText()).toBe(M.fileWrongType('lebenslauf.pdf'))
    expect(await page.locator('#bewerbung-privacyAccepted-error').innerText()).toBe(M.privacy)
    expect(await page.locator('#bewerbung-firstName').inputValue()).toBe('Jürgen')
    expect(await page.locator('#bewerbung-email').inputValue()).toBe(email)
    expect(await page.locator('#bewerbung-earliestStart').inputValue()).toBe('sofort')
    await shot(page, 'application-phone-nojs-errors')
    expect(await stored(email)).toEqual([])

    await page.locator('#bewerbung-lastName').fill('Weiß')
    await page.locator('#bewerbung-cv').setInputFiles({ name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: pdfBytes(3 * MB) })
    await page.locator('#bewerbung-privacyAccepted').check()
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click()
    await page.waitForURL('**/bewerbung/danke')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Vielen Dank für Ihre Bewerbung!')
    expect((await stored(email)).map((r) => [r.job_id, r.role, r.file_name])).toEqual([[job.id, 'cv', 'lebenslauf.pdf']])
    await context.close()
  })

  it('an initiative application from the board’s #kontakt section, with area and place', async () => {
    const { page, context } = await phone()
    await page.goto('/bewerbende#kontakt')
    const section = page.locator('section#kontakt')
    const form = section.getByRole('form', { name: 'Initiativbewerbung' })
    await section.locator('form[data-application-form="ready"]').waitFor()
    // the home page's contact form stays for companies and owners
    expect(await section.getByRole('link', { name: 'Zum Kontaktformular' }).getAttribute('href')).toBe('/#contact')
    await form.scrollIntoViewIfNeeded()
    await shot(page, 'application-phone-initiative')
    const email = `initiativ.${Date.now()}@example.org`
    await fillPerson(page, email)
    await form.getByLabel(/^Gewünschter Bereich/).fill('Küche')
    await form.getByLabel(/^Wunschort/).fill('Sylt')
    await page.locator('#bewerbung-cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes(200_000) })
    await page.locator('#bewerbung-privacyAccepted').check()
    await page.locator('#bewerbung-talentPool').check()
    await form.getByRole('button', { name: 'Bewerbung absenden' }).click()
    await page.waitForURL('**/bewerbung/danke')
    const rows = await stored(email)
    expect(rows.map((r) => [r.job_id, r.desired_area, r.desired_place, r.role, r.source_page])).toEqual([[null, 'Küche', 'Sylt', 'cv', '/bewerbende']])
    await context.close()
  })
})
