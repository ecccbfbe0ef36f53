/**
 * Pure judgements on uploaded files: which content types are accepted (recognised by their magic
 * bytes, never by name), what a safe stored file name is, and when a zip-based document (DOCX,
 * ODT) is not one or is a zip bomb, judged from its central directory alone. No I/O here.
 */

export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'odt' | 'jpg' | 'png'

export const DOCUMENT_TYPES: Record<DocumentKind, { mimeType: string; extension: string }> = {
  pdf: { mimeType: 'application/pdf', extension: 'pdf' },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  doc: { mimeType: 'application/msword', extension: 'doc' },
  odt: { mimeType: 'application/vnd.oasis.opendocument.text', extension: 'odt' },
  jpg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
}

/** How many leading bytes the content sniffer needs (file-type's own sample size). */
export const SNIFF_BYTES = 4100

/**
 * What the magic bytes say, as reported by file-type: a final kind, 'zip' when the central
 * directory must decide between DOCX and ODT (or refuse), or null for anything not accepted.
 * Word 97-2003 files are OLE compound files ('cfb').
 */
export function kindFromSniff(detected: { ext: string; mime: string } | undefined): DocumentKind | 'zip' | null {
  switch (detected?.ext) {
    case 'pdf':
      return 'pdf'
    case 'jpg':
      return 'jpg'
    case 'png':
      return 'png'
    case 'cfb':
      return 'doc'
    case 'odt':
    case 'docx':
    case 'zip':
      return 'zip'
    default:
      return null
  }
}

/** One entry of a zip's central directory, as declared there. */
export type ZipEntry = { name: string; compressedSize: number; uncompressedSize: number; localHeaderOffset: number }

/** Bounds for a document zip: generous for real CVs (images inside a DOCX), far below any bomb. */
export const ZIP_LIMITS = {
  maxEntries: 2000,
  /** all entries together, declared uncompressed */
  maxTotalUncompressed: 300 * 1024 * 1024,
  /** an entry may inflate this many times its compressed size... */
  maxRatio: 100,
  /** ...unless it stays this small anyway */
  ratioFreeBytes: 1024 * 1024,
} as const

export type ZipVerdict = { ok: true; kind: 'docx' | 'odt' } | { ok: false; reason: 'malformed' | 'suspicious' }

/**
 * Judges a DOCX/ODT candidate by its central directory: sizes inside the file, no absolute or
 * parent paths, no bomb (too many entries, too much declared content, extreme ratios), and the
 * parts a Word or OpenDocument text needs. `sniffed` is file-type's answer ('odt' reads the
 * stored mimetype entry).
 */
export function judgeZip(entries: ZipEntry[], fileSize: number, sniffed: string | undefined): ZipVerdict {
  if (entries.length === 0) return { ok: false, reason: 'malformed' }
  if (entries.length > ZIP_LIMITS.maxEntries) return { ok: false, reason: 'suspicious' }
  let total = 0
  const names = new Set<string>()
  for (const entry of entries) {
    if (entry.localHeaderOffset + entry.compressedSize > fileSize) return { ok: false, reason: 'malformed' }
    if (entry.name.startsWith('/') || entry.name.split(/[\\/]/).includes('..')) return { ok: false, reason: 'suspicious' }
    total += entry.uncompressedSize
    if (total > ZIP_LIMITS.maxTotalUncompressed) return { ok: false, reason: 'suspicious' }
    if (entry.uncompressedSize > ZIP_LIMITS.ratioFreeBytes && entry.uncompressedSize > ZIP_LIMITS.maxRatio * Math.max(1, entry.compressedSize)) {
      return { ok: false, reason: 'suspicious' }
    }
    names.add(entry.name)
  }
  if (names.has('[Content_Types].xml') && names.has('word/document.xml')) return { ok: true, kind: 'docx' }
  if (sniffed === 'odt' && names.has('mimetype') && names.has('content.xml')) return { ok: true, kind: 'odt' }
  return { ok: false, reason: 'malformed' }
}

const FILE_NAME_MAX = 100

/**
 * A file name safe to store, show and send on: the last path segment only, NFC, letters
 * (umlauts kept), digits and . _ - ( ) and spaces; everything else becomes '_'. The ending is the
 * one of the detected type, whatever the visitor's file was called.
 */
export function sanitizeFileName(original: string, kind: DocumentKind): string {
  const extension = DOCUMENT_TYPES[kind].extension
  const last = original.split(/[\\/]/).pop() ?? ''
  let base = last.normalize('NFC').replace(/\.[^.]*$/, '')
  base = base
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
  if (!base) base = 'Dokument'
  base = [...base]
    .slice(0, FILE_NAME_MAX - extension.length - 1)
    .join('')
    .trim()
  return `${base}.${extension}`
}

/** The visitor's file name for messages: no path, control characters or excessive length. */
export function displayFileName(original: string): string {
  const last = (original.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim()
  const chars = [...last]
  return chars.length > 60 ? `${chars.slice(0, 57).join('')}…` : last || 'Datei'
}
