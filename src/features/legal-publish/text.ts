/**
 * The readable text of a page for the confirmation before publishing a legal page: one line per
 * heading, paragraph or list item, whatever block holds it (no Payload or React here: unit-tested).
 */

/** Pages whose publishing needs a look at what changes first. */
export const LEGAL_PAGE_SLUGS = ['datenschutz', 'impressum'] as const

export const needsPublishConfirmation = (slug: unknown): boolean => typeof slug === 'string' && (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug)

const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'listitem', 'quote'])
// block settings rather than text a reader sees
const SKIPPED_KEYS = new Set([
  'id',
  'blockType',
  'blockName',
  'anchor',
  'slug',
  '_status',
  'createdAt',
  'updatedAt',
  'url',
  'href',
  'icon',
  'variant',
  'image',
  'logo',
])

type Node = { type?: string; text?: string; children?: Node[] }

function inlineText(node: Node): string {
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'linebreak') return ' '
  return (node.children ?? [])
    .filter((child) => !TEXT_BLOCKS.has(child.type ?? '') && child.type !== 'list')
    .map(inlineText)
    .join('')
}

function lexicalLines(node: Node, lines: string[]) {
  if (TEXT_BLOCKS.has(node.type ?? '')) {
    const line = inlineText(node).replace(/\s+/g, ' ').trim()
    if (line) lines.push(line)
  }
  for (const child of node.children ?? []) if (TEXT_BLOCKS.has(child.type ?? '') || child.type === 'list' || child.children) lexicalLines(child, lines)
}

function walk(value: unknown, key: string, lines: string[]) {
  if (typeof value === 'string') {
    const line = value.replace(/\s+/g, ' ').trim()
    if (line && !SKIPPED_KEYS.has(key)) lines.push(line)
    return
  }
  if (Array.isArray(value)) {
    for (const item of value) walk(item, key, lines)
    return
  }
  if (!value || typeof value !== 'object') return
  const root = (value as { root?: Node }).root
  if (root && typeof root === 'object' && Array.isArray(root.children)) {
    lexicalLines(root, lines)
    return
  }
  for (const [childKey, child] of Object.entries(value)) if (!SKIPPED_KEYS.has(childKey)) walk(child, childKey, lines)
}

/** Title first, then the text of every block in order. */
export function pageTextLines(page: { title?: unknown; layout?: unknown } | null | undefined): string[] {
  if (!page) return []
  const lines: string[] = []
  walk(page.title, 'title', lines)
  walk(page.layout, 'layout', lines)
  return lines
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** One paragraph per line, escaped: the input of the side-by-side diff. */
export const linesToHtml = (lines: readonly string[]): string => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')

/** How many paragraphs differ (a changed one counts once; two merged into one count twice). */
export function changedParagraphs(before: readonly string[], after: readonly string[]): number {
  const remaining = new Map<string, number>()
  for (const line of before) remaining.set(line, (remaining.get(line) ?? 0) + 1)
  let added = 0
  for (const line of after) {
    const left = remaining.get(line) ?? 0
    if (left > 0) remaining.set(line, left - 1)
    else added++
  }
  const removed = [...remaining.values()].reduce((sum, n) => sum + n, 0)
  return Math.max(added, removed)
}

export function changeSummary(before: readonly string[], after: readonly string[]): string {
  const n = changedParagraphs(before, after)
  if (n === 0) return 'Der Text ist unverändert.'
  return `${n} ${n === 1 ? 'Absatz' : 'Absätze'} geändert, hinzugefügt oder entfernt.`
}
