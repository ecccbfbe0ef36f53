import { createHash } from 'node:crypto'
import { sanitizeJobHtml } from '@/lib/html/sanitize'
import { firstImageSrc } from '@/lib/jobs/image'
import { resolveContactEmail, resolveContactPhone } from './contact'
import { deriveAttributes, normaliseWorkingTime } from './derive'
import { capFields, cutText, HTML_LIMITS, TEXT_LIMITS, type FieldCut } from './limits'
import type { RawItem } from './parse'
import { FEED_JOB_FIELDS, type FeedJob, type FeedSettings } from './types'

// Alternative element names per field (compared case-insensitively, `-`/`_` ignored).
const FIELDS = {
  id: ['id', 'jobid', 'refid', 'reference', 'referencenumber', 'refnr', 'stellenid', 'guid'],
  title: ['title', 'jobtitle', 'position', 'name', 'titel', 'stellentitel', 'positionname'],
  html: ['html', 'description', 'beschreibung', 'content', 'jobdescription', 'aufgaben'],
  text: ['text', 'summary', 'teaser', 'plaintext'],
  requirements: ['requirements', 'anforderungen', 'qualifications', 'profil', 'profile'],
  benefits: ['benefits', 'wirbieten', 'offer', 'angebot'],
  company: ['company', 'companyname', 'employer', 'subcompany', 'unternehmen', 'firma', 'arbeitgeber'],
  location: ['city', 'location', 'office', 'ort', 'place', 'arbeitsort', 'standort'],
  additionalLocations: ['additionaloffices', 'additionallocations', 'weitereorte'],
  jobStreet: ['street', 'strasse', 'straße', 'streetaddress'],
  jobPostalCode: ['zip', 'plz', 'postalcode', 'postcode'],
  jobRegion: ['region', 'state', 'bundesland'],
  jobCountry: ['country', 'countrycode', 'land'],
  department: ['category', 'department', 'bereich', 'occupation', 'occupationcategory', 'abteilung', 'fachbereich'],
  employmentType: ['employmenttype', 'schedule', 'workingtime', 'arbeitszeit', 'worktime', 'jobtype'],
  hours: ['hours', 'weeklyhours', 'stunden', 'wochenstunden'],
  contractType: ['contracttype', 'vertragsart', 'befristung'],
  startDate: ['startdate', 'start', 'eintritt', 'eintrittsdatum', 'beginn'],
  salary: ['salary', 'gehalt', 'verguetung', 'vergütung', 'compensation'],
  publishDate: ['pubdate', 'publishdate', 'published', 'createdat', 'date', 'dateposted', 'datum', 'created'],
  deadline: ['applicationdeadline', 'deadline', 'validthrough', 'bewerbungsfrist', 'expires'],
  applyUrl: ['apply', 'applyurl', 'applicationurl', 'bewerbungslink', 'bewerbenurl'],
  imageUrl: ['image', 'imageurl', 'picture', 'bild', 'headerimage'],
  // inside the contact element: the contact person's photo
  contactPhoto: ['photo', 'foto', 'image', 'imageurl', 'picture', 'bild', 'avatar'],
  companyLogo: ['logo', 'companylogo', 'logourl'],
  contact: ['contact', 'contactperson', 'ansprechpartner', 'kontakt', 'recruiter'],
  contactName: ['name', 'fullname', 'contactname'],
  firstName: ['firstname', 'vorname', 'givenname'],
  lastName: ['lastname', 'nachname', 'surname', 'familyname'],
  email: ['email', 'mail', 'emailaddress', 'contactemail', 'e-mail'],
  phone: ['phone', 'telefon', 'tel', 'telephone', 'phonenumber', 'contactphone'],
  contactTitle: ['position', 'title', 'jobtitle', 'funktion'],
  street: ['strasse', 'straße', 'street', 'address', 'adresse'],
  postalCode: ['plz', 'zip', 'postalcode', 'postcode'],
  contactCity: ['ort', 'city', 'stadt'],
} as const

const normalised = new Map<string, string>()
/** Element name for comparison; memoised: a feed repeats the same few names for every job. */
function norm(key: string): string {
  let n = normalised.get(key)
  if (n === undefined) {
    n = key
      .replace(/^@_/, '')
      .replace(/[-_\s]/g, '')
      .toLowerCase()
    if (normalised.size < 10_000) normalised.set(key, n) // a hostile feed's endless new names are not kept
  }
  return n
}

/** Index of an element's children by normalised name (attributes too, e.g. <job id="1">). */
function indexChildren(item: RawItem): Map<string, unknown> {
  const map = new Map<string, unknown>()
  for (const [key, value] of Object.entries(item)) if (key !== '#text' && !map.has(norm(key))) map.set(norm(key), value)
  return map
}

/** Text of an element: plain values, `#text` of elements with attributes, first of repeated ones. */
function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (Array.isArray(value)) {
    for (const v of value) {
      const t = textOf(v)
      if (t) return t
    }
    return undefined
  }
  if (typeof value === 'object') return textOf((value as RawItem)['#text'])
  const s = String(value).trim()
  return s || undefined
}

function pick(children: Map<string, unknown>, names: readonly string[]): string | undefined {
  for (const name of names) {
    const t = textOf(children.get(norm(name)))
    if (t) return t
  }
  return undefined
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/**
 * HTML elements are kept raw by the parser (see HTML_ELEMENTS): unwrap CDATA sections, or
 * decode one level of XML escaping, which is how feeds ship escaped HTML.
 */
function rawHtml(value: string | undefined): string | undefined {
  if (!value) return undefined
  let html: string
  if (value.includes('<![CDATA[')) html = value.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
  else
    html = value.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (m, e: string) => {
      if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      return XML_ENTITIES[e.toLowerCase()] ?? m
    })
  return html.trim() || undefined
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Plain text to paragraphs, for feeds that only send `text`. */
const textToHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')

/** Personio: jobDescriptions/jobDescription/{name, value}; sections sorted by their heading. */
function personioSections(children: Map<string, unknown>) {
  const container = children.get('jobdescriptions')
  if (!container || typeof container !== 'object') return undefined
  const list = (container as RawItem).jobDescription ?? (container as RawItem).jobdescription
  const sections = (Array.isArray(list) ? list : [list]).filter((s): s is RawItem => typeof s === 'object' && s !== null)
  const out = { description: [] as string[], requirements: [] as string[], benefits: [] as string[] }
  for (const section of sections) {
    const c = indexChildren(section)
    const name = pick(c, ['name']) ?? ''
    const value = rawHtml(textOf(c.get('value')))
    if (!value) continue
    if (/profil|anforderung|qualifikation|requirement|you bring|mitbringen/i.test(name)) out.requirements.push(value)
    else if (/bieten|benefit|offer|vorteile/i.test(name)) out.benefits.push(value)
    else out.description.push(name ? `<h3>${escapeHtml(name)}</h3>${value}` : value)
  }
  return out
}

/** Every text of a list element such as Personio's <additionalOffices><office>…</office></additionalOffices>. */
function textsOf(value: unknown): string[] {
  if (value === undefined || value === null) return []
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (typeof value === 'object') {
    const own = textOf((value as RawItem)['#text'])
    const children = Object.entries(value as RawItem).filter(([key]) => key !== '#text' && !key.startsWith('@_'))
    return own ? [own] : children.flatMap(([, child]) => textsOf(child))
  }
  const s = String(value).trim()
  return s ? [s] : []
}

/** Further work places, without the main location and duplicates; one per line. */
function additionalLocationsOf(children: Map<string, unknown>, main: string | undefined): string | undefined {
  const seen = new Set(main ? [main.toLocaleLowerCase('de')] : [])
  const out: string[] = []
  for (const name of FIELDS.additionalLocations) {
    for (const place of textsOf(children.get(name))) {
      const key = place.toLocaleLowerCase('de')
      if (!seen.has(key)) {
        seen.add(key)
        out.push(place)
      }
    }
  }
  return out.length ? out.join('\n') : undefined
}

/** RFC 822 or ISO 8601 (or German dd.mm.yyyy) to ISO; undefined when not a date. */
export function parseFeedDate(value: string | undefined): string | undefined {
  if (!value) return undefined
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim())
  const time = german ? Date.UTC(+german[3], +german[2] - 1, +german[1]) : Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

const applyUrlFor = (template: string | null | undefined, id: string) => (template ? template.replace(/\{id\}/g, encodeURIComponent(id)) : undefined)

export function contentHash(job: Omit<FeedJob, 'contentHash'>): string {
  // one update with the whole text: the same digest as one update per field, at a fraction of the calls
  let text = ''
  for (const field of FEED_JOB_FIELDS) text += `${field}\u0000${job[field] ?? ''}\u0001`
  return createHash('sha256').update(text).digest('hex').slice(0, 32)
}

/**
 * The id a raw job gets (the feed's own, else `job-<index>`; `fromFeed` says which) and whether it
 * is kept at all (undefined without a title), without normalising the rest.
 */
export function feedKey(item: RawItem, index: number): { externalId: string; fromFeed: boolean } | undefined {
  return keyOf(indexChildren(item), index)
}

/** A raw job's children by normalised name: what feedKeyOf and normaliseIndexed read (index once, use twice). */
export type IndexedItem = Map<string, unknown>
export const indexItem = (item: RawItem): IndexedItem => indexChildren(item)

/** feedKey of an indexed job. */
export const feedKeyOf = (c: IndexedItem, index: number) => keyOf(c, index)

function keyOf(c: Map<string, unknown>, index: number) {
  if (!pick(c, FIELDS.title)) return undefined
  const id = pick(c, FIELDS.id)
  // capped here, so that the plan and the writer agree on the key
  return { externalId: id !== undefined ? cutText(id, TEXT_LIMITS.externalId) : `job-${index}`, fromFeed: id !== undefined }
}

/** One raw job element to a FeedJob (defaults, contact rule, derived attributes); undefined without title. */
export function normaliseItem(item: RawItem, index: number, settings: FeedSettings): FeedJob | undefined {
  return normaliseIndexed(indexChildren(item), index, settings)
}

/**
 * Sanitised HTML within `limit` characters: a longer section is cut and sanitised again, which
 * closes the tags the cut left open.
 */
function cappedHtml(html: string, field: keyof typeof HTML_LIMITS, onCut?: (cut: FieldCut) => void): string {
  const limit = HTML_LIMITS[field]
  if (html.length <= limit) return html
  let capped = sanitizeJobHtml(html.slice(0, limit - 1000))
  if (capped.length > limit) capped = capped.slice(0, limit)
  onCut?.({ field, length: html.length, limit, action: 'cut' })
  return capped
}

/** normaliseItem of an indexed job; `onCut` hears of each field that was longer than its limit (src/features/feed/lib/limits.ts). */
export function normaliseIndexed(c: IndexedItem, index: number, settings: FeedSettings, onCut?: (cut: FieldCut) => void): FeedJob | undefined {
  const key = keyOf(c, index)
  if (!key) return undefined
  const title = pick(c, FIELDS.title)!
  const externalId = key.externalId

  const personio = personioSections(c)
  const plain = pick(c, FIELDS.text)
  const html = rawHtml(pick(c, FIELDS.html)) ?? (personio?.description.length ? personio.description.join('') : undefined)
  const description = cappedHtml(sanitizeJobHtml(html ?? (plain ? textToHtml(plain) : '')), 'description', onCut) || undefined
  const requirements =
    cappedHtml(sanitizeJobHtml(rawHtml(pick(c, FIELDS.requirements)) ?? personio?.requirements.join('') ?? ''), 'requirements', onCut) || undefined
  const benefits = cappedHtml(sanitizeJobHtml(rawHtml(pick(c, FIELDS.benefits)) ?? personio?.benefits.join('') ?? ''), 'benefits', onCut) || undefined

  const contactValue = FIELDS.contact.map((n) => c.get(n)).find((v) => v !== undefined)
  const contactObj = Array.isArray(contactValue) ? contactValue[0] : contactValue
  const contact = contactObj && typeof contactObj === 'object' ? indexChildren(contactObj as RawItem) : new Map<string, unknown>()
  const contactText = typeof contactObj === 'string' ? contactObj : undefined
  const fullName = [pick(contact, FIELDS.firstName), pick(contact, FIELDS.lastName)].filter(Boolean).join(' ')
  const contactName = fullName || pick(contact, FIELDS.contactName) || contactText || pick(c, ['contactname', 'contactperson'])
  const feedEmail = pick(contact, FIELDS.email) ?? pick(c, ['contactemail', 'email'])
  const feedPhone = pick(contact, FIELDS.phone) ?? pick(c, ['contactphone', 'phone', 'telefon'])

  const derived = deriveAttributes(plain, html)
  // Personio's employmentType says 'permanent', its schedule 'full-time': take the first that is a working time.
  const explicitType = FIELDS.employmentType.map((n) => normaliseWorkingTime(textOf(c.get(n)))).find((t) => t && /zeit/.test(t))
  const contractRaw = pick(c, FIELDS.contractType)
  const contractType = contractRaw
    ? /unbefristet|permanent|unlimited/i.test(contractRaw)
      ? 'unbefristet'
      : /befristet|temporary|limited/i.test(contractRaw)
        ? 'befristet'
        : contractRaw
    : derived.contractType
  const defaults = settings.defaultContact ?? {}
  const orUndef = (v: string | null | undefined) => (v ? v : undefined)

  const location = pick(c, FIELDS.location)
  const full: Omit<FeedJob, 'contentHash'> = {
    externalId,
    title,
    // the hiring company: the job's own, else the one its contact element names, else the firm itself
    company: pick(c, FIELDS.company) ?? pick(contact, ['company', 'companyname', 'firma', 'unternehmen']) ?? orUndef(settings.companyName),
    location,
    additionalLocations: additionalLocationsOf(c, location),
    street: pick(c, FIELDS.jobStreet),
    postalCode: pick(c, FIELDS.jobPostalCode),
    region: pick(c, FIELDS.jobRegion),
    country: pick(c, FIELDS.jobCountry),
    department: pick(c, FIELDS.department),
    employmentType: explicitType ?? derived.workingTime,
    hours: pick(c, FIELDS.hours) ?? derived.hours,
    contractType,
    startDate: pick(c, FIELDS.startDate) ?? derived.startDate,
    description,
    requirements,
    benefits,
    salary: pick(c, FIELDS.salary),
    publishDate: parseFeedDate(pick(c, FIELDS.publishDate)),
    applicationDeadline: parseFeedDate(pick(c, FIELDS.deadline)),
    applyUrl: pick(c, FIELDS.applyUrl) ?? applyUrlFor(settings.applyUrlTemplate, externalId),
    // else the ad's first <img>: the sanitiser drops images on other hosts, the import stores it on ours
    imageUrl: pick(c, FIELDS.imageUrl) ?? firstImageSrc(html),
    companyLogo: pick(c, FIELDS.companyLogo),
    contactPerson: contactName ?? orUndef(defaults.name),
    contactTitle: pick(contact, FIELDS.contactTitle) ?? orUndef(defaults.title),
    contactEmail: resolveContactEmail(contactName, feedEmail, settings),
    contactPhone: resolveContactPhone(contactName, feedPhone, settings),
    contactAddress: pick(contact, FIELDS.street) ?? orUndef(defaults.street),
    contactPostalCode: pick(contact, FIELDS.postalCode) ?? orUndef(defaults.postalCode),
    contactCity: pick(contact, FIELDS.contactCity) ?? orUndef(defaults.city),
    contactImage: pick(contact, FIELDS.contactPhoto) ?? orUndef(defaults.imageUrl),
  }
  const job = capFields(full, onCut)
  // the defined fields in the same order (copied, not deleted: deleting keys makes a slow dictionary object)
  const defined: Record<string, string> = {}
  for (const key of Object.keys(job) as (keyof typeof job)[]) if (job[key] !== undefined) defined[key] = job[key]!
  return { ...(defined as typeof job), contentHash: contentHash(job) }
}
