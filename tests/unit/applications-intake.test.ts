import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INTAKE_MESSAGES, receiveApplication } from '@/features/applications/intake'
import { APPLICATION_MESSAGES as M } from '@/features/applications/schema'
import { docxBytes, lyingZipBomb, multipartBody, odtBytes, pdfBytes, PNG_1PX, type MultipartFile } from '../support/applicationFiles'

let tmpRoot: string
beforeAll(async () => {
  tmpRoot = await mkdtemp(join(tmpdir(), 'apps-intake-'))
})
afterAll(() => rm(tmpRoot, { recursive: true, force: true }))

const MB = 1024 * 1024

/** The body as a stream in small chunks, as it arrives from a socket. */
function streamOf(bytes: Buffer, chunk = 16 * 1024): ReadableStream<Uint8Array> {
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + chunk)))
      offset += chunk
    },
  })
}

async function receive(fields: Record<string, string>, files: MultipartFile[] = []) {
  const { body, contentType } = multipartBody(fields, files)
  return receiveApplication(new Headers({ 'content-type': contentType }), streamOf(body), { tmpRoot })
}

const leftovers = async () => (await readdir(tmpRoot)).length

describe('receiveApplication', () => {
  it('streams accepted files to temporary files with their hash, and reads the fields', async () => {
    const cv = pdfBytes(3 * MB)
    const intake = await receive({ firstName: 'Anna', jobId: '7' }, [
      { field: 'cv', name: 'Lebenslauf Anna.pdf', data: cv },
      { field: 'attachments', name: 'zeugnis.docx', data: docxBytes() },
      { field: 'attachments', name: 'foto.odt', data: odtBytes() },
    ])
    expect(intake.ok).toBe(true)
    if (!intake.ok) return
    expect(intake.fields.get('firstName')).toBe('Anna')
    expect(intake.fileErrors).toEqual({})
    expect(intake.files.map((f) => [f.role, f.fileName, f.mimeType])).toEqual([
      ['cv', 'Lebenslauf Anna.pdf', 'application/pdf'],
      ['attachment', 'zeugnis.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['attachment', 'foto.odt', 'application/vnd.oasis.opendocument.text'],
    ])
    expect(intake.files[0].size).toBe(cv.length)
    expect(intake.files[0].sha256).toBe(createHash('sha256').update(cv).digest('hex'))
    expect(Buffer.compare(await readFile(intake.files[0].path), cv)).toBe(0)
    await intake.cleanup()
    expect(await leftovers()).toBe(0)
  })

  it('ignores a file input left empty', async () => {
    const intake = await receive({ firstName: 'Anna' }, [{ field: 'cv', name: '', data: Buffer.alloc(0) }])
    expect(intake.ok && intake.files).toEqual([])
    expect(intake.ok && intake.fileErrors).toEqual({})
    if (intake.ok) await intake.cleanup()
  })

  it('refuses empty, wrong-type, malformed and bomb files with German messages, keeping no bytes of them', async () => {
    const cases: [MultipartFile, string][] = [
      [{ field: 'cv', name: 'leer.pdf', data: Buffer.alloc(0) }, M.fileEmpty('leer.pdf')],
      [{ field: 'cv', name: 'lebenslauf.pdf', data: Buffer.from('MZ this is a program'), type: 'application/pdf' }, M.fileWrongType('lebenslauf.pdf')],
      [{ field: 'cv', name: 'kaputt.docx', data: docxBytes().subarray(0, 80) }, M.fileMalformed('kaputt.docx')],
      [{ field: 'cv', name: 'bombe.docx', data: lyingZipBomb() }, M.fileSuspicious('bombe.docx')],
    ]
    for (const [file, message] of cases) {
      const intake = await receive({ lastName: 'Muster' }, [file])
      expect(intake.ok).toBe(true)
      if (!intake.ok) continue
      expect(intake.fileErrors).toEqual({ cv: message })
      expect(intake.files).toEqual([])
      expect(intake.fields.get('lastName')).toBe('Muster')
      await intake.cleanup()
    }
    expect(await leftovers()).toBe(0)
  })

  it('stops writing an oversized file at its limit and still reads the fields after it', async () => {
    const intake = await receive({}, [
      { field: 'cv', name: 'gross.pdf', data: pdfBytes(10 * MB + 10) },
      { field: 'attachments', name: 'a.pdf', data: pdfBytes(12 * MB) },
      { field: 'attachments', name: 'b.png', data: Buffer.concat([PNG_1PX, Buffer.alloc(8 * MB)]) },
    ])
    if (!intake.ok) throw new Error('refused')
    expect(intake.fileErrors).toEqual({ cv: M.cvTooLarge, attachments: M.attachmentsTooLarge })
    expect(intake.files.map((f) => f.fileName)).toEqual(['a.pdf'])
    await intake.cleanup()
  })

  it('refuses a fourth attachment and a second CV', async () => {
    const pdf = { data: pdfBytes() }
    const intake = await receive({}, [
      { field: 'cv', name: 'a.pdf', ...pdf },
      { field: 'cv', name: 'b.pdf', ...pdf },
      ...[1, 2, 3, 4].map((i) => ({ field: 'attachments', name: `z${i}.pdf`, ...pdf })),
    ])
    if (!intake.ok) throw new Error('refused')
    expect(intake.fileErrors).toEqual({ cv: M.cvTooMany, attachments: M.attachmentsTooMany })
    await intake.cleanup()
  })

  it('answers 400 for bodies that are not multipart or break off, 413 for oversized ones, and leaves nothing behind', async () => {
    const { body, contentType } = multipartBody({ firstName: 'Anna' }, [{ field: 'cv', name: 'cv.pdf', data: pdfBytes(MB) }])
    const cut = await receiveApplication(new Headers({ 'content-type': contentType }), streamOf(body.subarray(0, body.length - 200)), { tmpRoot })
    expect(cut).toEqual({ ok: false, status: 400, message: INTAKE_MESSAGES.unreadable })
    const noBoundary = await receiveApplication(new Headers({ 'content-type': 'multipart/form-data' }), streamOf(body), { tmpRoot })
    expect(noBoundary).toMatchObject({ ok: false, status: 400 })
    const json = await receiveApplication(new Headers({ 'content-type': 'application/json' }), streamOf(Buffer.from('{}')), { tmpRoot })
    expect(json).toMatchObject({ ok: false, status: 400 })
    const huge = multipartBody({}, [{ field: 'attachments', name: 'x.pdf', data: pdfBytes(32 * MB) }])
    const tooBig = await receiveApplication(new Headers({ 'content-type': huge.contentType }), streamOf(huge.body, 256 * 1024), { tmpRoot })
    expect(tooBig).toEqual({ ok: false, status: 413, message: INTAKE_MESSAGES.tooLarge })
    const declared = await receiveApplication(new Headers({ 'content-type': contentType, 'content-length': String(40 * MB) }), streamOf(body), { tmpRoot })
    expect(declared).toMatchObject({ ok: false, status: 413 })
    expect(await leftovers()).toBe(0)
  })
})
