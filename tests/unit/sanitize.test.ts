import { describe, expect, it } from 'vitest'
import { isLocalImageSrc, sanitizeJobHtml } from '@/lib/html/sanitize'

describe('sanitizeJobHtml', () => {
  it('removes scripts, styles, iframes and event handlers', () => {
    const out = sanitizeJobHtml('<p onclick="steal()" style="color:red">Text</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe><img src=x onerror="alert(1)">')
    expect(out).toBe('<p>Text</p>')
  })

  it('drops javascript: and data: links but keeps http, mailto and tel', () => {
    expect(sanitizeJobHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeJobHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeJobHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>')
    // external links open in a new tab without access to our page
    expect(sanitizeJobHtml('<a href="https://ok.example/">x</a>')).toBe('<a href="https://ok.example/" target="_blank" rel="noopener noreferrer nofollow">x</a>')
    expect(sanitizeJobHtml('<a href="mailto:a@b.de">x</a>')).toBe('<a href="mailto:a@b.de">x</a>')
  })

  it('keeps lists, emphasis and headings; turns h1 into h2; secures target=_blank', () => {
    expect(sanitizeJobHtml('<h1>T</h1><ul><li><strong>a</strong> <em>b</em></li></ul>')).toBe('<h2>T</h2><ul><li><strong>a</strong> <em>b</em></li></ul>')
    expect(sanitizeJobHtml('<a href="https://x.example" target="_blank">x</a>')).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">x</a>')
  })
})

describe('isLocalImageSrc: only images a browser loads from our own origin', () => {
  it('accepts own-origin paths and inline images', () => {
    expect(isLocalImageSrc('/api/media/file/logo.png')).toBe(true)
    expect(isLocalImageSrc(' /bilder/a.webp ')).toBe(true)
    expect(isLocalImageSrc('data:image/png;base64,AAAA')).toBe(true)
  })
  it('refuses paths that browsers resolve to another host', () => {
    for (const src of ['//evil.example/x.png', '/\\evil.example/x.png', '/\t/evil.example/x.png', '/\n/evil.example/x.png', 'https://evil.example/x.png', 'javascript:alert(1)']) {
      expect(isLocalImageSrc(src), src).toBe(false)
    }
  })
  it('drops such images from job HTML', () => {
    expect(sanitizeJobHtml('<p>a</p><img src="/\\evil.example/x.png">')).toBe('<p>a</p>')
  })
})
