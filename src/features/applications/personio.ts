import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { env } from '@/env'

/**
 * Personio's recruiting API (v1): each document is uploaded first (multipart, field `file`),
 * answering with a file reference {uuid, …}; then the application is created with the job's
 * Personio position id and those references. Bearer token plus X-Company-ID header.
 */
export type PersonioCredentials = { token: string; companyId: string; baseUrl: string }

export function personioCredentials(): PersonioCredentials | null {
  const { PERSONIO_API_TOKEN, PERSONIO_COMPANY_ID, PERSONIO_BASE_URL } = env()
  if (!PERSONIO_API_TOKEN || !PERSONIO_COMPANY_ID) return null
  return { token: PERSONIO_API_TOKEN, companyId: PERSONIO_COMPANY_ID, baseUrl: (PERSONIO_BASE_URL ?? 'https://api.personio.de').replace(/\/+$/, '') }
}

export class PersonioError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'PersonioError'
  }
}

const TIMEOUT_MS = 60_000

function headers(credentials: PersonioCredentials): Record<string, string> {
  return { Authorization: `Bearer ${credentials.token}`, 'X-Company-ID': credentials.companyId, Accept: 'application/json' }
}

async function failure(response: Response, what: string): Promise<PersonioError> {
  const body = (await response.text().catch(() => '')).slice(0, 500)
  return new PersonioError(`Personio ${what}: HTTP ${response.status}${body ? ` ${body}` : ''}`, response.status)
}

/** A quoted multipart parameter: quotes and line breaks percent-encoded as browsers do (RFC 7578). */
const quoted = (value: string) => `"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`

export type PersonioFileRef = { uuid: string; original_filename: string; category: string }

/** Streams one document to Personio (never held in memory whole) and returns its reference. */
export async function uploadPersonioDocument(
  credentials: PersonioCredentials,
  file: { body: Readable; fileName: string; mimeType: string; size: number; category: string },
): Promise<PersonioFileRef> {
  const boundary = `----application-${randomUUID()}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=${quoted(file.fileName)}\r\nContent-Type: ${file.mimeType}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  async function* parts() {
    yield head
    for await (const chunk of file.body) yield chunk as Buffer
    yield tail
  }
  const response = await fetch(`${credentials.baseUrl}/v1/recruiting/applications/documents`, {
    method: 'POST',
    headers: {
      ...headers(credentials),
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + file.size + tail.length),
    },
    body: Readable.toWeb(Readable.from(parts())) as ReadableStream,
    // @ts-expect-error Node's fetch needs this for a streamed request body
    duplex: 'half',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw await failure(response, 'document upload')
  const json = (await response.json().catch(() => null)) as { uuid?: string; data?: { uuid?: string } } | null
  const uuid = json?.uuid ?? json?.data?.uuid
  if (!uuid) throw new PersonioError('Personio document upload: no uuid in the answer', response.status)
  return { uuid, original_filename: file.fileName, category: file.category }
}

export type PersonioApplication = {
  job_position_id: number
  first_name: string
  last_name: string
  email: string
  message?: string
  files: PersonioFileRef[]
  attributes?: { id: string; value: string }[]
}

/** Creates the application; answers the id Personio gives it (if its answer names one). */
export async function createPersonioApplication(credentials: PersonioCredentials, application: PersonioApplication): Promise<string | null> {
  const response = await fetch(`${credentials.baseUrl}/v1/recruiting/applications`, {
    method: 'POST',
    headers: { ...headers(credentials), 'Content-Type': 'application/json' },
    body: JSON.stringify(application),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw await failure(response, 'application')
  const json = (await response.json().catch(() => null)) as { id?: unknown; data?: { id?: unknown } } | null
  const id = json?.id ?? json?.data?.id
  return id == null ? null : String(id)
}
