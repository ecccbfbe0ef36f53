/**
 * The facts hospitality job seekers ask for first (staff housing, season, working-time model, start,
 * meals, tips, 4- or 5-day week), read from a job's fields and ad text at import and save. Only
 * unambiguous wording counts: „Unterkunft kann gestellt werden“ is housing, „Unterkunftsmöglichkeiten
 * in der Region“ is not, and a fact not found stays unknown. Pure.
 */
import { decodeEntities } from '@/lib/jobs/text'
import { SEASON_LABELS, WORKING_TIME_LABELS, type SeasonKind, type WorkingTimeModel } from './labels'

export type JobFacts = {
  staffHousing: boolean
  seasonKind: SeasonKind | null
  /** „Sommersaison 2026“, „Wintersaison 2026/27“ */
  season: string | null
  workingTimeModel: WorkingTimeModel | null
  /** „ab sofort“, „01.04.2026“, „April 2026“ */
  startFrom: string | null
  meals: boolean
  tips: boolean
  workWeekDays: '4' | '5' | null
}

export const NO_FACTS: JobFacts = {
  staffHousing: false,
  seasonKind: null,
  season: null,
  workingTimeModel: null,
  startFrom: null,
  meals: false,
  tips: false,
  workWeekDays: null,
}

export type FactSource = {
  title?: string | null
  employmentType?: string | null
  hours?: string | null
  contractType?: string | null
  startDate?: string | null
  description?: string | null
  requirements?: string | null
  benefits?: string | null
}

// Negations within a few words before the term („keine Unterkunft“, „ohne Kost und Logis“).
const NEGATED = /\b(?:kein(?:e|en)?|ohne|nicht)\s+(?:\S+\s+){0,2}$/i

const globals = new WeakMap<RegExp, RegExp>()

function found(text: string, pattern: RegExp): boolean {
  let global = globals.get(pattern)
  if (!global) globals.set(pattern, (global = new RegExp(pattern.source, `${pattern.flags}g`)))
  global.lastIndex = 0
  for (let match = global.exec(text); match; match = global.exec(text)) {
    if (!NEGATED.test(text.slice(Math.max(0, match.index - 40), match.index))) return true
  }
  return false
}

/** Cheap keyword checks first: most ads name none of a fact's words, and the patterns are long. */
const mentions = (lower: string, words: readonly string[]) => words.some((word) => lower.includes(word))

const HOUSING = [
  /\bpersonal(?:zimmer|unterkunft|unterkünfte|wohnung|wohnungen|haus)\b/i,
  /\bmitarbeiter(?:zimmer|unterkunft|unterkünfte|wohnung|wohnungen|apartments?|appartements?)\b/i,
  /\bkost und logis\b/i,
  /\b(?:unterkunft|zimmer|wohnmöglichkeit|apartment|appartement)\b[^.;\n]{0,40}\b(?:gestellt|vorhanden|möglich|zur verfügung|angeboten|inklusive|inkl\.|kostenfrei|kostenlos|vergünstigt|im haus)/i,
  /\b(?:stellen|bieten)\s+(?:wir\s+)?(?:ihnen\s+|dir\s+)?(?:eine?n?\s+)?(?:möblierte[ns]?\s+|günstige[ns]?\s+|kostenfreie[ns]?\s+)?(?:unterkunft|zimmer|wohnung|apartment)\b/i,
  /\b(?:unterkunft|zimmer) (?:auf wunsch|bei bedarf)\b/i,
]

const MEALS = [
  /\bkost und logis\b/i,
  /\bverpflegung\b/i,
  /\bpersonalessen\b/i,
  /\bmitarbeiter(?:essen|verpflegung)\b/i,
  /\b(?:kostenlose|freie|gratis)\s+(?:mahlzeiten|mittagessen|essen)\b/i,
]
const TIPS = [/\btrinkgeld/i, /\btronc\b/i]
// a bare „Saison“ is too often the hotel's ("planen die Saison"): only compounds count
const SEASONAL = /\b(?:sommer|winter)saison\b|\bsaison(?:stelle|kraft|kräfte|anstellung|vertrag|betrieb|arbeit|job)\b|\bsaisonal\b/i
const YEAR_ROUND = /\bganzjahres(?:stelle|anstellung|betrieb|vertrag)|\bganzjährig|\bjahresstelle\b/i
const SEASON_NAME = /\b(sommer|winter)saison(?:\s+(20\d\d(?:\s*\/\s*\d{2,4})?))?/i
const FOUR_DAYS = /\b4[-\s]?tage[-\s]?woche\b|\bvier[-\s]?tage[-\s]?woche\b/i
const FIVE_DAYS = /\b5[-\s]?tage[-\s]?woche\b|\bfünf[-\s]?tage[-\s]?woche\b/i

/** The model, from the employment type first (the feed's own field), then the title; the ad text only for training and internships. */
function workingTimeModel(source: FactSource, text: string): WorkingTimeModel | null {
  const from = (value: string): WorkingTimeModel | null => {
    if (/\bausbildung|\bazubi\b|auszubildende/i.test(value)) return 'ausbildung'
    if (/\bpraktik|\bpraktikum/i.test(value)) return 'praktikum'
    if (/\bminijob|\b(?:450|520|538|556|603)[\s-]*(?:€|euro)|geringfügig/i.test(value)) return 'minijob'
    if (/\baushilfe|\bwerkstudent/i.test(value)) return 'aushilfe'
    const full = /\bvollzeit|full[-\s]?time/i.test(value)
    const part = /\bteilzeit|part[-\s]?time/i.test(value)
    if (full) return 'vollzeit' // „Vollzeit / Teilzeit“: full time is offered
    if (part) return 'teilzeit'
    return null
  }
  return from(source.employmentType ?? '') ?? from(source.title ?? '') ?? from(source.hours ?? '') ?? from(text.slice(0, 400))
}

const START_NOW = /\b(?:ab\s+)?sofort\b/i
const START_DATE =
  /\b(?:ab|zum|per|startdatum:?|eintritt(?:sdatum)?:?|beginn:?|einstieg:?)\s+(?:dem\s+)?(\d{1,2}\.\s?\d{1,2}\.\s?(?:20)?\d{2}|\d{1,2}\.\s?(?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)(?:\s+20\d\d)?|(?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\s+20\d\d)/i

function startFrom(source: FactSource, text: string, lower: string): string | null {
  const given = source.startDate?.trim()
  if (given) return given.slice(0, 60)
  if (!mentions(lower, ['ab ', 'zum ', 'per ', 'start', 'eintritt', 'beginn', 'einstieg'])) return null
  const date = START_DATE.exec(text)
  if (date) return date[1].replace(/\s+/g, ' ')
  return /\b(?:ab|zum)\s+sofort\b|\bstart:?\s+sofort\b|\beintritt:?\s+sofort\b/i.test(text) && START_NOW.test(text) ? 'ab sofort' : null
}

/** Tags to spaces, entities decoded: enough for word patterns, and cheap at 10,000 jobs per import. */
function plain(html: string | null | undefined): string {
  if (!html) return ''
  const text = html.includes('<') ? html.replace(/<[^>]*>/g, ' ') : html
  return text.includes('&') ? decodeEntities(text) : text
}

export function detectFacts(source: FactSource): JobFacts {
  const text = [
    source.title,
    source.employmentType,
    source.contractType,
    source.hours,
    plain(source.description),
    plain(source.requirements),
    plain(source.benefits),
  ]
    .filter(Boolean)
    .join(' \n ')
  const lower = text.toLowerCase()
  const seasonal = mentions(lower, ['saison']) && found(text, SEASONAL)
  const yearRound = mentions(lower, ['ganzj', 'jahresstelle']) && found(text, YEAR_ROUND)
  const seasonKind: SeasonKind | null = yearRound ? 'ganzjahr' : seasonal ? 'saison' : null
  const name = seasonKind === 'saison' ? SEASON_NAME.exec(text) : null
  const week = mentions(lower, ['tage'])
  const four = week && found(text, FOUR_DAYS)
  const five = week && found(text, FIVE_DAYS)
  return {
    staffHousing:
      mentions(lower, ['personal', 'mitarbeiter', 'logis', 'unterkunft', 'zimmer', 'wohn', 'apartment', 'appartement']) && HOUSING.some((p) => found(text, p)),
    seasonKind,
    season: name ? `${name[1][0].toUpperCase()}${name[1].slice(1).toLowerCase()}saison${name[2] ? ` ${name[2].replace(/\s+/g, '')}` : ''}` : null,
    workingTimeModel: workingTimeModel(source, text),
    startFrom: startFrom(source, text, lower),
    meals: mentions(lower, ['logis', 'verpflegung', 'essen', 'mahlzeit']) && MEALS.some((p) => found(text, p)),
    tips: mentions(lower, ['trinkgeld', 'tronc']) && TIPS.some((p) => found(text, p)),
    workWeekDays: four && !five ? '4' : five && !four ? '5' : null,
  }
}

/** The detail page's badges, in German. */
export function factBadges(facts: Partial<JobFacts>): string[] {
  const badges: string[] = []
  if (facts.staffHousing) badges.push('Personalunterkunft')
  if (facts.seasonKind)
    badges.push(facts.seasonKind === 'saison' && facts.season ? `${SEASON_LABELS.saison} (${facts.season})` : SEASON_LABELS[facts.seasonKind])
  if (facts.workingTimeModel) badges.push(WORKING_TIME_LABELS[facts.workingTimeModel])
  if (facts.startFrom) badges.push(/^ab\b/i.test(facts.startFrom) ? `Einstieg ${facts.startFrom}` : `Einstieg ab ${facts.startFrom}`)
  if (facts.meals) badges.push('Verpflegung')
  if (facts.tips) badges.push('Trinkgeld')
  if (facts.workWeekDays) badges.push(`${facts.workWeekDays}-Tage-Woche`)
  return badges
}
