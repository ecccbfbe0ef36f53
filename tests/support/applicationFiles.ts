import { makeZip } from '../../bench/zip.mjs'

/**
 * Upload fixtures for the application tests: real minimal files of each accepted type, broken
 * and hostile ones (a zip that lies in its central directory, a real zip bomb), and multipart
 * bodies as a browser sends them.
 */

export { makeZip }

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'

export function docxBytes(text = 'Lebenslauf'): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from('<Relationships/>') },
    { name: 'word/document.xml', data: Buffer.from(`<w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`) },
  ])
}

export function odtBytes(): Buffer {
  return makeZip([
    { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.text'), store: true },
    { name: 'content.xml', data: Buffer.from('<office:document-content/>') },
    { name: 'META-INF/manifest.xml', data: Buffer.from('<manifest/>') },
  ])
}

/** A DOCX whose document part claims 2 GB in 1 KB: a bomb by its central directory. */
export function lyingZipBomb(): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'word/document.xml', data: Buffer.alloc(1024), declaredSize: 2_000_000_000 },
  ])
}

/** A real bomb: 30 MB of zeros deflated to some 30 KB. */
export function realZipBomb(): Buffer {
  return makeZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'word/document.xml', data: Buffer.alloc(30 * 1024 * 1024) },
  ])
}

/** A PDF of about `size` bytes (a comment pads it). */
export function pdfBytes(size = 2000): Buffer {
  const head = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n'
  const tail = 'trailer<</Root 1 0 R>>\n%%EOF\n'
  const padding = Math.max(0, size - head.length - tail.length)
  return Buffer.concat([Buffer.from(head), Buffer.alloc(padding, 0x25), Buffer.from(tail)])
}

export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

export const JPG_1PX = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)

/** The start of an OLE compound file (Word 97-2003), padded to a plausible size. */
export function docBytes(): Buffer {
  return Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096 - 8, 0)])
}

export type MultipartFile = { field: string; name: string; type?: string; data: Buffer }

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(fields: Record<string, string>, files: MultipartFile[] = [], boundary = `----form${Math.random().toString(16).slice(2)}`) {
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}
