import type { Payload, PayloadRequest } from 'payload'

/** The files of an application as the requesting user may see them (none without staff rights). */
export async function listApplicationFiles(req: PayloadRequest, applicationId: number) {
  const result = await req.payload.find({
    collection: 'application-files',
    where: { application: { equals: applicationId } },
    overrideAccess: false,
    user: req.user,
    req,
    depth: 0,
    limit: 20,
    sort: 'createdAt',
  })
  return result.docs
}

/** All files of an application, oldest first, for the system's own work (mails, the ATS hand-over). */
export async function storedApplicationFiles(payload: Payload, applicationId: number) {
  const result = await payload.find({
    collection: 'application-files',
    where: { application: { equals: applicationId } },
    overrideAccess: true,
    depth: 0,
    limit: 20,
    sort: 'createdAt',
  })
  return result.docs
}
