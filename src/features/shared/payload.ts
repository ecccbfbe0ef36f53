import config from '@payload-config'
import { getPayload, type CollectionSlug, type DataFromCollectionSlug, type FindOptions, type Payload, type SelectType } from 'payload'

/** The Local API for server components, actions and routes; the only feature code that imports the config. */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })

/**
 * The documents of one Local API `find`, for the data modules that read a list. Typed as whole
 * documents (a `select` narrows only the row, not the type): Payload's own generics are too
 * deep for TypeScript through a wrapper.
 */
export async function findDocs<TSlug extends CollectionSlug>(options: FindOptions<TSlug, SelectType>): Promise<DataFromCollectionSlug<TSlug>[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find(options as Parameters<Payload['find']>[0])
  return docs as DataFromCollectionSlug<TSlug>[]
}
