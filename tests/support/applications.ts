import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Payload } from 'payload'
import { privateFileStore } from '@/features/applications/fileStore'
import { createApplication, newFileKey, type ApplicationInput, type StoredFile } from '@/features/applications/service'

let counter = 0

/** A small valid-looking PDF whose bytes differ per call. */
export function pdfBytes(label = 'Lebenslauf'): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${label} ${Date.now()} ${++counter}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`)
}

/** Puts bytes into the private store as the intake does and describes them for createApplication. */
export async function storeFile(bytes: Buffer, fileName: string, role: StoredFile['role'] = 'cv', mimeType = 'application/pdf'): Promise<StoredFile> {
  const key = newFileKey()
  await privateFileStore().put(key, Readable.from(bytes), bytes.length, mimeType)
  return { role, key, fileName, mimeType, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
}

export function candidate(extra: Partial<ApplicationInput> = {}): ApplicationInput {
  counter++
  return {
    firstName: 'Jana',
    lastName: 'Küster',
    email: `jana.kuester.${Date.now()}.${counter}@example.org`,
    phone: '+49 170 1234567',
    message: 'Ich freue mich auf Ihre Rückmeldung.',
    earliestStart: 'ab 1. März',
    talentPool: false,
    sourcePage: '/stellenangebote/test',
    ...extra,
  }
}

/** An application with one CV, stored the way the intake stores it. */
export async function applyWithCv(payload: Payload, extra: Partial<ApplicationInput> = {}) {
  const bytes = pdfBytes()
  const file = await storeFile(bytes, 'Lebenslauf Jana Küster.pdf')
  const result = await createApplication(payload, candidate(extra), [file])
  return { ...result, file, bytes }
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/** The queued jobs (not yet run) of one task for one application. */
export async function queuedJobs(payload: Payload, task: string, applicationId: number) {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: task } },
    overrideAccess: true,
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return jobs.docs.filter((job) => (job.input as { applicationId?: number } | null)?.applicationId === applicationId)
}
