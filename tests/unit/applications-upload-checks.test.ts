import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { displayFileName, judgeZip, kindFromSniff, sanitizeFileName } from '@/features/applications/uploadChecks'
import { readZipDirectory } from '@/features/applications/zipDirectory'
import { docBytes, docxBytes, JPG_1PX, lyingZipBomb, makeZip, odtBytes, pdfBytes, PNG_1PX, realZipBomb } from '../support/applicationFiles'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'apps-files-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function judgeFile(bytes: Buffer) {
  const path = join(dir, `${Math.random()}.bin`)
  await writeFile(path, bytes)
  const entries = await readZipDirectory(path)
  const sniffed = await fileTypeFromBuffer(bytes.subarray(0, 4100))
  return entries ? judgeZip(entries, bytes.length, sniffed?.ext) : null
}

describe('content types', () => {
  it('recognises each accepted type by its bytes', async () => {
    const kinds = await Promise.all(
      [pdfBytes(), docBytes(), JPG_1PX, PNG_1PX, docxBytes(), odtBytes()].map(async (b) => kindFromSniff(await fileTypeFromBuffer(b))),
    )
    expect(kinds).toEqual(['pdf', 'doc', 'jpg', 'png', 'zip', 'zip'])
  })

  it('refuses other content whatever the name says', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])
    for (const bytes of [gif, exe, Buffer.from('Hallo, ich bin ein Lebenslauf.'), Buffer.from('<html><script>alert(1)</script>')]) {
      expect(kindFromSniff(await fileTypeFromBuffer(bytes))).toBeNull()
    }
  })

  it('tells DOCX from ODT by the central directory, and refuses other zips', async () => {
    expect(await judgeFile(docxBytes())).toEqual({ ok: true, kind: 'docx' })
    expect(await judgeFile(odtBytes())).toEqual({ ok: true, kind: 'odt' })
    expect(await judgeFile(makeZip([{ name: 'virus.exe', data: Buffer.from('MZ') }]))).toEqual({ ok: false, reason: 'malformed' })
  })

  it('refuses a DOCX that is not a valid zip', async () => {
    const truncated = docxBytes().subarray(0, 60)
    expect(await judgeFile(truncated)).toBeNull()
    const garbage = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(300, 7)])
    expect(await judgeFile(garbage)).toBeNull()
  })

  it('refuses zip bombs from the central directory alone', async () => {
    expect(await judgeFile(lyingZipBomb())).toEqual({ ok: false, reason: 'suspicious' })
    const bomb = realZipBomb()
    expect(bomb.length).toBeLessThan(200 * 1024)
    expect(await judgeFile(bomb)).toEqual({ ok: false, reason: 'suspicious' })
    const many = makeZip(Array.from({ length: 2001 }, (_, i) => ({ name: `word/x${i}.xml`, data: Buffer.from('x'), store: true })))
    expect(await judgeFile(many)).toEqual({ ok: false, reason: 'suspicious' })
  })

  it('refuses entries that point outside the archive or climb out of it', () => {
    const base = { compressedSize: 10, uncompressedSize: 10 }
    expect(judgeZip([{ name: 'word/document.xml', ...base, localHeaderOffset: 995 }], 1000, undefined)).toEqual({ ok: false, reason: 'malformed' })
    expect(judgeZip([{ name: '../../etc/passwd', ...base, localHeaderOffset: 0 }], 1000, undefined)).toEqual({ ok: false, reason: 'suspicious' })
  })
})

describe('file names', () => {
  it('keeps letters, digits and umlauts, drops paths and control characters, and takes the detected ending', () => {
    expect(sanitizeFileName('Lebenslauf Jürgen Weiß.pdf', 'pdf')).toBe('Lebenslauf Jürgen Weiß.pdf')
    expect(sanitizeFileName('C:\\Users\\anna\\cv.exe', 'pdf')).toBe('cv.pdf')
    expect(sanitizeFileName('../../etc/passwd', 'docx')).toBe('passwd.docx')
    expect(sanitizeFileName('a<script>"\u0000\u202e.pdf', 'png')).toBe('a_script.png')
    expect(sanitizeFileName('....', 'odt')).toBe('Dokument.odt')
    expect(sanitizeFileName('x'.repeat(500) + '.pdf', 'pdf')).toHaveLength(100)
    expect(displayFileName('/tmp/\u202eevil.pdf')).toBe('evil.pdf')
  })
})
