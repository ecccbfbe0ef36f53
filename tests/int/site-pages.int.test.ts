import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteUrl } from '@/env'
import { seed, SITE_PAGE_SLUGS } from '@/seed'
import { siteSettingsSeed } from '@/seed/settings'
import { getTestPayload } from '../support/payload'
import { applyWithCv, queuedJobs } from '../support/applications'
import { createSmtpSink } from '../support/smtp'

const smtp = createSmtpSink()
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pages-files-'))
const context = { disableRevalidate: true }
let payload: Payload
let chosenBefore: unknown

/** The candidate's confirmation of a new application, as it arrives over SMTP. */
async function confirmationText(email: string): Promise<string> {
  const { id } = await applyWithCv(payload, { email })
  const [job] = (await queuedJobs(payload, 'sendApplicationMail', id)).filter((j) => (j.input as { kind?: string }).kind === 'confirmation')
  await payload.jobs.runByID({ id: job.id, silent: true })
  const mail = smtp.mails.find((m) => m.to.includes(email))
  expect(mail, `confirmation to ${email}`).toBeTruthy()
  return mail!.text
}

describe('the fixed links name the pages editors chose, by their current slug', () => {
  beforeAll(async () => {
    await smtp.startForSite()
    process.env.APPLICATION_FILES_DIR = filesDir
    payload = await getTestPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    chosenBefore = settings.sitePages
    if (!settings.companyName) await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, context })
  })
  afterAll(async () => {
    await payload?.updateGlobal({ slug: 'site-settings', data: { sitePages: (chosenBefore ?? {}) as never }, context })
    await smtp.stop()
    await payload?.destroy()
    for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'APPLICATION_FILES_DIR']) delete process.env[name]
    fs.rmSync(filesDir, { recursive: true, force: true })
  })

  it('links the application confirmation to the chosen privacy page, follows its new slug, and leaves the line out without one', async () => {
    const stamp = Date.now().toString(36)
    const page = await payload.create({ collection: 'pages', data: { title: 'Datenschutz', slug: `datenschutz-${stamp}`, _status: 'published' }, context })
    await payload.updateGlobal({ slug: 'site-settings', data: { sitePages: { privacy: page.id } }, context })

    expect(await confirmationText(`erste-${stamp}@example.com`)).toContain(`Mehr dazu in unserer Datenschutzerklärung: ${siteUrl()}/datenschutz-${stamp}`)

    await payload.update({ collection: 'pages', id: page.id, data: { slug: `datenschutzerklaerung-${stamp}` }, context })
    expect(await confirmationText(`zweite-${stamp}@example.com`)).toContain(
      `Mehr dazu in unserer Datenschutzerklärung: ${siteUrl()}/datenschutzerklaerung-${stamp}`,
    )

    await payload.updateGlobal({ slug: 'site-settings', data: { sitePages: { privacy: null } }, context })
    expect(await confirmationText(`dritte-${stamp}@example.com`)).not.toContain('Datenschutzerklärung:')
    await payload.delete({ collection: 'pages', id: page.id, context })
  })

  it('has the seed link menu, footer and forms to its pages, and keeps what an editor chose', async () => {
    await seed(payload)
    const chosen = (await payload.findGlobal({ slug: 'site-settings', depth: 1, populate: { pages: { slug: true } } })).sitePages ?? {}
    const slugs = Object.fromEntries(Object.entries(chosen).map(([role, page]) => [role, typeof page === 'object' && page ? page.slug : page]))
    expect(slugs).toEqual(SITE_PAGE_SLUGS)
    expect(Object.keys(slugs)).toHaveLength(6)

    const own = await payload.create({
      collection: 'pages',
      data: { title: 'Impressum neu', slug: `impressum-${Date.now().toString(36)}`, _status: 'published' },
      context,
    })
    await payload.updateGlobal({ slug: 'site-settings', data: { sitePages: { ...chosen, imprint: own.id } as never }, context })
    await seed(payload)
    const after = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).sitePages
    expect(after?.imprint).toBe(own.id)
  })
})
