import { extractBadges } from './badges'
import { stripHtml, truncate } from './text'

export const TEASER_LENGTH = 150
export const TEASER_FALLBACK = 'Weitere Informationen zu dieser Stelle finden Sie in der Stellenanzeige.'

/**
 * Card teaser: the description without HTML (and without the badge lines, which the card shows as
 * facts anyway), the first 150 characters plus an ellipsis. '' when there is no text.
 */
export function jobTeaser(description: string | null | undefined): string {
  const text = stripHtml(extractBadges(description).html) || stripHtml(description)
  return truncate(text, TEASER_LENGTH, '…')
}
