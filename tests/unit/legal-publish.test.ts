import { describe, expect, it } from 'vitest'
import { changeSummary, linesToHtml, needsPublishConfirmation, pageTextLines } from '@/features/legal-publish/text'

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1 })
const el = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({ type, children, version: 1, ...extra })

const page = (stand: string, heading: string) => ({
  title: 'Datenschutzerklärung',
  slug: 'datenschutz',
  layout: [
    {
      id: 'a1',
      blockType: 'richText',
      anchor: 'oben',
      content: {
        root: el('root', [
          el('paragraph', [text(stand)]),
          el('heading', [text(heading)], { tag: 'h2' }),
          el('list', [el('listitem', [text('Name')]), el('listitem', [text('E-Mail')])]),
        ]),
      },
    },
  ],
})

describe('the text shown before publishing a legal page', () => {
  it('is one line per heading, paragraph and list item, without block settings', () => {
    expect(pageTextLines(page('Stand: Oktober 2025', '1. Verantwortlicher'))).toEqual([
      'Datenschutzerklärung',
      'Stand: Oktober 2025',
      '1. Verantwortlicher',
      'Name',
      'E-Mail',
    ])
  })

  it('counts a merged heading as a change of two paragraphs', () => {
    const before = pageTextLines(page('Stand: Oktober 2025', '1. Verantwortlicher'))
    const merged = page('Stand: November 20261. Verantwortlicher', '')
    const after = pageTextLines(merged)
    expect(changeSummary(before, after)).toBe('2 Absätze geändert, hinzugefügt oder entfernt.')
    expect(changeSummary(before, before)).toBe('Der Text ist unverändert.')
  })

  it('escapes the text for the diff and asks only for Datenschutz and Impressum', () => {
    expect(linesToHtml(['a < b & "c"'])).toBe('<p>a &lt; b &amp; &quot;c&quot;</p>')
    expect(needsPublishConfirmation('datenschutz')).toBe(true)
    expect(needsPublishConfirmation('impressum')).toBe(true)
    expect(needsPublishConfirmation('ueber-uns')).toBe(false)
  })
})
