/** The facts' values and German names, for filters, badges and the admin; small, so the board's client code can import it. */
export const WORKING_TIME_MODELS = ['vollzeit', 'teilzeit', 'minijob', 'aushilfe', 'ausbildung', 'praktikum'] as const
export type WorkingTimeModel = (typeof WORKING_TIME_MODELS)[number]
export const SEASON_KINDS = ['saison', 'ganzjahr'] as const
export type SeasonKind = (typeof SEASON_KINDS)[number]

export const WORKING_TIME_LABELS: Record<WorkingTimeModel, string> = {
  vollzeit: 'Vollzeit',
  teilzeit: 'Teilzeit',
  minijob: 'Minijob',
  aushilfe: 'Aushilfe',
  ausbildung: 'Ausbildung',
  praktikum: 'Praktikum',
}

export const SEASON_LABELS: Record<SeasonKind, string> = { saison: 'Saisonstelle', ganzjahr: 'Ganzjahresstelle' }

/** The board's sort keys by their German names ('' = the default order). */
export const SORT_LABELS = {
  '': 'Standard (Datum)',
  title: 'Titel',
  company: 'Unternehmen',
  location: 'Ort',
  publishDate: 'Veröffentlichungsdatum',
  distance: 'Entfernung',
  pay: 'Gehalt (höchstes zuerst)',
} as const
