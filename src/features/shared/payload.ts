import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Local API for server components, actions and routes. */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
