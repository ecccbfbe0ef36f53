/**
 * Turns the feed's bytes into text using the encoding the document declares: a byte-order mark
 * first, then the XML prolog (`encoding="ISO-8859-1"`), then the HTTP charset, else UTF-8.
 */
export function decodeFeedBytes(bytes: Uint8Array, contentType?: string | null): string {
  const decoder = feedDecoder(bytes, contentType)
  return decoder.decode(bytes.subarray(decoder.skip))
}

/** The decoder for a document whose first bytes are `head` (256 are enough), its encoding, and how many bytes (a byte-order mark) to skip. */
export function feedDecoder(head: Uint8Array, contentType?: string | null): FeedDecoder {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return textDecoder('utf-8', 3)
  if (head[0] === 0xff && head[1] === 0xfe) return textDecoder('utf-16le', 2)
  if (head[0] === 0xfe && head[1] === 0xff) return textDecoder('utf-16be', 2)

  // The prolog is ASCII in every encoding we read, so a byte-wise look is safe.
  const prolog = String.fromCharCode(...head.subarray(0, 256))
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(prolog)?.[1]
  const fromHeader = contentType ? /charset\s*=\s*"?([A-Za-z0-9._:-]+)/i.exec(contentType)?.[1] : undefined
  for (const label of [declared, fromHeader]) {
    if (!label) continue
    if (WINDOWS_1252_LABELS.has(label.toLowerCase())) return { encoding: 'windows-1252', skip: 0, decode: decodeWindows1252 }
    try {
      return textDecoder(label.toLowerCase(), 0)
    } catch {
      // unknown label: try the next source
    }
  }
  return textDecoder('utf-8', 0)
}

type FeedDecoder = { encoding: string; skip: number; decode: (bytes: Uint8Array) => string }

function textDecoder(label: string, skip: number): FeedDecoder {
  const decoder = new TextDecoder(label)
  return { encoding: decoder.encoding, skip, decode: (bytes) => decoder.decode(bytes) }
}

// WHATWG treats ISO-8859-1 as windows-1252, but Node's decoder maps 0x80-0x9f to control
// characters (the euro sign, „ and – would be lost), so we decode that family ourselves.
const WINDOWS_1252_LABELS = new Set([
  'iso-8859-1',
  'iso8859-1',
  'latin1',
  'latin-1',
  'l1',
  'windows-1252',
  'cp1252',
  'x-cp1252',
  'us-ascii',
  'ascii',
  'iso_8859-1',
])
const HIGH_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

function decodeWindows1252(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192)
    out += String.fromCharCode(...chunk).replace(/[\u0080-\u009f]/g, (c) => HIGH_1252[c.charCodeAt(0) - 0x80])
  }
  return out
}
