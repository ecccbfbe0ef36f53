/** Editors write {vermittlungen} etc. in block texts; the site fills in the current figures. */

export type Claims = {
  placements?: string | null
  yearsInterim?: string | null
  foundedYear?: number | null
  yearsExperience?: string | null
}

/** The placeholder names editors may use, mapped to their values (missing values stay as written). */
export function placeholderValues(claims: Claims | null | undefined, extra: Record<string, string | number> = {}): Record<string, string> {
  const values: Record<string, string> = {}
  if (claims?.placements) values.vermittlungen = claims.placements
  if (claims?.yearsInterim) values.jahreInterim = claims.yearsInterim
  if (claims?.foundedYear) values.gruendungsjahr = String(claims.foundedYear)
  if (claims?.yearsExperience) values.jahreErfahrung = claims.yearsExperience
  for (const [key, value] of Object.entries(extra)) values[key] = String(value)
  return values
}

// „{anzahl} aktuelle Stellenangebote“ with one job: noun in the singular, adjective in its gender.
const SINGULAR_NOUNS: Record<string, { noun: string; ending: string }> = {
  stellenangebote: { noun: 'Stellenangebot', ending: 'es' },
  angebote: { noun: 'Angebot', ending: 'es' },
  stellen: { noun: 'Stelle', ending: 'e' },
  positionen: { noun: 'Position', ending: 'e' },
  jobs: { noun: 'Job', ending: 'er' },
}
const COUNTED = /\{anzahl\}(\s+)((?:[a-zäöüß]+e\s+)?)(Stellenangebote|Angebote|Stellen|Positionen|Jobs)\b/gi

/** „1 aktuelle Stellenangebote“ -> „1 aktuelles Stellenangebot“; other counts stay plural. */
function countAgreement(text: string, values: Record<string, string>): string {
  if (values.anzahl !== '1') return text
  return text.replace(COUNTED, (_match, space: string, adjective: string, noun: string) => {
    const singular = SINGULAR_NOUNS[noun.toLowerCase()]
    const adj = adjective.trim()
    const inflected = adj ? `${adj.slice(0, -1)}${singular.ending} ` : ''
    return `{anzahl}${space}${inflected}${singular.noun}`
  })
}

/** Replaces {name} with its value; unknown names are left untouched so a typo stays visible. */
export function fillPlaceholders(text: string | null | undefined, values: Record<string, string>): string {
  if (!text) return ''
  return countAgreement(text, values).replace(/\{([A-Za-z]+)\}/g, (match, name: string) => (name in values ? values[name] : match))
}

/** Splits a textarea into paragraphs at blank lines, dropping empty ones. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
}
