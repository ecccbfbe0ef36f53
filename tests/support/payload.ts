import { getPayload, type Payload } from 'payload'
import type { SiteSetting } from '@/payload-types'
import { siteSettingsSeed } from '@/seed/settings'

/**
 * The real Payload (Local API) on this file's own fresh, migrated database and media folder
 * (DATABASE_URL and MEDIA_DIR from tests/support/fileDatabase.ts). Call in beforeAll; the
 * environment must be set before the config module is first imported.
 */
export async function getTestPayload(): Promise<Payload> {
  process.env.PAYLOAD_SECRET ||= 'test-secret'
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

/** Sets site settings for a test, on top of the seed's when the database has none yet; no revalidation (no Next request). */
export async function updateSiteSettings(payload: Payload, data: Partial<SiteSetting>) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return payload.updateGlobal({
    slug: 'site-settings',
    data: { ...(settings.companyName ? {} : siteSettingsSeed), ...data },
    context: { disableRevalidate: true },
  })
}

/** A staff account as an admin creates it: it has to enrol its second factor at first login (unless `extra` gives one). */
export const createStaffUser = (payload: Payload, email: string, password: string, role: 'admin' | 'editor', extra: Record<string, unknown> = {}) =>
  payload.create({ collection: 'users', data: { email, password, role, ...extra }, context: { enrolSecondFactor: true } })
