import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Payload } from 'payload'
import { jobHtmlConverter } from '@/features/job-texts/fromHtml'
import type { RichTextBlock } from '@/payload-types'
import { SITE_PAGE_ROLES, type SitePageRole } from '@/lib/paths'
import { jobsSeed, SAMPLE_JOB_RUNS_DAYS } from './jobs'
import { richText } from './lexical'
import { pagesSeed, type SeedLayout } from './pages'
import { referencesSeed } from './references'
import { siteSettingsSeed } from './settings'
import { env } from '@/env'

export type SeedResult = {
  created: { pages: number; references: number; jobs: number; settings: boolean }
  admin?: { email: string; password: string }
}

const DAY = 24 * 60 * 60 * 1000
const context = { disableRevalidate: true }

/**
 * Idempotent: creates only what is missing and never overwrites what editors changed,
 * so running it twice changes nothing.
 */
export async function seed(payload: Payload, now = new Date()): Promise<SeedResult> {
  const result: SeedResult = { created: { pages: 0, references: 0, jobs: 0, settings: false } }

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.companyName) {
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, context })
    result.created.settings = true
  }

  await seedDefaultImages(payload)

  for (const page of pagesSeed) {
    const existing = await payload.count({ collection: 'pages', where: { slug: { equals: page.slug } } })
    if (existing.totalDocs) continue
    await payload.create({
      collection: 'pages',
      context,
      data: {
        slug: page.slug,
        title: page.title,
        _status: 'published',
        meta: page.meta,
        layout: page.layout
          ? (page.layout as unknown as SeedLayout)
          : [{ blockType: 'richText', content: richText(page.content ?? []) as RichTextBlock['content'] }],
      },
    })
    result.created.pages++
  }
  await seedSitePages(payload)

  if (!(await payload.count({ collection: 'references' })).totalDocs) {
    for (const reference of referencesSeed) {
      // Sample domains are not real: no logo look-up while seeding.
      await payload.create({ collection: 'references', context: { ...context, skipLogoResolve: true }, data: reference })
      result.created.references++
    }
  }

  if (!(await payload.count({ collection: 'jobs' })).totalDocs) {
    // Manual jobs are edited in rich text; the seed's copy is written as HTML for brevity.
    const toRichText = await jobHtmlConverter(payload.config)
    for (const { daysAgo, ...job } of jobsSeed) {
      await payload.create({
        collection: 'jobs',
        context,
        data: {
          ...job,
          descriptionContent: toRichText(job.description),
          requirementsContent: toRichText(job.requirements),
          benefitsContent: toRichText(job.benefits),
          source: 'manual',
          publishDate: new Date(now.getTime() - daysAgo * DAY).toISOString(),
          // like a real ad, a sample runs for a stated time (Google for Jobs asks for the end date)
          validThrough: new Date(now.getTime() + SAMPLE_JOB_RUNS_DAYS * DAY).toISOString(),
        },
      })
      result.created.jobs++
    }
  }

  if (!(await payload.count({ collection: 'users' })).totalDocs) {
    const email = env().SEED_ADMIN_EMAIL
    const password = env().SEED_ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('base64url')
    // SEED_ADMIN_TOTP_SECRET (base32) gives the admin a known second factor: the browser tests use it.
    const totpSecret = env().SEED_ADMIN_TOTP_SECRET
    await payload.create({
      collection: 'users',
      context: { enrolSecondFactor: Boolean(totpSecret) },
      data: { email, password, name: 'Administrator', role: 'admin', ...(totpSecret ? { totpSecret, totpEnabled: true } : {}) },
    })
    result.admin = { email, password }
  }

  return result
}

/** The seed pages behind the menu's, footer's and forms' fixed links. */
export const SITE_PAGE_SLUGS: Record<SitePageRole, string> = {
  about: 'ueber-uns',
  companies: 'unternehmen',
  management: 'managementleistungen',
  lease: 'verpachtung',
  imprint: 'impressum',
  privacy: 'datenschutz',
}

/** Links every fixed link without a chosen page to its seed page, where that page exists. */
async function seedSitePages(payload: Payload) {
  const chosen = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).sitePages ?? {}
  const missing: Partial<Record<SitePageRole, number>> = {}
  for (const role of SITE_PAGE_ROLES) {
    if (chosen[role]) continue
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: SITE_PAGE_SLUGS[role] } }, limit: 1, depth: 0, select: {} })).docs[0]
    if (page) missing[role] = page.id
  }
  if (Object.keys(missing).length) await payload.updateGlobal({ slug: 'site-settings', data: { sitePages: { ...chosen, ...missing } }, context })
}

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')

/** The default job image and contact photo drawn for the site (src/seed/assets), set where none is chosen. */
async function seedDefaultImages(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const upload = async (file: string, alt: string) => {
    const data = fs.readFileSync(path.join(assets, file))
    return (await payload.create({ collection: 'media', data: { alt }, file: { data, mimetype: 'image/png', name: file, size: data.length }, context })).id
  }
  const data: { defaultJobImage?: number; defaultContact?: Record<string, unknown> } = {}
  if (!settings.defaultJobImage) data.defaultJobImage = await upload('default-job-image.png', 'Stellenangebot')
  if (settings.defaultContact && !settings.defaultContact.photo) {
    data.defaultContact = { ...settings.defaultContact, photo: await upload('default-contact-photo.png', 'Ansprechpartner') }
  }
  if (Object.keys(data).length) await payload.updateGlobal({ slug: 'site-settings', data, context })
}
