import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildDigestMail } from '@/features/job-alerts/lib/mail'
import { startExtraAppServer } from '../support/appServer'
import { launchBrowser, loginAsStaff, newPage, decideCookies, shot, type Browser } from '../support/browser'
import { mailHeader, mailPart } from '../support/mailParts'
import { createSmtpSink } from '../support/smtp'
import { createJob, deleteJob, staffToken, type StaffAuth } from '../support/board'

let browser: Browser
/** Under load a client update can take a while; the assertions stay the same. */
const POLL = { timeout: 20_000 }

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})
let token: StaffAuth
const created: number[] = []

describe('job seekers: Merkliste, similar jobs, feeds', () => {
  let sommelier: { id: number; slug: string }
  beforeAll(async () => {
    token = await staffToken()
    const job = (title: string, location: string, department: string) =>
      createJob(token, { title, location, department, company: 'Seehotel E2E', description: `<p>${title} gesucht.</p>` })
    sommelier = await job('Sommelier (m/w/d) Merkliste', 'Lindau', 'Weinbar')
    const similar = await Promise.all([
      job('Chef de Rang Weinbar', 'Konstanz', 'Weinbar'),
      job('Barkeeper Lindau', 'Lindau', 'Bar'),
      job('Spa-Manager Sylt', 'Sylt', 'Spa'),
    ])
    created.push(sommelier.id, ...similar.map((j) => j.id))
  })
  afterAll(async () => {
    for (const id of created) await deleteJob(token, id)
  })

  it('saves jobs with the heart, counts them in the header and lists them on /merkliste, with a note once a job is gone', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    await decideCookies(page)
    await page.goto('/stellenangebote?q=Merkliste')
    const card = page.locator(`[data-job-card="${sommelier.slug}"]`)
    const heart = card.getByRole('button', { name: 'Auf die Merkliste: Sommelier (m/w/d) Merkliste' })
    await heart.click()
    await expect.poll(() => card.locator('[data-save-job]').getAttribute('aria-pressed'), POLL).toBe('true')
    const counter = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: /Merkliste/ })
    await expect.poll(() => counter.getAttribute('aria-label'), POLL).toBe('Merkliste, 1 Stelle gemerkt')
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('saved-jobs') ?? '[]'))
    expect(stored).toMatchObject([{ slug: sommelier.slug, title: 'Sommelier (m/w/d) Merkliste' }])

    // The detail page knows it is saved; a second job is saved there.
    await page.goto('/stellenangebote/beispiel-kuechenchef-hamburg')
    await page.locator('article').getByRole('button', { name: 'Merken', exact: true }).click()
    await expect.poll(() => counter.getAttribute('aria-label'), POLL).toBe('Merkliste, 2 Stellen gemerkt')

    await counter.click()
    await page.waitForURL('**/merkliste')
    const list = page.getByRole('list', { name: 'Gemerkte Stellen' })
    await expect.poll(() => list.locator('[data-job-card]').count(), POLL).toBe(2)
    expect(await list.innerText()).toContain('Sommelier (m/w/d) Merkliste')
    await shot(page, 'merkliste', { fullPage: true })

    // The job leaves the board: the list names it with a note, and it can be removed.
    await deleteJob(token, sommelier.id)
    await page.reload()
    const gone = list.locator(`[data-saved-job="${sommelier.slug}"] [data-saved-job-gone]`)
    await gone.waitFor()
    expect(await gone.innerText()).toContain('Diese Stelle ist nicht mehr ausgeschrieben.')
    expect(await list.locator('[data-job-card]').count()).toBe(1)
    await shot(page, 'merkliste-gone', { fullPage: true })
    await gone.getByRole('button', { name: 'Von der Merkliste entfernen' }).click()
    await expect.poll(() => list.locator(':scope > li').count(), POLL).toBe(1)
    await expect.poll(() => counter.getAttribute('aria-label'), POLL).toBe('Merkliste, 1 Stelle gemerkt')

    // Unsaving the last one empties the list; nothing needs an account.
    await list.getByRole('button', { name: /Von der Merkliste entfernen: Küchenchef/ }).click()
    await page.locator('[data-saved-jobs-empty]').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('saved-jobs'))).toBe('[]')
    await context.close()
  })

  it('shows up to three similar jobs (same department or place) on the detail page', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    await decideCookies(page)
    const target = await createJob(token, { title: 'Weinkellner Lindau', location: 'Lindau', department: 'Weinbar' })
    created.push(target.id)
    await page.goto(`/stellenangebote/${target.slug}`)
    const section = page.locator('[data-similar-jobs]')
    expect(await section.getByRole('heading', { name: 'Ähnliche Stellen' }).count()).toBe(1)
    const titles = await section.locator('[data-job-card] h3').allInnerTexts()
    expect(titles).toEqual(['Chef de Rang Weinbar', 'Barkeeper Lindau'])
    await section.scrollIntoViewIfNeeded()
    await shot(page, 'similar-jobs')
    await context.close()
  })

  it('serves the RSS feed and the Indeed XML, linked from the board', async () => {
    const { page, context } = await newPage(browser)
    await page.goto('/stellenangebote')
    const alternates = await page
      .locator('link[rel="alternate"]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('type')} ${new URL(l.getAttribute('href')!).pathname}`))
    expect(alternates).toEqual(expect.arrayContaining(['application/rss+xml /stellenangebote/feed.xml', 'application/xml /stellenangebote/jobs.xml']))
    const rss = await context.request.get('/stellenangebote/feed.xml')
    expect(rss.status()).toBe(200)
    expect(rss.headers()['content-type']).toContain('application/rss+xml')
    const rssText = await rss.text()
    expect(rssText).toContain('<rss version="2.0"')
    expect(rssText).toContain('/stellenangebote/beispiel-kuechenchef-hamburg</link>')
    const indeed = await context.request.get('/stellenangebote/jobs.xml')
    expect(indeed.status()).toBe(200)
    const xml = await indeed.text()
    expect(xml).toMatch(/<source>[\s\S]*<job>[\s\S]*<referencenumber>[\s\S]*<\/job>/)
    expect(xml).toContain('<country>DE</country>')
    await context.close()
  })
})

describe('job alert in the browser, mailed through a real SMTP server', () => {
  const smtp = createSmtpSink()
  let app: { baseUrl: string; stop: () => Promise<void> }
  beforeAll(async () => {
    const port = await smtp.start()
    app = await startExtraAppServer(inject('e2eDatabaseUrl'), inject('mediaDir'), {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_FROM: 'website@example.com',
    })
  })
  afterAll(async () => {
    await app?.stop()
    await smtp.stop()
  })

  it('subscribes with the current filters, confirms by the mailed link, and unsubscribes with one click', async () => {
    const { page, context } = await newPage(browser, { baseURL: app.baseUrl, viewport: { width: 1280, height: 1000 } })
    await decideCookies(page)
    await page.goto('/stellenangebote?q=Koch&ort=Hamburg')
    const section = page.locator('[data-job-alert]')
    await section.getByRole('button', { name: 'Job-Agent aktivieren' }).click()
    const form = page.getByRole('form', { name: 'Job-Agent aktivieren' })
    await form.getByLabel('E-Mail-Adresse').fill('e2e.alert@example.org')
    await form.getByLabel('Täglich').check()
    // Without consent the server explains what is missing.
    await page.waitForTimeout(3_200) // the minimum fill time, as for a person
    await form.getByRole('button', { name: 'Job-Agent aktivieren' }).click()
    await form.locator('#job-alert-consent-error').waitFor()
    await form.getByLabel(/Ja, ich möchte passende Stellenangebote/).check()
    await section.scrollIntoViewIfNeeded()
    await shot(page, 'job-alert-form')
    await form.getByRole('button', { name: 'Job-Agent aktivieren' }).click()
    await section.locator('[data-job-alert-done]').waitFor()
    expect(await section.innerText()).toContain('Fast geschafft!')

    await expect.poll(() => smtp.mails.filter((m) => m.to.includes('e2e.alert@example.org')).length, { timeout: 30_000 }).toBe(1)
    const mail = smtp.mails.find((m) => m.to.includes('e2e.alert@example.org'))!
    expect(mailHeader(mail, 'subject')).toBe('Bitte bestätigen Sie Ihren Job-Agent')
    const text = mailPart(mail, 'text/plain')
    expect(text).toContain('Ihre Suche: „Koch“ · Ort: Hamburg')
    const html = mailPart(mail, 'text/html')
    const mailPage = await context.newPage()
    await mailPage.setContent(html)
    await shot(mailPage, 'confirmation-mail', { fullPage: true })

    const confirmLink = /https?:\/\/\S+\/job-agent\/bestaetigen\?token=\S+/.exec(text)![0]
    // (the address comes from NEXT_PUBLIC_SERVER_URL, fixed at build time: the shared server on the same database)
    await page.goto(confirmLink)
    await page.getByRole('button', { name: 'Job-Agent jetzt bestätigen' }).click()
    await page.locator('[data-job-alert-confirmed]').waitFor()
    expect(await page.locator('[data-job-alert-confirmed]').innerText()).toContain('Vielen Dank, Ihr Job-Agent ist aktiv.')
    expect(await page.getByLabel('Suchbegriff').inputValue()).toBe('Koch')
    await shot(page, 'job-alert-manage')

    // A forged link is refused with a German message.
    await page.goto(confirmLink.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))
    await page.getByText('Dieser Link ist ungültig oder abgelaufen.').waitFor()

    // RFC 8058 one-click: the mail client POSTs to the List-Unsubscribe address.
    const oneClick = /<([^>]+)>/.exec(mail.headers['list-unsubscribe'])![1]
    const answer = await context.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })
    expect(answer.status()).toBe(200)
    await page.goto(confirmLink)
    await page.getByText('Dieser Link ist ungültig oder abgelaufen.').waitFor()

    // A digest as subscribers see it (its content and sending are covered by tests/int/job-alerts).
    const digest = buildDigestMail(
      'Muster Hospitality Consulting',
      { search: 'Koch', location: 'Hamburg' },
      [
        {
          title: 'Sous-Chef (m/w/d)',
          company: 'Grand Hotel Hamburg',
          location: 'Hamburg',
          employmentType: 'Vollzeit',
          url: `${app.baseUrl}/stellenangebote/beispiel-kuechenchef-hamburg`,
        },
        {
          title: 'Jungkoch (m/w/d)',
          company: 'Elbrestaurant',
          location: 'Hamburg-Altona',
          employmentType: 'Teilzeit',
          url: `${app.baseUrl}/stellenangebote/beispiel-kuechenchef-hamburg`,
        },
      ],
      { manage: `${app.baseUrl}/job-agent/verwalten?token=x`, unsubscribe: `${app.baseUrl}/job-agent/abmelden?token=x`, oneClick: '', board: '' },
    )
    await mailPage.setContent(digest.html)
    await shot(mailPage, 'digest-mail', { fullPage: true })
    await context.close()
  })

  it('shows staff only counts of job alerts; the API gives out no addresses', async () => {
    const { page, context } = await newPage(browser, { baseURL: app.baseUrl })
    await loginAsStaff(page)
    await page.goto('/admin')
    const widget = page.locator('#job-alerts-count')
    await widget.waitFor()
    const text = await widget.innerText()
    expect(text).toMatch(/\d+ bestätigte Job-Agenten/)
    expect(text).not.toContain('@')
    const api = await context.request.get('/api/job-alerts')
    expect(api.status()).toBe(403)
    await context.close()
  })
})
