import { stripHtml } from './text'

export type JobBadges = {
  /** e.g. '40' or '20-25' (hours per week) */
  hours?: string
  contractType?: 'unbefristet' | 'befristet'
  /** e.g. '01.03.2027' or 'sofort' */
  startDate?: string
  workingTime?: 'Vollzeit' | 'Teilzeit' | 'Vollzeit / Teilzeit'
}

const HOURS =
  /^(?:(?:wochen)?arbeitszeit\s*:?\s*)?(\d{1,2}(?:[.,]\d{1,2})?(?:\s*(?:-|–|bis)\s*\d{1,2}(?:[.,]\d{1,2})?)?)\s*(?:stunden|std\.?|h)\s*(?:pro|je|\/|in der|die)\s*woche\.?$/i
const HOURS_PREFIX =
  /^(?:wochenstunden|stunden pro woche|arbeitszeit)\s*:\s*(\d{1,2}(?:[.,]\d{1,2})?(?:\s*(?:-|–|bis)\s*\d{1,2}(?:[.,]\d{1,2})?)?)(?:\s*(?:stunden|std\.?|h))?\.?$/i
const CONTRACT = /^(?:vertragsart\s*:\s*|vertrag\s*:\s*)?(unbefristet|befristet)\b[^.]{0,40}\.?$/i
const START = /^fr(?:ü|ue)hester\s+(?:beginn|eintritt(?:stermin)?|starttermin)\s*:?\s*(.{1,40})$/i
const WORKING = /^(?:anstellungsart\s*:\s*|arbeitszeit\s*:\s*)?(vollzeit|teilzeit)(?:\s*(?:\/|oder|und|,)\s*(vollzeit|teilzeit))?\.?$/i

const capital = (word: string) => (word.toLowerCase() === 'vollzeit' ? 'Vollzeit' : 'Teilzeit')

/** Reads one plain-text line; returns the badges it gives, or null when it is ordinary text. */
export function parseBadgeLine(line: string): JobBadges | null {
  const text = line.replace(/\s+/g, ' ').trim()
  if (!text || text.length > 80) return null
  let m = HOURS.exec(text) ?? HOURS_PREFIX.exec(text)
  if (m) return { hours: m[1].replace(/\s*(?:–|bis)\s*/g, '-').replace(/\s+/g, '') }
  m = CONTRACT.exec(text)
  if (m) return { contractType: m[1].toLowerCase() as JobBadges['contractType'] }
  m = START.exec(text)
  if (m) return { startDate: m[1].trim().replace(/\.$/, '') }
  m = WORKING.exec(text)
  if (m) {
    const first = capital(m[1])
    const second = m[2] ? capital(m[2]) : undefined
    return { workingTime: second && second !== first ? 'Vollzeit / Teilzeit' : first }
  }
  return null
}

const LINE_BLOCK = /<(p|li|div|h[2-6])\b[^>]*>((?:(?!<\/?(?:p|li|div|ul|ol|h[1-6])\b)[\s\S])*?)<\/\1\s*>/gi
const BR = /<br\s*\/?>/i

/**
 * Finds the lines of a description that only state hours per week, (un)befristet, the earliest
 * start or Vollzeit/Teilzeit, returns them as badges and the description without those lines.
 * Lines are <p>/<li>/<div> blocks, parts of a block separated by <br>, or text lines of plain text.
 * The first value found for a badge wins.
 */
export function extractBadges(html: string | null | undefined): { badges: JobBadges; html: string } {
  const badges: JobBadges = {}
  if (!html) return { badges, html: '' }
  const take = (line: string) => {
    const found = parseBadgeLine(stripHtml(line))
    if (!found) return false
    for (const [key, value] of Object.entries(found) as [keyof JobBadges, string][]) {
      if (!badges[key]) (badges as Record<string, string>)[key] = value
    }
    return true
  }
  const keepLines = (inner: string, separator: RegExp) => inner.split(separator).filter((part) => !take(part))

  let out: string
  if (/<[a-z][^>]*>/i.test(html)) {
    out = html.replace(LINE_BLOCK, (block, tag: string, inner: string) => {
      if (BR.test(inner)) {
        const kept = keepLines(inner, /<br\s*\/?>/i)
        return kept.some((part) => stripHtml(part)) ? block.replace(inner, kept.join('<br>')) : ''
      }
      return take(inner) ? '' : block
    })
    // lists left empty by the removal
    out = out.replace(/<(ul|ol)\b[^>]*>\s*<\/\1>/gi, '')
  } else {
    out = keepLines(html, /\r?\n/).join('\n')
  }
  return { badges, html: out.trim() }
}

/** Badges for a job: its explicit fields win over the values read from the description. */
export function jobBadges(
  job: { hours?: string | null; contractType?: string | null; startDate?: string | null; employmentType?: string | null },
  parsed: JobBadges,
): { hours?: string; contractType?: string; startDate?: string; workingTime?: string } {
  return {
    workingTime: job.employmentType?.trim() || parsed.workingTime,
    hours: job.hours?.trim() || parsed.hours,
    contractType: job.contractType?.trim() || parsed.contractType,
    startDate: job.startDate?.trim() || parsed.startDate,
  }
}

/** '40 Std./Woche'; a value that already names its unit is shown as is. */
export function hoursLabel(hours: string): string {
  return /std|stunde|h\b/i.test(hours) ? hours : `${hours} Std./Woche`
}

export type DetailBadge = { key: 'workingTime' | 'hours' | 'contractType' | 'startDate'; label: string; primary: boolean }

/** The detail page's badges, in display order; empty ones are left out. */
export function detailBadges(badges: ReturnType<typeof jobBadges>): DetailBadge[] {
  const list: (DetailBadge | '' | undefined)[] = [
    badges.workingTime && { key: 'workingTime', label: badges.workingTime, primary: true },
    badges.hours && { key: 'hours', label: hoursLabel(badges.hours), primary: false },
    badges.contractType && { key: 'contractType', label: badges.contractType, primary: false },
    badges.startDate && { key: 'startDate', label: `Frühester Beginn: ${badges.startDate}`, primary: false },
  ]
  return list.filter((badge): badge is DetailBadge => Boolean(badge))
}
