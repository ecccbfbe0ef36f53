/**
 * A document as the feed splitter reads it: its text, or the bytes of its UTF-8 encoding in the
 * chunks they arrived in (never joined: a large feed is held once). The markup the splitter looks
 * at is ASCII, which UTF-8 never uses inside a multi-byte character, so positions found in the
 * bytes are character boundaries.
 */
export type Markup = {
  length: number
  /** the character (text) or byte at `at`; NaN or undefined past the end */
  code: (at: number) => number
  /** the position of `needle` (ASCII) at or after `from`, or -1 */
  find: (needle: string, from: number) => number
  text: (start: number, end: number) => string
}

export const textMarkup = (xml: string): Markup => ({
  length: xml.length,
  code: (at) => xml.charCodeAt(at),
  find: (needle, from) => xml.indexOf(needle, from),
  text: (start, end) => xml.slice(start, end),
})

// a byte-order mark inside a slice is kept, as in the document's text
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true })
/** Text of a slice of a UTF-8 document's bytes. */
export const decodeUtf8 = (bytes: Uint8Array) => utf8.decode(bytes)

/** The bytes of a UTF-8 document, in chunks, read as one sequence. */
export class Utf8Chunks implements Markup {
  readonly length: number
  private readonly starts: number[] = []
  /** the chunk last looked at: the splitter reads forward, so the next position is nearly always in it */
  private current = 0

  constructor(private readonly chunks: readonly Buffer[]) {
    let length = 0
    for (const chunk of chunks) {
      this.starts.push(length)
      length += chunk.length
    }
    this.length = length
  }

  code = (at: number): number => {
    const i = this.chunkAt(at)
    return i < 0 ? NaN : this.chunks[i][at - this.starts[i]]
  }

  find = (needle: string, from: number): number => {
    const first = needle.charCodeAt(0)
    for (let at = from; ; at++) {
      at = this.findByte(first, at)
      if (at < 0) return -1
      let i = 1
      while (i < needle.length && this.code(at + i) === needle.charCodeAt(i)) i++
      if (i === needle.length) return at
    }
  }

  text = (start: number, end: number): string => decodeUtf8(this.bytes(start, end))

  /** The bytes from `start` to `end`: a view when they lie in one chunk, else a copy. */
  bytes(start: number, end: number): Buffer {
    const i = this.chunkAt(start)
    if (i < 0 || end <= start) return Buffer.alloc(0)
    const offset = start - this.starts[i]
    if (end - this.starts[i] <= this.chunks[i].length) return this.chunks[i].subarray(offset, end - this.starts[i])
    const parts = [this.chunks[i].subarray(offset)]
    for (let j = i + 1; j < this.chunks.length && this.starts[j] < end; j++) parts.push(this.chunks[j].subarray(0, end - this.starts[j]))
    return Buffer.concat(parts)
  }

  private findByte(byte: number, from: number): number {
    for (let i = this.chunkAt(from), offset = from - (this.starts[i] ?? 0); i >= 0 && i < this.chunks.length; i++, offset = 0) {
      const at = this.chunks[i].indexOf(byte, offset)
      if (at >= 0) {
        this.current = i
        return this.starts[i] + at
      }
    }
    return -1
  }

  /** The index of the chunk holding position `at`, or -1 past the end. */
  private chunkAt(at: number): number {
    if (at < 0 || at >= this.length) return -1
    const { starts, chunks } = this
    let i = this.current
    if (at < starts[i] || at >= starts[i] + chunks[i].length) {
      // binary search: the last chunk starting at or before `at` (empty chunks are skipped by the >=)
      let low = 0
      let high = chunks.length - 1
      while (low < high) {
        const mid = (low + high + 1) >> 1
        if (starts[mid] <= at) low = mid
        else high = mid - 1
      }
      i = low
      this.current = i
    }
    return i
  }
}
