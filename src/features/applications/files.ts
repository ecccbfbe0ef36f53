import type { Payload, PayloadRequest } from 'payload'

/** The files of an application, oldest first, as far as `access` lets the reader see them. */
async function filesOfApplication(payload: Payload, applicationId: number, access: { overrideAccess: boolean; req?: PayloadRequest }) {
  const result = await payload.find({
    collection: 'application-files',
    where: { application: { equals: applicationId } },
    ...access,
    user: access.req?.user,
    depth: 0,
    limit: 20,
    sort: 'createdAt',
  })
  return result.docs
}

/** The files of an application as the requesting user may see them (none without staff rights). */
export const listApplicationFiles = (req: PayloadRequest, applicationId: number) =>
  filesOfApplication(req.payload, applicationId, { overrideAccess: false, req })

/** All files of an application, for the system's own work (mails, the ATS hand-over). */
export const storedApplicationFiles = (payload: Payload, applicationId: number) => filesOfApplication(payload, applicationId, { overrideAccess: true })
