/**
 * Reads the figures out of a job's salary text, once, when a job is imported or saved: the board
 * filters and sorts by them and the JSON-LD states them. Texts without a figure („nach
 * Vereinbarung“, „Tarif“) give null. Pure: no Payload, no React.
 */

export type SalaryPeriod = 'hour' | 'day' | 'week' | 'month' | 'year'

export type ParsedSalary = {
  /** null: open end („bis 60.000 €“ has no minimum, „ab 18 €“ no maximum) */
  min: number | null
  max: number | null
  currency: 'EUR' | 'CHF'
  period: SalaryPeriod
  basis: 'gross' | 'net' | null
  /** weekly working hours when the text states them („25 Std.“, „40-Stunden-Woche“) */
  hoursPerWeek: number | null
}

type Figure = { value: number; start: number; end: number; thousands: boolean }

const HOURS = String.raw`(?:std\.?|stunden|h)`
const HOURS_PER_WEEK_PATTERNS = [
  new RegExp(String.raw`\b(\d{1,2})\s*-?\s*${HOURS}\s*(?:\/|pro|je|in der)\s*woche`),
  new RegExp(String.raw`\b(\d{1,2})\s*-\s*(?:stunden|h)\s*-\s*woche`),
  /\b(\d{1,2})\s*wochenstunden/,
  new RegExp(String.raw`\((\d{1,2})\s*${HOURS}\s*[),]`),
  new RegExp(String.raw`\b(?:teilzeit|vollzeit)\s*\(?\s*(\d{1,2})\s*${HOURS}(?![a-zäöü])`),
  new RegExp(String.raw`\b(?:bei|für)\s*(\d{1,2})\s*${HOURS}(?![a-zäöü])(?!\s*\.?\s*\/\s*mon)`),
]

/** Numbers that are not money: dates, ordinals, counts of hours, days, salaries per year … */
const NOT_MONEY = [
  /\b\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})\b/g, // dates
  /\b20\d\d\s*\/\s*\d\d\b/g, // seasons 2026/27
  /\b\d{1,2}\.\s*(?:lehr)?jahr\b/g, // 1. Jahr, 2. Lehrjahr
  /\b1[2-5]\.\s*(?:monats)?gehalt\b/g, // 13. Monatsgehalt
  /\b\d{1,2}\s*x\s*(?:jährlich|im jahr|pro jahr)/g,
  /\bx\s*1[2-5]\b/g,
  /\b1[2-5]\s*x\b/g,
  /\b\d{1,2}\s*(?:monats)?gehälter\b/g,
  /\b\d+(?:,\d+)?\s*%/g,
  /\bsteuerklasse\s*\d\b/g,
  /gruppe\s*[a-z]?\s*\d+/g,
  /\b\d-stellig/g,
  /\b\d\s*-\s*tage\s*-\s*woche\b/g,
  new RegExp(String.raw`\b\d+(?:,\d+)?\s*-?\s*${HOURS}\.?(?:\s*(?:\/|pro|je|in der)\s*(?:woche|monat|mon\.?))?(?![a-zäöü€])`, 'g'),
  /\b\d+\s*-?\s*(?:stunden|h)\s*-\s*woche\b/g,
  /\b\d+\s*wochenstunden\b/g,
  /\b\d+\s*(?:tage|jahren?|mitarbeitende?n?|zimmer|sterne?|betten|km|personen|gäste)\b/g,
  /(?:stand|saison|sommer|winter|eintritt|ab|jahr)\s+20\d\d\b/g,
]

/** Clauses that add something to the salary rather than state it. */
const EXTRAS = /(?:\bzzgl\.?|\bzuzüglich|\bplus\b|\+|\binkl\.?|\binklusive|\bdavon\b)/
const OTHER_AMOUNT =
  /\b(?:unterkunft|personalzimmer|zimmer|miete|kost|logis|trinkgeld|bonus|provision|zuschl|spesen|sachbezug|mindestgehalt|kv-mindest|max\.|maximal)/

const PERIODS: [SalaryPeriod, RegExp][] = [
  ['hour', /stunde|\bstd\b|std\.|\/\s*h\b|€\s*h\b|per hour|\/\s*hour|stundenlohn|stundensatz|\bje std/],
  ['day', /tagessatz|\bpro tag\b|\/\s*tag\b|\bje tag\b|per day|\bday\b/],
  ['week', /\bpro woche\b|wochenlohn|\/\s*woche\b|per week/],
  ['month', /monat|\bmtl\b|mtl\.|monthly|month|\bp\.?\s?m\.?(?![a-z])|\/\s*mon\b|mon\.|minijob|midijob|euro-job/],
  ['year', /\bp\.?\s?a\.?(?![a-z])|jahr|jährl|per annum|per year|\/\s*year|\/\s*j\.|annual|\bpa\b/],
]

const RANGE_BY_MAGNITUDE = (value: number): SalaryPeriod => (value < 100 ? 'hour' : value < 10_000 ? 'month' : 'year')

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/(\d)['’´](\d{3})/g, '$1$2') // Swiss thousands: 85'000
    .replace(/(\d)[.,]\s*-(?!\s*\d)/g, '$1') // 52.000,- and 5600.–
    .replace(/(\d)-euro-job/g, '$1 euro job')
    .replace(/\s+/g, ' ')
    .trim()
}

function readNumber(raw: string): number {
  const compact = raw.replace(/ /g, '')
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(compact)) return Number(compact.replace(/\./g, '').replace(',', '.'))
  if (/^\d{1,3}(?:,\d{3})+$/.test(compact)) return Number(compact.replace(/,/g, '')) // 45,000 (English)
  if (/^\d+,\d+$/.test(compact)) return Number(compact.replace(',', '.'))
  if (/^\d+\.\d{1,2}$/.test(compact)) return Number(compact) // 28.50 (Swiss/English decimals)
  return Number(compact.replace(/\./g, ''))
}

function figuresIn(text: string): Figure[] {
  const figures: Figure[] = []
  const pattern = /\d{1,3}(?: \d{3})+(?![\d,.])|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:[.,]\d+)?/g
  for (const match of text.matchAll(pattern)) {
    const after = text.slice(match.index + match[0].length)
    const thousands = /^\s*(?:k\b|k€|t€|teur\b|tsd\.?)/.test(after)
    figures.push({ value: readNumber(match[0]), start: match.index, end: match.index + match[0].length, thousands })
  }
  // „45 - 50 T€“: the unit of a range's upper end counts for its lower end too
  for (let i = figures.length - 1; i > 0; i--) {
    const between = text.slice(figures[i - 1].end, figures[i].start)
    if (figures[i].thousands && !figures[i - 1].thousands && /^\s*(?:-|bis|und)\s*$/.test(between)) figures[i - 1].thousands = true
  }
  return figures.map((f) => ({ ...f, value: f.thousands ? Math.round(f.value * 1000) : f.value })).filter((f) => f.value >= 1)
}

function hoursPerWeekIn(text: string): number | null {
  for (const pattern of HOURS_PER_WEEK_PATTERNS) {
    const hours = Number(pattern.exec(text)?.[1])
    if (hours >= 5 && hours <= 60) return hours
  }
  return null
}

/** The text without what follows an extras marker and without clauses about other amounts. */
function salaryPart(text: string): string {
  const hasFigure = (part: string) => figuresIn(part).length > 0
  // parentheses hold notes („Stand 2026“, „KV-Mindestgehalt“) unless they hold the only figure
  const outside = text.replace(/\([^)]*\)/g, ' ')
  let kept = hasFigure(outside) ? outside : text.replace(/[()]/g, ' ')
  const extras = EXTRAS.exec(kept)
  if (extras && hasFigure(kept.slice(0, extras.index))) kept = kept.slice(0, extras.index)
  const clauses = kept.split(/[;,](?!\d)|,(?=\s)/)
  const first = clauses.findIndex(hasFigure)
  if (first < 0) return kept
  return clauses.filter((clause, i) => i === first || (i > first && !OTHER_AMOUNT.test(clause)) || (i < first && !hasFigure(clause))).join(', ')
}

function periodOf(text: string, largest: number): SalaryPeriod {
  const found = PERIODS.filter(([, pattern]) => pattern.test(text)).map(([period]) => period)
  if (found.length === 1) return found[0]
  const byMagnitude = RANGE_BY_MAGNITUDE(largest)
  if (found.length === 0 || found.includes(byMagnitude)) return byMagnitude
  return found[0]
}

export function parseSalaryText(input: string | null | undefined): ParsedSalary | null {
  if (!input?.trim()) return null
  const text = normalise(input)
  const hoursPerWeek = hoursPerWeekIn(text)
  let cleaned = text
  for (const pattern of NOT_MONEY) cleaned = cleaned.replace(pattern, ' ')
  const part = salaryPart(cleaned)
  const all = figuresIn(part)
  if (!all.length) return null
  // another amount of a different order (an hourly wage beside a monthly cap, a room's rent) is not the salary
  const first = all[0].value
  const figures = all.filter((f) => f.value >= first / 3 && f.value <= first * 3)
  const values = figures.map((f) => f.value)
  const low = Math.min(...values)
  const high = Math.max(...values)
  const before = part.slice(Math.max(0, figures[0].start - 16), figures[0].start)
  let min: number | null = low
  let max: number | null = high
  if (values.length === 1 || low === high) {
    if (/(?:\bab|mind\.|mindestens|über|\bfrom|mindestgehalt)\s*(?:€|eur|euro|chf)?\s*$/.test(before)) max = null
    else if (/(?:\bbis(?: zu)?|max\.|maximal|höchstens|up to)\s*(?:€|eur|euro|chf)?\s*$/.test(before)) min = null
  }
  const currency = /\bchf\b|\bfr\.|\bsfr/.test(text) ? 'CHF' : 'EUR'
  const gross = text.search(/brutto|\bbto\b|bto\.|btto|gross/)
  const net = text.search(/netto|\bnet\b/)
  const basis = gross < 0 && net < 0 ? null : net < 0 || (gross >= 0 && gross < net) ? 'gross' : 'net'
  return { min, max, currency, period: periodOf(part, high), basis, hoursPerWeek }
}
