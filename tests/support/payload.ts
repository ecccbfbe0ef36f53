import { getPayload, type Payload } from 'payload'
import { inject } from 'vitest'

/**
 * The real Payload (Local API) on this run's fresh, migrated int database. Call in beforeAll;
 * the environment must be set before the config module is first imported.
 */
export async function getTestPayload(): Promise<Payload> {
  process.env.DATABASE_URL = inject('intDatabaseUrl')
  process.env.MEDIA_DIR = inject('mediaDir')
  process.env.PAYLOAD_SECRET ||= 'test-secret'
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

