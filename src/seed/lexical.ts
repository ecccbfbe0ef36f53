/** Minimal builder for Lexical rich-text JSON, so seed copy can be written as plain lines. */
export type Line = ['h2' | 'h3' | 'p', string] | ['ul', string[]]

type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }

const textNode = (text: string, format = 0): TextNode => ({ type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 })

// **bold** segments become bold text nodes.
function inline(text: string): TextNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('**') ? textNode(part.slice(2, -2), 1) : textNode(part)))
}

const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  ...extra,
})

export function richText(lines: Line[]) {
  const children = lines.map(([kind, value]) => {
    if (kind === 'ul') {
      return element(
        'list',
        (value as string[]).map((item, i) => element('listitem', inline(item), { value: i + 1 })),
        { listType: 'bullet', start: 1, tag: 'ul' },
      )
    }
    if (kind === 'p') return element('paragraph', inline(value as string), { textFormat: 0, textStyle: '' })
    return element('heading', inline(value as string), { tag: kind })
  })
  return { root: element('root', children) }
}
