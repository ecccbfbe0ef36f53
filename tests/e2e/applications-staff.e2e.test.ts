import fs from 'node:fs'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { baseUrl, launchBrowser, loginAsStaff, newPage, type Browser } from '../support/browser'
import { applicationFilesDir } from '../support/appServer'
import { applyWithCv } from '../support/applications'

/**
 * Applications in the browser against the production build: a staff download through the admin
 * with the second factor (and none without it), and the candidate's withdrawal link with
 * JavaScript off. Applications are stored with the Local API on the e2e database, as the intake does.
 */
const url = (path: string) => `${baseUrl()}${path}`
const stamp = Date.now()
let payload: Payload
let browser: Browser

beforeAll(async () => {
  process.env.DATABASE_URL = inject('e2eDatabaseUrl')
  process.env.PAYLOAD_SECRET = 'e2e-secret' // the site's: withdrawal links are signed with it
  process.env.APPLICATION_FILES_DIR = applicationFilesDir(inject('mediaDir'))
  process.env.NEXT_PUBLIC_SERVER_URL = baseUrl()
  process.env.JOBS_AUTORUN = 'false' // the site runs the queue, not this test process
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  browser = await launchBrowser()
})
afterAll(async () => {
  await payload?.delete({ collection: 'users', where: { email: { like: `-${stamp}@example.com` } }, overrideAccess: true })
  await browser?.close()
  await payload?.destroy()
})

describe('staff download of application files', () => {
  it('staff past the second factor download the CV from the application in the admin, and the download is logged', async () => {
    const { id, bytes } = await applyWithCv(payload)
    const { context, page } = await newPage(browser, { acceptDownloads: true })
    try {
      await loginAsStaff(page)
      await page.goto(`/admin/collections/applications/${id}`)
      const link = page.locator('#application-documents').getByRole('link', { name: 'Lebenslauf Jana Küster.pdf' })
      await link.waitFor()
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toBe('Lebenslauf Jana Küster.pdf')
      expect(fs.readFileSync((await download.path())!)).toEqual(bytes)

      const log = await payload.find({ collection: 'application-downloads', where: { application: { equals: id } }, overrideAccess: true })
      expect(log.totalDocs).toBe(1)
      await page.goto('/admin/collections/application-downloads')
      await page.getByText('Lebenslauf Jana Küster.pdf').first().waitFor()
    } finally {
      await context.close()
    }
  })

  it('anonymous visitors and an editor who only entered the password get no file and no application', async () => {
    const { id } = await applyWithCv(payload)
    const [file] = (await payload.find({ collection: 'application-files', where: { application: { equals: id } }, overrideAccess: true })).docs
    const anonymous = await fetch(url(`/api/application-files/${file.id}/download`))
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('content-disposition')).toBeNull()
    expect((await fetch(url(`/api/applications/${id}`))).status).toBe(403)
    expect((await fetch(url('/api/application-files'))).status).toBe(403)

    const email = `redaktion-${stamp}@example.com`
    const password = 'Redaktion-Passwort-2026'
    await payload.create({
      collection: 'users',
      data: { email, password, role: 'editor', totpEnabled: true, totpSecret: 'KRUGS4ZAONSWG4TFOQQGM33SEB2GK43U' },
      context: { enrolSecondFactor: true },
      overrideAccess: true,
    })
    const login = await fetch(url('/api/users/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.8.7' },
      body: JSON.stringify({ email, password }),
    })
    expect(login.status).toBe(200)
    const headers = { authorization: `JWT ${(await login.json()).token}` }
    const passwordOnly = await fetch(url(`/api/application-files/${file.id}/download`), { headers })
    expect(passwordOnly.status).toBe(403)
    expect(passwordOnly.headers.get('content-disposition')).toBeNull()
    expect((await fetch(url(`/api/applications/${id}`), { headers })).status).toBe(403)
    expect((await payload.count({ collection: 'application-downloads', where: { file: { equals: file.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('withdrawal link', () => {
  it('without JavaScript: opening the link only asks, the button deletes the application and its files and says so', async () => {
    const { id, withdrawUrl, file } = await applyWithCv(payload)
    const { context, page } = await newPage(browser, { javaScriptEnabled: false })
    try {
      const asked = await page.goto(new URL(withdrawUrl).pathname + new URL(withdrawUrl).search)
      // it shows the candidate's name: no shared cache (front, CDN, the server's own copy) keeps it
      expect(asked?.headers()['cache-control']).toBe('private, no-store')
      await page.getByRole('heading', { name: 'Bewerbung zurückziehen' }).waitFor()
      expect(await page.getByText('Das lässt sich nicht rückgängig machen.').isVisible()).toBe(true)
      expect(await payload.findByID({ collection: 'applications', id, overrideAccess: true, disableErrors: true })).toBeTruthy()

      await page.getByRole('button', { name: 'Bewerbung zurückziehen und löschen' }).click()
      await page.getByText('Ihre Bewerbung ist zurückgezogen. Wir haben sie mit allen Unterlagen gelöscht.').waitFor()
      expect(await payload.findByID({ collection: 'applications', id, overrideAccess: true, disableErrors: true })).toBeNull()
      expect(fs.existsSync(`${applicationFilesDir(inject('mediaDir'))}/${file.key}`)).toBe(false)

      // the same link again
      await page.goto(new URL(withdrawUrl).pathname + new URL(withdrawUrl).search)
      await page.getByText('Dieser Link ist ungültig, oder die Bewerbung ist bereits gelöscht.', { exact: false }).waitFor()
    } finally {
      await context.close()
    }
  })
})
