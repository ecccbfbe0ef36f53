/**
 * A fast reader for the plain shape of a feed's job element, giving exactly the object tree the
 * feed's fast-xml-parser configuration gives (see parse.ts), or undefined for anything it does not
 * handle, which then goes to fast-xml-parser. Handled: elements without attributes whose content
 * is text only (trimmed, entities decoded), child elements only (whitespace between them), or
 * nothing; raw elements (the HTML ones) whose content is taken as it stands; repeated names become
 * arrays. Not handled: attributes, mixed content, comments, CDATA outside raw elements, processing
 * instructions, reserved or non-ASCII names, deep nesting.
 */

type Tree = Record<string, unknown>
export type SimpleXmlOptions = { decode: (text: string) => string; rawElements: ReadonlySet<string> }

const MAX_DEPTH = 20
/** Names fast-xml-parser refuses or renames (its prototype-pollution guard). */
export const RESERVED_XML_NAMES: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
])

/** [A-Za-z_] */
const isNameStart = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f
/** [A-Za-z0-9_.-] */
const isNameChar = (c: number) => isNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e

class Unsupported extends Error {}
const unsupported = new Unsupported()

/** The element `xml` consists of (nothing before or after it) as an object, or undefined. */
export function parseSimpleElement(xml: string, options: SimpleXmlOptions): Tree | undefined {
  const text = xml.includes('\r') ? xml.replace(/\r\n?/g, '\n') : xml // as the parser does
  try {
    const reader = new Reader(text, options)
    const tag = reader.startTag(0)
    if (tag.selfClosing) return undefined
    const value = reader.content(tag.name, tag.end, 1)
    if (reader.pos !== text.length || typeof value !== 'object') return undefined
    return value
  } catch (error) {
    if (error === unsupported) return undefined
    throw error
  }
}

class Reader {
  pos = 0
  constructor(
    private readonly xml: string,
    private readonly options: SimpleXmlOptions,
  ) {}

  /** `<name>` or `<name/>` at `lt`. */
  startTag(lt: number): { name: string; end: number; selfClosing: boolean } {
    const xml = this.xml
    if (xml.charCodeAt(lt) !== 0x3c || !isNameStart(xml.charCodeAt(lt + 1))) throw unsupported
    let i = lt + 2
    while (isNameChar(xml.charCodeAt(i))) i++
    const name = xml.slice(lt + 1, i)
    if (RESERVED_XML_NAMES.has(name)) throw unsupported
    if (xml.charCodeAt(i) === 0x3e) return { name, end: i + 1, selfClosing: false }
    if (xml.charCodeAt(i) === 0x2f && xml.charCodeAt(i + 1) === 0x3e) return { name, end: i + 2, selfClosing: true }
    throw unsupported
  }

  /** The content of element `name` from `start` to its end tag (this.pos is set after it). */
  content(name: string, start: number, depth: number): Tree | string {
    const xml = this.xml
    const close = `</${name}>`
    let tree: Tree | undefined
    let pos = start
    for (;;) {
      const lt = xml.indexOf('<', pos)
      if (lt < 0) throw unsupported
      const text = xml.slice(pos, lt)
      if (xml.charCodeAt(lt + 1) === 0x2f) {
        if (!xml.startsWith(close, lt)) throw unsupported
        this.pos = lt + close.length
        if (tree) {
          if (text.trim()) throw unsupported // mixed content
          return tree
        }
        const value = text.trim()
        return value ? this.options.decode(value) : ''
      }
      if (text.trim() || depth >= MAX_DEPTH) throw unsupported // mixed content; deep nesting
      const tag = this.startTag(lt)
      let value: unknown
      if (tag.selfClosing) {
        value = ''
        pos = tag.end
      } else if (this.options.rawElements.has(tag.name)) {
        pos = this.rawEnd(tag.name, tag.end)
        value = xml.slice(tag.end, pos)
        pos += tag.name.length + 3
      } else {
        value = this.content(tag.name, tag.end, depth + 1)
        pos = this.pos
      }
      tree ??= {}
      if (!Object.hasOwn(tree, tag.name)) tree[tag.name] = value
      else {
        const previous = tree[tag.name]
        if (Array.isArray(previous)) previous.push(value)
        else tree[tag.name] = [previous, value]
      }
    }
  }

  /**
   * Where a raw element's end tag starts, found as the parser finds it: CDATA sections and the
   * other elements' start tags (quoted values included) are skipped. Comments, processing
   * instructions and a nested element of the same name are left to the parser.
   */
  rawEnd(name: string, start: number): number {
    const xml = this.xml
    for (let pos = start; ;) {
      const lt = xml.indexOf('<', pos)
      if (lt < 0) throw unsupported
      const next = xml.charCodeAt(lt + 1)
      if (next === 0x2f /* / */) {
        const gt = xml.indexOf('>', lt)
        if (gt < 0) throw unsupported
        if (xml.slice(lt + 2, gt).trim() === name) {
          if (gt !== lt + 2 + name.length) throw unsupported // `</name >`
          return lt
        }
        pos = gt + 1
      } else if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9)
        if (end < 0) throw unsupported
        pos = end + 3
      } else if (next === 0x21 /* ! */ || next === 0x3f /* ? */) {
        throw unsupported
      } else {
        let gt = lt + 1
        for (; gt < xml.length; gt++) {
          const c = xml.charCodeAt(gt)
          if (c === 0x3e) break
          if (c === 0x22 || c === 0x27) {
            gt = xml.indexOf(xml[gt], gt + 1)
            if (gt < 0) throw unsupported
          }
        }
        if (gt >= xml.length) throw unsupported
        if (xml.slice(lt + 1, gt).split(/\s/, 1)[0] === name) throw unsupported
        pos = gt + 1
      }
    }
  }
}
