import 'server-only'
import { extractBadges } from '@/lib/jobs/badges'
import { sanitizeJobHtml } from '@/lib/html/sanitize'

/** A feed text as the job page shows it: badge lines taken out of the description, sanitised, own-origin images only. */
export function feedTextAsOnSite(field: string, html: string | null | undefined): string {
  const source = field === 'description' ? extractBadges(html).html : html
  return sanitizeJobHtml(source)
}
