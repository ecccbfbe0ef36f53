/** Attributes the ad states only in its text (working time, hours, contract, start), read for the badges and filters. */
export type DerivedAttributes = { workingTime?: string; hours?: string; contractType?: string; startDate?: string }

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')

/** Normalises an explicit working-time value (Personio's full-time/part-time too); undefined if it is none. */
export function normaliseWorkingTime(value: string | undefined): string | undefined {
  if (!value) return undefined
  const v = value.toLowerCase()
  // Personio's schedule 'full-or-part-time' names both
  const full = /vollzeit|full[-\s]?(?:or[-\s]?part[-\s]?)?time/.test(v)
  const part = /teilzeit|part[-\s]?time|minijob|aushilfe/.test(v)
  if (full && part) return 'Vollzeit oder Teilzeit'
  if (part) return 'Teilzeit'
  if (full) return 'Vollzeit'
  return undefined
}

export function deriveAttributes(...texts: (string | undefined)[]): DerivedAttributes {
  const text = stripTags(texts.filter(Boolean).join(' '))
  const result: DerivedAttributes = {}
  const full = /\bvollzeit/i.test(text)
  const part = /\bteilzeit/i.test(text)
  if (full || part) result.workingTime = full && part ? 'Vollzeit oder Teilzeit' : full ? 'Vollzeit' : 'Teilzeit'

  const hours =
    /(\d{1,2}(?:[.,]\d)?(?:\s*(?:-|–|bis)\s*\d{1,2}(?:[.,]\d)?)?)\s*(?:Std\.?|Stunden|Wochenstunden|h)(?:\s*(?:pro|\/|die|je|in der)\s*Woche)?/i.exec(text)
  if (hours && /woche|wochenstunden/i.test(hours[0])) result.hours = hours[1].replace(/\s*(?:–|bis)\s*/, '-').replace(/\s+/g, '')

  if (/\bunbefristet/i.test(text)) result.contractType = 'unbefristet'
  else if (/\bbefristet/i.test(text)) result.contractType = 'befristet'

  const start =
    /(?:frühester\s+beginn|frühestmöglicher\s+eintritt|eintrittstermin|eintritt|startdatum|start|beginn)\s*:?\s*(?:ab\s+)?(sofort|nach\s+vereinbarung|\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}|\d{4}-\d{2}-\d{2}|(?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\s+\d{4})/i.exec(
      text,
    )
  if (start) result.startDate = /^sofort$/i.test(start[1]) ? 'ab sofort' : start[1].replace(/\s+/g, ' ')
  else if (/\bab\s+sofort\b/i.test(text)) result.startDate = 'ab sofort'
  return result
}
