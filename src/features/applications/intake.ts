import Busboy from 'busboy'
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdtemp, rm, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable, Writable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { fileTypeFromBuffer } from 'file-type'
import { DOCUMENT_TYPES, displayFileName, judgeZip, kindFromSniff, sanitizeFileName, SNIFF_BYTES, type DocumentKind } from './uploadChecks'
import { APPLICATION_LIMITS as L, APPLICATION_MESSAGES as M, type ApplicationFieldErrors } from './schema'
import { readZipDirectory } from './zipDirectory'

/**
 * Reads a multipart application as a stream: each file goes straight to a temporary file while
 * its size is counted, its SHA-256 computed and its first bytes sniffed, so no upload is ever
 * held in memory whole. Limits are enforced as the bytes arrive: a file over its limit or of a
 * type not accepted stops being written at once (the rest of its bytes are read and dropped, so
 * the fields after it still arrive for the visitor's error page), a body over the overall limit
 * ends the reading. Nothing here stores anything beyond the temporary folder, which the caller
 * removes with `cleanup()`.
 */

/** Largest body accepted: the files' limits plus room for the fields and part headers. */
export const MAX_BODY_BYTES = L.cvMaxBytes + L.attachmentsMaxBytes + 1024 * 1024

export const INTAKE_MESSAGES = {
  unreadable: 'Ihre Bewerbung konnte nicht gelesen werden. Bitte laden Sie die Seite neu und senden Sie das Formular erneut.',
  tooLarge: `Ihre Bewerbung ist zu groß. Lebenslauf höchstens ${L.cvMaxBytes / (1024 * 1024)} MB, weitere Unterlagen zusammen höchstens ${L.attachmentsMaxBytes / (1024 * 1024)} MB.`,
} as const

export type ReceivedFile = {
  role: 'cv' | 'attachment'
  /** the temporary file */
  path: string
  fileName: string
  kind: DocumentKind
  mimeType: string
  size: number
  sha256: string
}

export type Intake =
  | { ok: true; fields: Map<string, string>; files: ReceivedFile[]; fileErrors: ApplicationFieldErrors; cleanup: () => Promise<void> }
  | { ok: false; status: 400 | 413; message: string }

type FileResult = { file: ReceivedFile } | { error: { field: 'cv' | 'attachments'; message: string } } | null

const FILE_FIELDS = { cv: 'cv', attachments: 'attachment' } as const

class Refusal extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message)
  }
}

async function sniff(head: Buffer): Promise<{ kind: DocumentKind | 'zip' | null; ext?: string }> {
  const detected = await fileTypeFromBuffer(head).catch(() => undefined)
  return { kind: kindFromSniff(detected), ext: detected?.ext }
}

/**
 * One uploaded file: a Writable the part's stream is piped into. A refused file is never an
 * error for the stream (that would stall the multipart parser): it drops the rest of its bytes.
 */
class FileSink extends Writable {
  private out: WriteStream | undefined
  private head: Buffer[] = []
  private headBytes = 0
  private size = 0
  private readonly hash = createHash('sha256')
  private sniffed: { kind: DocumentKind | 'zip' | null; ext?: string } | undefined
  private refusal: string | undefined
  result: FileResult = null

  constructor(
    private readonly role: 'cv' | 'attachment',
    private readonly originalName: string,
    private readonly path: string,
    /** the bytes this file may use (the attachments share one budget) */
    private readonly budget: { used: number; max: number },
    private readonly tooLargeMessage: string,
  ) {
    super({ highWaterMark: 64 * 1024 })
  }

  private refuse(message: string) {
    if (this.refusal) return
    this.refusal = message
    this.budget.used -= this.size // a refused file leaves the others its share
    this.head = []
    if (this.out) {
      const out = this.out
      this.out = undefined
      out.destroy()
      out.once('close', () => void unlink(this.path).catch(() => {}))
    }
  }

  private write_(chunk: Buffer): Promise<void> {
    if (this.refusal) return Promise.resolve()
    if (!this.out) {
      this.out = createWriteStream(this.path, { flags: 'wx', mode: 0o600 })
      // reported through the write callbacks; an aborted request's late writes are no error
      this.out.on('error', () => {})
    }
    const out = this.out
    return new Promise((resolve, reject) => {
      const ok = out.write(chunk, (error) => (error && !this.refusal ? reject(error) : undefined))
      if (ok) resolve()
      else out.once('drain', resolve)
    })
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.take(chunk).then(() => callback(), callback)
  }

  private async take(chunk: Buffer) {
    if (this.refusal) return
    this.size += chunk.length
    this.budget.used += chunk.length
    if (this.budget.used > this.budget.max) return this.refuse(this.tooLargeMessage)
    this.hash.update(chunk)
    if (!this.sniffed) {
      this.head.push(chunk)
      this.headBytes += chunk.length
      if (this.headBytes >= SNIFF_BYTES) {
        const buffered = Buffer.concat(this.head)
        this.head = []
        this.sniffed = await sniff(buffered)
        if (!this.sniffed.kind) return this.refuse(M.fileWrongType(displayFileName(this.originalName)))
        return this.write_(buffered)
      }
      return
    }
    return this.write_(chunk)
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.finish().then(() => callback(), callback)
  }

  private async finish() {
    const field = this.role === 'cv' ? 'cv' : 'attachments'
    const name = displayFileName(this.originalName)
    if (!this.refusal && this.size === 0) {
      // a file input left empty arrives as a part without name and bytes
      if (this.originalName === '') return
      this.refuse(M.fileEmpty(name))
    }
    if (!this.refusal && !this.sniffed) {
      const buffered = Buffer.concat(this.head)
      this.head = []
      this.sniffed = await sniff(buffered)
      if (!this.sniffed.kind) this.refuse(M.fileWrongType(name))
      else await this.write_(buffered)
    }
    if (this.refusal) {
      this.result = { error: { field, message: this.refusal } }
      return
    }
    const out = this.out!
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject)
      out.end(() => resolve())
    })
    let kind = this.sniffed!.kind as DocumentKind | 'zip'
    if (kind === 'zip') {
      const entries = await readZipDirectory(this.path)
      const verdict = entries ? judgeZip(entries, this.size, this.sniffed!.ext) : ({ ok: false, reason: 'malformed' } as const)
      if (!verdict.ok) {
        this.refuse(verdict.reason === 'suspicious' ? M.fileSuspicious(name) : M.fileMalformed(name))
        await unlink(this.path).catch(() => {})
        this.result = { error: { field, message: this.refusal! } }
        return
      }
      kind = verdict.kind
    }
    this.result = {
      file: {
        role: this.role,
        path: this.path,
        fileName: sanitizeFileName(this.originalName, kind),
        kind,
        mimeType: DOCUMENT_TYPES[kind].mimeType,
        size: this.size,
        sha256: this.hash.digest('hex'),
      },
    }
  }

  /** Stops writing (the request is being dropped). */
  abort() {
    this.refuse('aborted')
  }
}

/**
 * Reads the body. Answers the fields (first value per name), the accepted files (in temporary
 * files) and the German message per file field that was refused; or a refusal of the whole body
 * (unreadable multipart: 400, over the size limit: 413). Never throws for anything the client
 * sent; only a server fault (the disk) rejects.
 */
export async function receiveApplication(
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
  { tmpRoot = tmpdir() }: { tmpRoot?: string } = {},
): Promise<Intake> {
  const contentType = headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !body) return { ok: false, status: 400, message: INTAKE_MESSAGES.unreadable }
  const declared = Number(headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    await body.cancel().catch(() => {})
    return { ok: false, status: 413, message: INTAKE_MESSAGES.tooLarge }
  }

  let parser: Busboy.Busboy
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        fieldNameSize: 100,
        fieldSize: 16 * 1024,
        fields: 40,
        // counted per field below; beyond this many the rest is dropped and reported
        files: 10,
        fileSize: Math.max(L.cvMaxBytes, L.attachmentsMaxBytes) + 1,
        parts: 60,
        headerPairs: 20,
      },
    })
  } catch {
    await body.cancel().catch(() => {})
    return { ok: false, status: 400, message: INTAKE_MESSAGES.unreadable }
  }

  const dir = await mkdtemp(join(tmpRoot, 'bewerbung-'))
  const cleanup = () => rm(dir, { recursive: true, force: true })
  const fields = new Map<string, string>()
  const sinks: { sink: FileSink; done: Promise<void> }[] = []
  let cvCount = 0
  let attachmentCount = 0
  const cvBudget = { used: 0, max: L.cvMaxBytes }
  const attachmentBudget = { used: 0, max: L.attachmentsMaxBytes }
  const extraErrors: ApplicationFieldErrors = {}
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>)

  try {
    await new Promise<void>((resolve, reject) => {
      let received = 0
      const fail = (error: Error) => {
        source.unpipe(parser)
        source.destroy()
        parser.destroy()
        for (const { sink } of sinks) sink.abort()
        reject(error)
      }
      source.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received > MAX_BODY_BYTES) fail(new Refusal(413, INTAKE_MESSAGES.tooLarge))
      })
      source.on('error', () => fail(new Refusal(400, INTAKE_MESSAGES.unreadable)))
      parser.on('error', () => fail(new Refusal(400, INTAKE_MESSAGES.unreadable)))
      parser.on('field', (name, value) => {
        if (!fields.has(name)) fields.set(name, value)
      })
      parser.on('filesLimit', () => {
        extraErrors.attachments = M.attachmentsTooMany
      })
      parser.on('file', (name, stream, info) => {
        stream.on('error', () => {}) // only when the whole request is dropped, which answers for it
        const role = FILE_FIELDS[name as keyof typeof FILE_FIELDS]
        if (!role) return void stream.resume()
        const original = info.filename ?? ''
        if (role === 'cv' && original !== '' && ++cvCount > 1) {
          extraErrors.cv = M.cvTooMany
          return void stream.resume()
        }
        if (role === 'attachment' && original !== '' && ++attachmentCount > L.attachmentsMaxCount) {
          extraErrors.attachments = M.attachmentsTooMany
          return void stream.resume()
        }
        const sink =
          role === 'cv'
            ? new FileSink(role, original, join(dir, randomUUID()), cvBudget, M.cvTooLarge)
            : new FileSink(role, original, join(dir, randomUUID()), attachmentBudget, M.attachmentsTooLarge)
        const done = new Promise<void>((resolveFile, rejectFile) => {
          sink.on('finish', resolveFile)
          sink.on('error', rejectFile)
        })
        done.catch(fail) // a disk fault: drop the request
        sinks.push({ sink, done })
        stream.pipe(sink)
      })
      parser.on('close', () => {
        Promise.all(sinks.map((s) => s.done)).then(() => resolve(), reject)
      })
      source.pipe(parser)
    })
  } catch (error) {
    await cleanup()
    if (error instanceof Refusal) return { ok: false, status: error.status, message: error.message }
    throw error
  }

  const files: ReceivedFile[] = []
  const fileErrors: ApplicationFieldErrors = { ...extraErrors }
  for (const { sink } of sinks) {
    const result = sink.result
    if (!result) continue
    if ('file' in result) files.push(result.file)
    else fileErrors[result.error.field] ??= result.error.message
  }
  return { ok: true, fields, files, fileErrors, cleanup }
}
