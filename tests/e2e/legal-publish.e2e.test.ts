import { describe, expect, it } from 'vitest'
import { germanDateTime } from '@/lib/dates/german'
import { restorePublishedPage, staffHeaders } from '../support/rest'
import { baseUrl, loginAsStaff, newPage, shot, useBrowser, useDatabase } from '../support/browser'

const browser = useBrowser()
const db = useDatabase()

const text = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text()
/** The privacy page's date line as visitors see it: a failure shows what they got. */
const dateLine = async () => (await text('/datenschutz')).match(/Stand:[^<]*/)?.[0]

describe('publishing the privacy text', () => {
  it('shows what changes and asks before it goes live; the versions list shows German local time', async () => {
    const headers = await staffHeaders()
    const { id } = (await db().query(`SELECT id FROM pages WHERE slug = 'datenschutz'`)).rows[0]
    const original = await (await fetch(`${baseUrl()}/api/pages/${id}?depth=0`, { headers })).json()
    // an older draft waits unpublished, so „Änderungen veröffentlichen“ can be clicked at once
    const draft = await fetch(`${baseUrl()}/api/pages/${id}?draft=true&depth=0`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: original.title }),
    })
    expect(draft.status).toBe(200)
    const { page, context } = await newPage(browser(), { viewport: { width: 1440, height: 1000 } })
    try {
      await loginAsStaff(page)
      await page.goto(`/admin/collections/pages/${id}`)
      // the content tab (Payload reopens the tab this user last had open, e.g. SEO)
      const firstTab = page.locator('.tabs-field__tab-button').first()
      await expect.poll(() => firstTab.isVisible(), { timeout: 30_000 }).toBe(true)
      await firstTab.click()
      const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
      await expect.poll(() => editor.isVisible(), { timeout: 30_000 }).toBe(true)
      await editor.getByText('Stand: Oktober 2025').first().click()
      await page.keyboard.press('End')
      // a browser too busy to be idle: what waits for idle time runs only when its timeout runs out
      // (the editor hands its text to the form so, at most 500 ms after the last key), and the
      // click comes right after the last key
      await page.evaluate(() => {
        window.requestIdleCallback = (callback, options) =>
          window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options?.timeout ?? 1000)
      })
      await page.keyboard.type(' (geprüft)')

      // a click on „Änderungen veröffentlichen“ asks first and shows the change side by side
      const publish = page.getByRole('button', { name: 'Änderungen veröffentlichen' }).first()
      await publish.click()
      const review = page.locator('.legal-publish-review')
      await expect.poll(() => review.isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await page.getByText('Rechtstext veröffentlichen?').first().isVisible()).toBe(true)
      const shown = await review.innerText()
      expect(shown).toContain('1 Absatz geändert, hinzugefügt oder entfernt.')
      expect(await review.getByRole('region', { name: 'Nach dem Veröffentlichen' }).innerText()).toContain('(geprüft)')
      expect(await review.getByRole('region', { name: 'Bisher veröffentlicht' }).innerText()).toContain('Stand: Oktober 2025')
      await shot(page, 'legal-publish-confirm')
      expect(await text('/datenschutz')).not.toContain('(geprüft)')

      // „Abbrechen“ publishes nothing
      await page.getByRole('button', { name: 'Abbrechen' }).click()
      await expect.poll(() => review.isVisible(), { timeout: 10_000 }).toBe(false)
      expect(await text('/datenschutz')).not.toContain('(geprüft)')

      // confirmed: live. The modal's frame fades out for a moment after „Abbrechen“; a click that
      // lands in that moment can be lost (seen once in CI), so the click is repeated as a person would.
      await expect
        .poll(
          async () => {
            if (!(await review.isVisible())) await publish.click({ timeout: 5_000 }).catch(() => undefined)
            return review.isVisible()
          },
          { timeout: 30_000, interval: 3_000 },
        )
        .toBe(true)
      await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click()
      await expect.poll(dateLine, { timeout: 30_000 }).toBe('Stand: Oktober 2025 (geprüft)')

      // the versions list: the newest version in the editor's (Berlin) time
      const newest: Date = (await db().query(`SELECT updated_at FROM _pages_v WHERE parent_id = $1 ORDER BY updated_at DESC LIMIT 1`, [id])).rows[0].updated_at
      await page.goto(`/admin/collections/pages/${id}/versions`)
      await expect.poll(() => page.getByText(germanDateTime(newest)).first().isVisible(), { timeout: 30_000 }).toBe(true)
      await shot(page, 'versions-berlin-time')

      // the same in a browser far from Berlin: the admin still shows German time, list and comparison
      const away = await newPage(browser(), { viewport: { width: 1440, height: 1000 }, timezoneId: 'America/New_York' })
      try {
        await loginAsStaff(away.page)
        await away.page.goto(`/admin/collections/pages/${id}/versions`)
        await expect.poll(() => away.page.getByText(germanDateTime(newest)).first().isVisible(), { timeout: 30_000 }).toBe(true)
        await away.page.getByText(germanDateTime(newest)).first().click()
        await expect.poll(() => away.page.url(), { timeout: 30_000 }).toMatch(/\/versions\/[^/]+$/)
        await expect.poll(() => away.page.getByText(germanDateTime(newest)).first().isVisible(), { timeout: 30_000 }).toBe(true)
        await shot(away.page, 'version-compare-berlin-time')
      } finally {
        await away.context.close()
      }
    } finally {
      await restorePublishedPage(id, { layout: original.layout })
      await context.close()
    }
  })
})
