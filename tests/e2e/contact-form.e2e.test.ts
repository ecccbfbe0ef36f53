import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CONTACT_MESSAGES as M } from '@/features/contact/lib/schema'
import { GUARD_MESSAGES, MIN_FILL_MS } from '@/lib/formGuards'
import { baseUrl, launchBrowser, loginAsStaff, newPage, type Browser, type Page } from '../support/browser'

let browser: Browser
let db: pg.Client
let ipCounter = 0

const SUCCESS = 'Nachricht erfolgreich versendet!'
const SUCCESS_TEXT = 'Wir haben Ihre Anfrage erhalten und melden uns zeitnah bei Ihnen.'
const ERROR_TITLE = 'Fehler beim Versenden'
const SERVER_ERROR = 'Ihre Nachricht konnte nicht versendet werden. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.'
const UNEXPECTED = 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.'

/** A visitor with their own IP (the rate limit counts per X-Forwarded-For), on the home page's contact section. */
async function openForm() {
  const { page, context } = await newPage(browser, { extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${++ipCounter}` } })
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'true'))
  await page.goto('/#contact')
  const form = page.getByRole('form', { name: 'Kontaktformular' })
  await form.waitFor()
  await page.locator('form[data-contact-form="ready"]').waitFor() // hydrated: the form validates in the browser
  return { page, context, form }
}

async function fill(page: Page, values: { firstName?: string; lastName?: string; email?: string; company?: string; message?: string; privacy?: boolean }) {
  const form = page.getByRole('form', { name: 'Kontaktformular' })
  if (values.firstName !== undefined) await form.getByLabel('Vorname').fill(values.firstName)
  if (values.lastName !== undefined) await form.getByLabel('Nachname').fill(values.lastName)
  if (values.email !== undefined) await form.getByLabel('E-Mail').fill(values.email)
  if (values.company !== undefined) await form.getByLabel('Unternehmen').fill(values.company)
  if (values.message !== undefined) await form.getByLabel(/^Nachricht/).fill(values.message)
  if (values.privacy !== undefined) await form.locator('#contact-privacyAccepted').setChecked(values.privacy)
}
const valid = (email: string) => ({
  firstName: 'Greta',
  lastName: 'Hansen',
  email,
  company: 'Strandhotel Nord',
  message: 'Wir suchen ab Frühjahr eine Küchenchefin (m/w/d).',
  privacy: true,
})
/** The form filled with a valid request from a new address, `<name>.<time>@example.org`. */
async function openFilledForm(name: string) {
  const opened = await openForm()
  const email = `${name}.${Date.now()}@example.org`
  await fill(opened.page, valid(email))
  return { ...opened, email }
}
const submit = (page: Page) => page.getByRole('button', { name: /Nachricht senden|Wird gesendet/ }).click()
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const waitFillTime = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 300)
const storedRequest = async (email: string) =>
  (await db.query('SELECT id, first_name, company, message, privacy_accepted, mail_status FROM contact_requests WHERE email = $1', [email])).rows

beforeAll(async () => {
  browser = await launchBrowser()
  db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') })
  await db.connect()
})
afterAll(async () => {
  await db?.end()
  await browser?.close()
})

describe('contact form as a visitor', () => {
  it('marks required fields, links the privacy policy and turns browser validation off', async () => {
    const { page, context, form } = await openForm()
    expect(await form.getAttribute('novalidate')).not.toBeNull()
    for (const id of ['firstName', 'lastName', 'email', 'message', 'privacyAccepted']) {
      expect(await form.locator(`label[for="contact-${id}"]`).innerText(), id).toMatch(/\*\s*$/)
    }
    expect(await form.locator('label[for="contact-company"]').innerText()).not.toContain('*')
    expect(await form.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/datenschutz')
    // The honeypot is neither visible nor in the accessibility tree.
    expect(await form.locator('#contact-website').locator('xpath=..').getAttribute('aria-hidden')).toBe('true')
    expect((await form.locator('#contact-website').boundingBox())!.x).toBeLessThan(-1000) // off-screen
    expect(await form.locator('#contact-website').getAttribute('tabindex')).toBe('-1')
    expect(await page.getByRole('textbox', { name: 'Website' }).count()).toBe(0)
    await context.close()
  })

  it('shows each validation message under its field and sends nothing', async () => {
    const { page, context, form } = await openForm()
    let actionCalls = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.headers()['next-action']) actionCalls++
    })
    await submit(page)
    for (const [id, message] of [
      ['firstName', M.firstNameMin],
      ['lastName', M.lastNameMin],
      ['email', M.emailInvalid],
      ['message', M.messageMin],
      ['privacyAccepted', M.privacy],
    ] as const) {
      const error = form.locator(`#contact-${id}-error`)
      await expect.poll(() => error.textContent()).toBe(message)
      const input = form.locator(`#contact-${id}`)
      expect(await input.getAttribute('aria-invalid')).toBe('true')
      expect(await input.getAttribute('aria-describedby')).toBe(`contact-${id}-error`)
    }
    expect(await form.locator('#contact-company-error').count()).toBe(0)

    const cases: [Parameters<typeof fill>[1], string, string | null][] = [
      [{ firstName: 'A' }, 'firstName', M.firstNameMin],
      [{ firstName: '    ' }, 'firstName', M.firstNameMin],
      [{ firstName: 'x'.repeat(101) }, 'firstName', M.firstNameMax],
      [{ firstName: 'Jo' }, 'firstName', null],
      [{ lastName: 'B' }, 'lastName', M.lastNameMin],
      [{ lastName: 'y'.repeat(101) }, 'lastName', M.lastNameMax],
      [{ lastName: 'y'.repeat(100) }, 'lastName', null],
      [{ email: 'greta@' }, 'email', M.emailInvalid],
      [{ email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example.de` }, 'email', M.emailMax],
      [{ email: 'greta@example.org' }, 'email', null],
      [{ company: 'z'.repeat(201) }, 'company', M.companyMax],
      [{ company: 'z'.repeat(200) }, 'company', null],
      [{ message: 'Zu kurz.' }, 'message', M.messageMin],
      [{ message: 'm'.repeat(2001) }, 'message', M.messageMax],
      [{ message: 'Genau zehn' }, 'message', null],
      [{ privacy: true }, 'privacyAccepted', null],
    ]
    for (const [values, id, message] of cases) {
      await fill(page, values)
      await submit(page)
      const error = form.locator(`#contact-${id}-error`)
      if (message) await expect.poll(() => error.textContent(), { message: `${id} ${JSON.stringify(values).slice(0, 40)}` }).toBe(message)
      else await expect.poll(() => error.count(), { message: `${id} valid` }).toBe(0)
    }
    expect(actionCalls).toBe(1) // only the last, complete form went to the server
    await context.close()
  })

  it('sends a valid request: button disabled while sending, success toast, reset form, request stored and mailed', async () => {
    const { page, context, form, email } = await openFilledForm('greta')
    await waitFillTime(page)
    // Hold the action request a moment so the submitting state is observable.
    await page.route('**/*', async (route) => {
      if (route.request().method() === 'POST' && route.request().headers()['next-action']) await new Promise((r) => setTimeout(r, 800))
      await route.continue()
    })
    await submit(page)
    const button = form.getByRole('button', { name: 'Wird gesendet...' })
    await expect.poll(() => button.isDisabled()).toBe(true)

    await expect.poll(() => toast(page, SUCCESS).isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await toast(page, SUCCESS).innerText()).toContain(SUCCESS_TEXT)
    await expect.poll(() => form.getByLabel('Vorname').inputValue()).toBe('')
    for (const label of ['Nachname', 'E-Mail', 'Unternehmen']) expect(await form.getByLabel(label).inputValue()).toBe('')
    expect(await form.getByLabel(/^Nachricht/).inputValue()).toBe('')
    expect(await form.locator('#contact-privacyAccepted').isChecked()).toBe(false)
    expect(await form.getByRole('button', { name: 'Nachricht senden' }).isEnabled()).toBe(true)

    const [stored] = await storedRequest(email)
    expect(stored).toMatchObject({ first_name: 'Greta', company: 'Strandhotel Nord', privacy_accepted: true })
    // The mail job runs right after the answer (console transport in this run).
    await expect.poll(async () => (await storedRequest(email))[0].mail_status, { timeout: 20_000 }).toBe('sent')
    await context.close()
  })

  it('tells a visitor who submits faster than a human could, and stores nothing', async () => {
    const { page, context, form, email } = await openFilledForm('schnell')
    await submit(page)
    await expect.poll(() => form.getByRole('alert').filter({ hasText: GUARD_MESSAGES.tooFast }).isVisible()).toBe(true)
    expect(await toast(page, ERROR_TITLE).innerText()).toContain(GUARD_MESSAGES.tooFast)
    expect(await storedRequest(email)).toEqual([])
    expect(await form.getByLabel('E-Mail').inputValue()).toBe(email) // nothing lost: the visitor can send again
    await context.close()
  })

  it('shows the rate-limit message once a visitor has used up their attempts', async () => {
    const { page, context, form } = await openFilledForm('limit')
    for (let i = 0; i < 5; i++) {
      await submit(page)
      await expect.poll(() => form.getByRole('button', { name: 'Nachricht senden' }).isEnabled()).toBe(true)
      await expect.poll(() => form.getByRole('alert').filter({ hasText: GUARD_MESSAGES.tooFast }).isVisible()).toBe(true)
    }
    await waitFillTime(page)
    await submit(page)
    await expect.poll(() => form.getByRole('alert').filter({ hasText: 'Zu viele Anfragen in kurzer Zeit.' }).isVisible()).toBe(true)
    expect(await form.getByRole('alert').filter({ hasText: 'Zu viele Anfragen' }).innerText()).toMatch(/Bitte versuchen Sie es in (10|9) Minuten erneut\./)
    await context.close()
  })

  it('shows the server-error toast when the request cannot be stored', async () => {
    const { page, context, email } = await openFilledForm('offline')
    await waitFillTime(page)
    await db.query('ALTER TABLE contact_requests RENAME TO contact_requests_offline')
    try {
      await submit(page)
      await expect.poll(() => toast(page, ERROR_TITLE).isVisible(), { timeout: 15_000 }).toBe(true)
      expect(await toast(page, ERROR_TITLE).innerText()).toContain(SERVER_ERROR)
    } finally {
      await db.query('ALTER TABLE contact_requests_offline RENAME TO contact_requests')
    }
    expect(await page.getByRole('form', { name: 'Kontaktformular' }).getByLabel('E-Mail').inputValue()).toBe(email) // kept for a retry
    expect(await storedRequest(email)).toEqual([])
    await context.close()
  })

  it('shows the unexpected-error toast when the connection fails', async () => {
    const { page, context } = await openFilledForm('netz')
    await waitFillTime(page)
    await page.route('**/*', (route) =>
      route.request().method() === 'POST' && route.request().headers()['next-action'] ? route.abort('connectionreset') : route.continue(),
    )
    await submit(page)
    await expect.poll(() => toast(page, ERROR_TITLE).isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await toast(page, ERROR_TITLE).innerText()).toContain(UNEXPECTED)
    await context.close()
  })
})

describe('contact requests for staff only', () => {
  let requestId: number
  const email = `staff.view.${Date.now()}@example.org`

  beforeAll(async () => {
    const { page, context } = await openForm()
    await fill(page, { ...valid(email), firstName: 'Stefanie', lastName: 'Ufer' })
    await waitFillTime(page)
    await submit(page)
    await toast(page, SUCCESS).waitFor({ timeout: 15_000 })
    await context.close()
    requestId = (await storedRequest(email))[0].id
  })

  it('refuses anonymous REST and GraphQL reads, lists, creates, changes and deletes', async () => {
    const api = `${baseUrl()}/api/contact-requests`
    const json = { 'content-type': 'application/json' }
    const attempts = [
      fetch(api),
      fetch(`${api}/${requestId}`),
      fetch(`${api}?where[email][equals]=${encodeURIComponent(email)}`),
      fetch(api, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ firstName: 'Eve', lastName: 'X', email: 'eve@example.org', message: 'Direkt über REST', privacyAccepted: true }),
      }),
      fetch(`${api}/${requestId}`, { method: 'PATCH', headers: json, body: JSON.stringify({ handled: true, message: 'geändert' }) }),
      fetch(`${api}/${requestId}`, { method: 'DELETE' }),
      fetch(`${api}?where[id][equals]=${requestId}`, { method: 'DELETE' }),
    ]
    for (const response of await Promise.all(attempts)) {
      expect([401, 403], `${response.url} ${response.status}`).toContain(response.status)
    }
    // GraphQL is switched off: neither a read nor a mutation reaches the requests
    for (const query of [
      `{ ContactRequest(id: ${requestId}) { email message } }`,
      `mutation { updateContactRequest(id: ${requestId}, data: { handled: true }) { id } }`,
      `mutation { deleteContactRequest(id: ${requestId}) { id } }`,
      `mutation { createContactRequest(data: { firstName: "Eve", lastName: "X", email: "eve@example.org", message: "Direkt über GraphQL", privacyAccepted: true }) { id } }`,
    ]) {
      const response = await fetch(`${baseUrl()}/api/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ query }) })
      expect(response.status, query).toBe(404)
      expect(await response.text(), query).not.toContain('Anna')
    }
    const rows = await storedRequest(email)
    expect(rows).toHaveLength(1)
    expect(rows[0].message).not.toBe('geändert')
    expect((await db.query('SELECT handled FROM contact_requests WHERE id = $1', [requestId])).rows[0].handled).toBe(false)
    expect((await db.query("SELECT count(*)::int AS n FROM contact_requests WHERE email = 'eve@example.org'")).rows[0].n).toBe(0)
  })

  it('lets staff find the request in the admin, see its mail status and mark it handled', async () => {
    const { page, context } = await newPage(browser)
    await loginAsStaff(page)
    await page.goto('/admin/collections/contact-requests')
    const row = page.locator('tr').filter({ hasText: email })
    await expect.poll(() => row.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await row.innerText()).toMatch(/Versendet|Wird versendet/)
    expect(await page.getByRole('columnheader', { name: 'E-Mail-Status' }).isVisible()).toBe(true)
    expect(await page.getByRole('columnheader', { name: 'Erledigt' }).isVisible()).toBe(true)

    // Search by name narrows the list to this request.
    await page.getByPlaceholder(/Suche/i).fill('Stefanie')
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1)

    await page.goto(`/admin/collections/contact-requests/${requestId}`)
    await page.getByLabel('Erledigt').check()
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect
      .poll(async () => (await db.query('SELECT handled FROM contact_requests WHERE id = $1', [requestId])).rows[0].handled, { timeout: 15_000 })
      .toBe(true)
    await context.close()
  })
})
