import type { Payload } from 'payload'

/** Counts for the admin dashboard (never addresses). */
export async function countJobAlerts(payload: Payload) {
  const count = async (where: Parameters<Payload['count']>[0]['where']) =>
    (await payload.count({ collection: 'job-alerts', where, overrideAccess: true })).totalDocs
  const [confirmed, pending, daily] = await Promise.all([
    count({ status: { equals: 'confirmed' } }),
    count({ status: { equals: 'pending' } }),
    count({ status: { equals: 'confirmed' }, frequency: { equals: 'daily' } }),
  ])
  return { confirmed, pending, daily, weekly: confirmed - daily }
}
