import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { chunksAfterPaint, loadScriptsAfterPaint } from '@/lib/script-loading/index.mjs'

const LOADER = '/after-paint.js?0123abcd'
// the head and body as Next 16 writes them (shortened)
const page = `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>
<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-app.js"/>
<script src="/_next/static/chunks/react-dom.js" async=""></script><script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>
<body><h1>Stellenangebote</h1><script id="_R_">self.__next_r="x"</script><script src="/_next/static/chunks/main-app.js" async=""></script>
<script>self.__next_f.push([1,"payload"])</script></body></html>`

describe('Next’s scripts after the first paint', () => {
  const rewritten = loadScriptsAfterPaint(page, LOADER)

  it('replaces every chunk tag with one loader tag where the first was, in their order', () => {
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]*" async="">/)
    const loaderTag = `<script src="${LOADER}" async="" data-chunks="react-dom turbopack-runtime main-app"></script>`
    const before = page.slice(0, page.indexOf('<script src="/_next/static/chunks/react-dom.js"')).replace(/<link rel="preload" as="script"[^>]*>/, '')
    expect(rewritten.startsWith(`${before}${loaderTag}\n<script src="/_next/static/chunks/polyfills.js"`)).toBe(true)
    expect(chunksAfterPaint(rewritten)).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/main-app.js',
    ])
  })

  it('drops the early fetch of a chunk the loader loads, and leaves everything else as it was', () => {
    expect(rewritten).not.toContain('rel="preload" as="script"')
    const rest = (html: string) =>
      html.replace(
        /<script src="\/_next\/static\/chunks\/[^"]*" async=""><\/script>|<script src="\/after[^>]*><\/script>|<link rel="preload" as="script"[^>]*>/g,
        '',
      )
    expect(rest(rewritten)).toBe(rest(page))
    expect(rewritten).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(rewritten).toContain('<link rel="preload" href="/_next/static/media/inter.woff2"')
  })

  it('leaves a document without chunk scripts untouched', () => {
    const plain = '<!DOCTYPE html><html><body><p>Wartung</p><script src="https://cdn.example.com/x.js" async=""></script></body></html>'
    expect(loadScriptsAfterPaint(plain, LOADER)).toBe(plain)
    expect(chunksAfterPaint(plain)).toEqual([])
  })

  /** Runs public/after-paint.js in a small stand-in of a browser. */
  function runLoader({ hidden = false, paintEntries = true } = {}) {
    const appended: { src: string }[] = []
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = []
    const timeouts: (() => void)[] = []
    const listeners: Record<string, () => void> = {}
    const loader = { dataset: { chunks: 'react-dom main-app' } as Record<string, string> }
    const window = {
      document: { hidden, currentScript: loader, createElement: () => ({}), head: { append: (element: (typeof appended)[0]) => appended.push(element) } },
      addEventListener: (name: string, callback: () => void) => (listeners[name] = callback),
      setTimeout: (callback: () => void) => timeouts.push(callback),
      PerformanceObserver: Object.assign(
        class {
          constructor(private callback: (typeof observers)[0]) {}
          observe() {
            observers.push(this.callback)
          }
        },
        { supportedEntryTypes: paintEntries ? ['largest-contentful-paint', 'paint'] : ['resource'] },
      ),
    }
    vm.runInContext(fs.readFileSync(path.resolve(import.meta.dirname, '../../public/after-paint.js'), 'utf8'), vm.createContext({ ...window, self: window }))
    const paint = (name: string) => observers.forEach((observer) => observer({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }))
    return { appended, paint, timeouts, listeners }
  }

  it('loads the chunks once, at the first contentful paint', () => {
    const { appended, paint, listeners, timeouts } = runLoader()
    paint('first-paint')
    expect(appended).toEqual([])
    paint('first-contentful-paint')
    paint('first-contentful-paint')
    listeners.load()
    timeouts.forEach((timeout) => timeout())
    expect(appended.map((script) => script.src)).toEqual(['/_next/static/chunks/react-dom.js', '/_next/static/chunks/main-app.js'])
  })

  it('loads them 3 s after the load event when nothing was painted, and at once in a hidden tab or a browser that reports no paints', () => {
    const { appended, listeners, timeouts } = runLoader()
    listeners.load()
    expect(appended).toHaveLength(0)
    timeouts.forEach((timeout) => timeout())
    expect(appended).toHaveLength(2)
    expect(runLoader({ hidden: true }).appended).toHaveLength(2)
    expect(runLoader({ paintEntries: false }).appended).toHaveLength(2)
  })
})
