import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Local API for server components, actions and routes; the only feature code that imports the config. */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
