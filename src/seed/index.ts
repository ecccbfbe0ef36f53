import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { RichTextBlock } from '@/payload-types'
import { jobsSeed } from './jobs'
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

  if (!(await payload.count({ collection: 'references' })).totalDocs) {
    for (const [index, reference] of referencesSeed.entries()) {
      // Sample domains are not real: no logo look-up while seeding.
      await payload.create({ collection: 'references', context: { ...context, skipLogoResolve: true }, data: { ...reference, sortOrder: index } })
      result.created.references++
    }
  }

  if (!(await payload.count({ collection: 'jobs' })).totalDocs) {
    for (const { daysAgo, ...job } of jobsSeed) {
      await payload.create({
        collection: 'jobs',
        context,
        data: { ...job, source: 'manual', publishDate: new Date(now.getTime() - daysAgo * DAY).toISOString() },
      })
      result.created.jobs++
    }
  }

  if (!(await payload.count({ collection: 'users' })).totalDocs) {
    const email = env().SEED_ADMIN_EMAIL
    const password = env().SEED_ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('base64url')
    await payload.create({ collection: 'users', data: { email, password, name: 'Administrator' } })
    result.admin = { email, password }
  }

  return result
}
