import type { CollectionBeforeChangeHook } from 'payload'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { sanitizeJobHtml } from '@/lib/html/sanitize'
import { JOB_TEXTS } from './editor'

/** Lexical -> the sanitised HTML every reader (board, detail, JSON-LD, AI search) already uses. */
export function jobTextToHtml(content: unknown): string | null {
  if (!content || typeof content !== 'object' || !('root' in content)) return null
  const html = sanitizeJobHtml(
    convertLexicalToHTML({
      data: content as Parameters<typeof convertLexicalToHTML>[0]['data'],
      disableContainer: true,
      disableIndent: true,
      disableTextAlign: true,
    }),
  )
  // An editor emptied by the user still holds an empty paragraph.
  return html.replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/g, '').trim() ? html : null
}

/**
 * Manual jobs are written in rich text; their HTML columns are derived on every save, so the site
 * keeps one way of reading job texts. Imported jobs keep the feed's HTML (the import writes the
 * columns directly and never runs this hook).
 */
export const deriveJobHtml: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const source = data.source ?? originalDoc?.source
  if (source === 'feed') return data
  for (const { html, rich } of JOB_TEXTS) {
    const content = data[rich]
    if (content && typeof content === 'object') data[html] = jobTextToHtml(content)
    // Emptied by the editor. A job that never had rich text keeps its HTML (no text is lost).
    else if (content === null && originalDoc?.[rich]) data[html] = null
  }
  return data
}
