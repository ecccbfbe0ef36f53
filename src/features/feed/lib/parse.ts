import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { feedDecoder } from './decode'
import { decodeUtf8, textMarkup, Utf8Chunks, type Markup } from './markup'
import { parseSimpleElement, RESERVED_XML_NAMES, type SimpleXmlOptions } from './simpleXml'
import { FeedParseError } from './types'
import { NAMED_ENTITIES } from '@/lib/html/entities'

/** A job element as parsed: child names -> text, nested objects or arrays of them. */
export type RawItem = Record<string, unknown>

/** Elements whose content is HTML: kept raw (child tags included) and sanitised later. */
export const HTML_ELEMENTS = [
  'html',
  'description',
  'beschreibung',
  'requirements',
  'anforderungen',
  'benefits',
  'value',
  'content',
  'aufgaben',
  'profil',
  'wirbieten',
]

/**
 * Decodes the named entities above and numeric references. Entities declared in the document's
 * DOCTYPE are never expanded (addInputEntities ignores them): a hostile feed could otherwise
 * multiply one entity into hundreds of megabytes („billion laughs“); `&name;` stays as text.
 */
const entityDecoder = {
  setExternalEntities: () => {},
  addInputEntities: () => {},
  reset: () => {},
  setXmlVersion: () => {},
  decode: (text: string) => (text.includes('&') ? text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g, decodeOne) : text),
}

function decodeOne(reference: string, name: string): string {
  if (name[0] !== '#') return Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name] : reference
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
  const valid = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff))
  return valid ? String.fromCodePoint(code) : reference
}

const parser = new XMLParser({
  jPath: false, // no path string built for every text node (nothing here reads it)
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  entityDecoder,
  stopNodes: HTML_ELEMENTS.map((name) => `*.${name}`),
})

const JOB_ELEMENT = /^(job|position|vacancy|stelle|stellenangebot|jobposting)$/i

const isObject = (v: unknown): v is RawItem => typeof v === 'object' && v !== null && !Array.isArray(v)
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v])
const childKeys = (o: RawItem) => Object.keys(o).filter((k) => !k.startsWith('@_') && k !== '#text')

/** Finds the job elements: named job/position/vacancy anywhere, else every child of the root. */
function findItems(root: RawItem): RawItem[] {
  const queue: RawItem[] = [root]
  while (queue.length) {
    const node = queue.shift()!
    const named = childKeys(node).filter((k) => JOB_ELEMENT.test(k) && asList(node[k]).some(isObject))
    if (named.length) return named.flatMap((k) => asList(node[k]).filter(isObject))
    for (const k of childKeys(node)) for (const child of asList(node[k])) if (isObject(child)) queue.push(child)
    if (queue.length > 50) break // the job list is near the top; do not walk every job's children
  }
  // Coveto: the job element's name is not fixed, so every element child of the root is a job.
  return childKeys(root).flatMap((k) => asList(root[k]).filter(isObject))
}

/**
 * One job element of a feed. `source` is the element's XML exactly as the feed has it (as text,
 * or as its UTF-8 bytes) when the document could be split into its jobs (see splitFeedItems),
 * else undefined; `raw()` parses it (again on every call). An importer hashes `source` to skip
 * jobs whose XML did not change without ever building their object tree.
 */
export type FeedItem = { source: string | Uint8Array | undefined; raw: () => RawItem }

/**
 * Validates a feed document and finds its job elements, in document order.
 * Large flat feeds (the usual case) are split into the jobs' XML and each job is parsed only when
 * asked for: a 10,000-job feed is never one object tree, and an unchanged job is never parsed.
 * Anything else is parsed as a whole. A UTF-8 document given as bytes is never decoded as a whole:
 * each job is decoded when it is checked and again when it is parsed, so a large feed is held
 * once, as its bytes. Other bytes are decoded first (see decodeFeedBytes). Throws FeedParseError
 * when unparseable.
 */
export function readFeedItems(input: string | Uint8Array | readonly Uint8Array[], options: { split?: boolean; contentType?: string | null } = {}): FeedItem[] {
  if (typeof input !== 'string') {
    let chunks = (input instanceof Uint8Array ? [input] : input).map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength))
    const decoder = feedDecoder(
      Buffer.concat(
        chunks,
        Math.min(
          256,
          chunks.reduce((n, c) => n + c.length, 0),
        ),
      ),
      options.contentType,
    )
    chunks = withoutFirstBytes(chunks, decoder.skip)
    if (decoder.encoding === 'utf-8' && options.split !== false) {
      const items = readUtf8Items(new Utf8Chunks(chunks))
      if (items) return items
    }
    return readFeedItems(decoder.decode(Buffer.concat(chunks)), { split: options.split })
  }
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  if (!text.trim() || XMLValidator.validate(text) !== true) throw new FeedParseError()
  const split = options.split === false ? undefined : splitFeedItems(text)
  if (split) return split.map((source) => lazyItem(source))
  return parseWhole(text).map((raw) => ({ source: undefined, raw: () => raw }))
}

/** The chunks without their first `count` bytes (a byte-order mark). */
function withoutFirstBytes(chunks: Buffer[], count: number): Buffer[] {
  const rest = [...chunks]
  while (count > 0 && rest.length) {
    const first = rest[0]
    if (first.length <= count) rest.shift()
    else rest[0] = first.subarray(count)
    count -= first.length
  }
  return rest
}

/**
 * readFeedItems for a UTF-8 document split as bytes, or undefined when it does not split (then it
 * is decoded and read as text). The document is well-formed exactly when what lies outside the
 * root's child elements is, and each of those elements is (no DOCTYPE here: nothing one part
 * declares applies to another).
 */
function readUtf8Items(markup: Utf8Chunks): FeedItem[] | undefined {
  const split = splitMarkup(markup)
  if (!split) return undefined
  let outside = ''
  let from = 0
  for (const child of split.children) {
    if (XMLValidator.validate(markup.text(child.start, child.end)) !== true) throw new FeedParseError()
    outside += markup.text(from, child.start)
    from = child.end
  }
  outside += markup.text(from, markup.length)
  if (XMLValidator.validate(outside) !== true) throw new FeedParseError()
  return split.items.map(({ start, end }) => lazyItem(markup.bytes(start, end)))
}

function parseWhole(text: string): RawItem[] {
  let doc: RawItem
  try {
    doc = parser.parse(text) as RawItem
  } catch {
    throw new FeedParseError()
  }
  const rootName = childKeys(doc)[0]
  if (!rootName) throw new FeedParseError()
  const root = doc[rootName]
  if (!isObject(root)) return [] // <jobs/> or text only: an empty feed
  if (JOB_ELEMENT.test(rootName) && childKeys(root).some((k) => /^(title|jobtitle|name|titel)$/i.test(k))) return [root]
  return findItems(root)
}

const SIMPLE: SimpleXmlOptions = { decode: entityDecoder.decode, rawElements: new Set(HTML_ELEMENTS) }

function lazyItem(source: string | Uint8Array): FeedItem {
  return {
    source,
    // parsed on every call and not kept: the caller holds the tree only as long as it needs it;
    // the usual plain job element by the fast reader (the same tree), anything else by the parser
    raw: () => {
      const xml = typeof source === 'string' ? source : decodeUtf8(source)
      const simple = parseSimpleElement(xml, SIMPLE)
      if (simple) return simple
      let doc: RawItem
      try {
        doc = parser.parse(xml) as RawItem
      } catch {
        throw new FeedParseError()
      }
      // the only element; its value is an object (splitFeedItems only takes elements with attributes or children)
      const value = doc[childKeys(doc)[0]]
      if (!isObject(value)) throw new FeedParseError()
      return value
    },
  }
}

const startsWith = (xml: Markup, needle: string, at: number) => {
  for (let i = 0; i < needle.length; i++) if (xml.code(at + i) !== needle.charCodeAt(i)) return false
  return true
}

const HTML_NAMES = new Set(HTML_ELEMENTS)
/** Below the parser's own nesting limit (100): deeper documents are parsed whole and fail there as before. */
const MAX_SPLIT_DEPTH = 90

type Span = { start: number; end: number }
type Child = Span & { name: string; isObject: boolean }
type Tag = { name: string; end: number; hasAttributes: boolean; selfClosing: boolean }

/** The start tag at `lt` ('<' of an element): name, attributes present, end (after '>'; -1 if none). */
function readTag(xml: Markup, lt: number): Tag {
  let i = lt + 1
  while (i < xml.length) {
    const c = xml.code(i)
    if (c === 0x3e /* > */ || c === 0x2f /* / */ || c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) break
    i++
  }
  const name = xml.text(lt + 1, i)
  let hasAttributes = false
  for (; i < xml.length; i++) {
    const c = xml.code(i)
    if (c === 0x3e) break
    if (c === 0x22 || c === 0x27) {
      i = xml.find(c === 0x22 ? '"' : "'", i + 1)
      if (i < 0) return { name, end: -1, hasAttributes, selfClosing: false }
    } else if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x2f) hasAttributes = true
  }
  if (i >= xml.length) return { name, end: -1, hasAttributes, selfClosing: false }
  return { name, end: i + 1, hasAttributes, selfClosing: xml.code(i - 1) === 0x2f }
}

/** Skips a comment, CDATA section or processing instruction at `lt`; -1 for anything else (DOCTYPE). */
function skipSpecial(xml: Markup, lt: number): number {
  if (startsWith(xml, '<!--', lt)) return end(xml.find('-->', lt + 4), 3)
  if (startsWith(xml, '<![CDATA[', lt)) return end(xml.find(']]>', lt + 9), 3)
  if (startsWith(xml, '<?', lt)) return end(xml.find('?>', lt + 2), 2)
  return -1
}
const end = (at: number, length: number) => (at < 0 ? -1 : at + length)

/**
 * The XML of each job element of a validated document, in the order findItems would return them,
 * or undefined when the document is not the simple shape splitMarkup handles.
 */
export function splitFeedItems(xml: string): string[] | undefined {
  return splitMarkup(textMarkup(xml))?.items.map(({ start, end }) => xml.slice(start, end))
}

/**
 * Where the job elements are (`items`, in the order findItems would return them) and where all
 * element children of the root are (`children`, in document order), or undefined when the document
 * is not the simple shape this handles: a root (not itself a job) whose direct children are the
 * jobs, either named job/position/vacancy… or, with more than 50 of them, any name (Coveto). No
 * DOCTYPE (its entities apply to the whole document), no reserved names, no HTML elements at the
 * top level, nesting below the parser's limit. Counting start and end tags finds each child's end
 * in a well-formed document; the caller checks that it is one.
 */
function splitMarkup(xml: Markup): { items: Span[]; children: Span[] } | undefined {
  // prolog: declaration, processing instructions, comments; a DOCTYPE means: parse whole
  let i = 0
  let lt: number
  for (;;) {
    lt = xml.find('<', i)
    if (lt < 0) return undefined
    if (xml.code(lt + 1) !== 0x21 /* ! */ && xml.code(lt + 1) !== 0x3f /* ? */) break
    i = skipSpecial(xml, lt)
    if (i < 0) return undefined
  }
  const root = readTag(xml, lt)
  // names the parser refuses or renames: such documents are parsed whole
  if (root.end < 0 || root.selfClosing || JOB_ELEMENT.test(root.name) || RESERVED_XML_NAMES.has(root.name)) return undefined

  const children: Child[] = []
  let pos = root.end
  for (;;) {
    lt = xml.find('<', pos)
    if (lt < 0) return undefined
    const next = xml.code(lt + 1)
    if (next === 0x2f /* </ : the root's end */) break
    if (next === 0x21 || next === 0x3f) {
      pos = skipSpecial(xml, lt)
      if (pos < 0) return undefined
      continue
    }
    const tag = readTag(xml, lt)
    if (tag.end < 0 || RESERVED_XML_NAMES.has(tag.name) || HTML_NAMES.has(tag.name.toLowerCase())) return undefined
    let hasChildren = false
    pos = tag.end
    if (!tag.selfClosing) {
      // to the matching end tag
      for (let depth = 1; depth > 0;) {
        const inner = xml.find('<', pos)
        if (inner < 0) return undefined
        const c = xml.code(inner + 1)
        if (c === 0x2f) {
          pos = xml.find('>', inner)
          if (pos < 0) return undefined
          pos++
          depth--
        } else if (c === 0x21 || c === 0x3f) {
          pos = skipSpecial(xml, inner)
          if (pos < 0) return undefined
        } else {
          const child = readTag(xml, inner)
          if (child.end < 0) return undefined
          hasChildren = true
          pos = child.end
          if (!child.selfClosing && ++depth > MAX_SPLIT_DEPTH) return undefined
        }
      }
    }
    children.push({ name: tag.name, start: lt, end: pos, isObject: tag.hasAttributes || hasChildren })
  }

  // findItems on the parsed tree: the parser groups equal names (in order of first appearance)
  const names = [...new Set(children.map((c) => c.name))]
  const named = names.filter((n) => JOB_ELEMENT.test(n) && children.some((c) => c.name === n && c.isObject))
  if (!named.length && children.filter((c) => c.isObject).length <= 50) return undefined // findItems would search deeper
  const byName = new Map<string, Child[]>()
  for (const c of children) {
    if (!c.isObject) continue
    const list = byName.get(c.name)
    if (list) list.push(c)
    else byName.set(c.name, [c])
  }
  return { items: (named.length ? named : names).flatMap((n) => byName.get(n) ?? []), children }
}
