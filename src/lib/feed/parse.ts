import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { FeedParseError } from './types'

/** A job element as parsed: child names -> text, nested objects or arrays of them. */
export type RawItem = Record<string, unknown>

// XML's own entities plus the HTML names that German feeds use in practice.
const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'",
  nbsp: '\u00a0', auml: 'ä', ouml: 'ö', uuml: 'ü', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü', szlig: 'ß',
  eacute: 'é', egrave: 'è', agrave: 'à', aacute: 'á', ccedil: 'ç', euro: '€', sect: '§', deg: '°',
  ndash: '–', mdash: '—', bdquo: '„', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’', sbquo: '‚',
  hellip: '…', middot: '·', bull: '•', copy: '©', reg: '®', trade: '™', laquo: '«', raquo: '»',
}

/** Elements whose content is HTML: kept raw (child tags included) and sanitised later. */
export const HTML_ELEMENTS = ['html', 'description', 'beschreibung', 'requirements', 'anforderungen', 'benefits', 'value', 'content', 'aufgaben', 'profil', 'wirbieten']

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
  decode: (text: string) =>
    text.includes('&') ? text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g, decodeOne) : text,
}

function decodeOne(reference: string, name: string): string {
  if (name[0] !== '#') return Object.hasOwn(ENTITIES, name) ? ENTITIES[name] : reference
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
  const valid = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff))
  return valid ? String.fromCodePoint(code) : reference
}

const parser = new XMLParser({
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

/** Parses a feed document into its raw job elements; throws FeedParseError when unparseable. */
export function parseFeedXml(xml: string): RawItem[] {
  const text = xml.replace(/^\uFEFF/, '')
  if (!text.trim() || XMLValidator.validate(text) !== true) throw new FeedParseError()
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
