import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The Local API for server components, actions and routes; the only feature code that imports the
 * config. `cron` starts the jobs runner's schedules (once, at boot).
 */
export const getPayloadClient = (options: { cron?: boolean } = {}): Promise<Payload> => getPayload({ config, ...options })
