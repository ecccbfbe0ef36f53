import { getPayload, type Payload } from 'payload'

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
