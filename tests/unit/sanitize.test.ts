import { describe, expect, it } from 'vitest'
import { isLocalImageSrc, librarySanitized, plainSanitized, sanitizeJobHtml } from '@/lib/html/sanitize'

describe('sanitizeJobHtml', () => {
  it('removes scripts, styles, iframes and event handlers', () => {
    const out = sanitizeJobHtml(
      '<p onclick="steal()" style="color:red">Text</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe><img src=x onerror="alert(1)">',
    )
    expect(out).toBe('<p>Text</p>')
  })

  it('drops javascript: and data: links but keeps http, mailto and tel', () => {
    expect(sanitizeJobHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeJobHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeJobHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>')
    // external links open in a new tab without access to our page
    expect(sanitizeJobHtml('<a href="https://ok.example/">x</a>')).toBe(
      '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    )
    expect(sanitizeJobHtml('<a href="mailto:a@b.de">x</a>')).toBe('<a href="mailto:a@b.de">x</a>')
  })

  it('keeps lists, emphasis and headings; turns h1 into h2; secures target=_blank', () => {
    expect(sanitizeJobHtml('<h1>T</h1><ul><li><strong>a</strong> <em>b</em></li></ul>')).toBe('<h2>T</h2><ul><li><strong>a</strong> <em>b</em></li></ul>')
    expect(sanitizeJobHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    )
  })
})

describe('isLocalImageSrc: only images a browser loads from our own origin', () => {
  it('accepts own-origin paths and inline images', () => {
    expect(isLocalImageSrc('/api/media/file/logo.png')).toBe(true)
    expect(isLocalImageSrc(' /bilder/a.webp ')).toBe(true)
    expect(isLocalImageSrc('data:image/png;base64,AAAA')).toBe(true)
  })
  it('refuses paths that browsers resolve to another host', () => {
    for (const src of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/\t/evil.example/x.png',
      '/\n/evil.example/x.png',
      'https://evil.example/x.png',
      'javascript:alert(1)',
    ]) {
      expect(isLocalImageSrc(src), src).toBe(false)
    }
  })
  it('drops such images from job HTML', () => {
    expect(sanitizeJobHtml('<p>a</p><img src="/\\evil.example/x.png">')).toBe('<p>a</p>')
  })
})

describe('plainSanitized: sanitize-html’s output for plain markup without parsing it', () => {
  it('handles a typical job ad (headings, paragraphs, lists, a script) and leaves links and images to sanitize-html', () => {
    const ad =
      '<h1>Ihre Aufgaben</h1><p>Für ein Haus &amp; Team, Gehalt > 3.000 € & mehr</p><ul><li>Führung</li><li>Einkauf<br>und Budget</li></ul><script>alert(1)</script><hr/>'
    expect(plainSanitized(ad)).toBe(librarySanitized(ad))
    expect(plainSanitized(ad)).toBe(
      '<h2>Ihre Aufgaben</h2><p>Für ein Haus &amp; Team, Gehalt &gt; 3.000 € &amp; mehr</p><ul><li>Führung</li><li>Einkauf<br />und Budget</li></ul><hr />',
    )
    expect(plainSanitized('<p><a href="https://x.example">x</a></p>')).toBeUndefined()
    expect(plainSanitized('<p><img src="/a.png"></p>')).toBeUndefined()
  })

  it('gives exactly sanitize-html’s output (or leaves the markup to it) for many generated fragments', () => {
    let seed = 6
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]
    const tags = [
      'p',
      'li',
      'ul',
      'ol',
      'h1',
      'h2',
      'div',
      'span',
      'b',
      'strong',
      'table',
      'tbody',
      'thead',
      'tr',
      'td',
      'th',
      'dl',
      'dt',
      'dd',
      'blockquote',
      'em',
      'a',
      'font',
      'P',
      'section',
    ]
    const voids = ['<br>', '<br/>', '<br />', '<hr>', '<hr/>', '<p/>', '</br>', '</p>', '<img src="/x.png">', '<wbr>']
    const texts = [
      'a',
      'Küche',
      ' ',
      '\n',
      '\t',
      '&amp;',
      '&lt;',
      '&gt;',
      '&nbsp;',
      '&auml;',
      '&#228;',
      '&',
      '& ',
      '>',
      '<',
      '"',
      "'",
      '\u00a0',
      '&amp',
      '\r',
      '&x;',
      '<!-- c -->',
      '<script>x()</script>',
      '<script>a</b></script>',
      '<SCRIPT>x</SCRIPT>',
      '<style>p{}</style>',
      '</script >',
    ]
    const fragment = (depth: number): string =>
      Array.from({ length: Math.floor(random() * 4) }, () => {
        const kind = random()
        if (kind < 0.4) return pick(texts)
        if (kind < 0.5) return pick(voids)
        const tag = pick(tags)
        if (kind < 0.55 || depth > 3) return `<${tag}>${pick(texts)}` // unclosed
        return `<${tag}>${fragment(depth + 1)}</${random() < 0.9 ? tag : pick(tags)}>`
      }).join('')
    let plain = 0
    for (let n = 0; n < 5000; n++) {
      const html = fragment(0)
      const fast = plainSanitized(html)
      if (fast === undefined) continue
      plain++
      expect(fast, html).toBe(librarySanitized(html))
    }
    expect(plain).toBeGreaterThan(1000)
  })
})
