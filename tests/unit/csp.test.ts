import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScripts, isFrameworkScript, policyForHtml } from '@/lib/csp/index.mjs'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

describe('content security policy for an HTML document', () => {
  const flight = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n<\\/script>"])'
  const bootstrap = '(self.__next_f=self.__next_f||[]).push([0])'
  const page = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>
<script type="application/ld+json">{"@type":"JobPosting"}</script></head><body>
<script>${bootstrap}</script><script>${flight}</script><script>$RC("B:0","S:0")</script>
<script>alert(document.cookie)</script><script>self.__next_f.push([1,"x"]);alert(1)</script></body></html>`

  it('hashes exactly the framework’s inline scripts and nothing an attacker could have written', () => {
    const { policy, refused } = policyForHtml(page)
    const scripts = directive(policy, 'script-src')!
    expect(scripts).toBe(`script-src 'self' ${hash(bootstrap)} ${hash(flight)} ${hash('$RC("B:0","S:0")')}`)
    expect(scripts).not.toContain(hash('alert(document.cookie)'))
    expect(refused).toBe(2)
  })

  it('ignores external scripts and JSON-LD data blocks', () => {
    expect(inlineScripts(page).map((s) => s.text)).not.toContain('{"@type":"JobPosting"}')
    expect(inlineScripts('<script src="/a.js"></script>')).toEqual([])
  })

  it('recognises framework shapes strictly', () => {
    expect(isFrameworkScript(bootstrap)).toBe(true)
    expect(isFrameworkScript('self.__next_f.push([2,null])')).toBe(true)
    expect(isFrameworkScript('self.__next_f.push([1,"a"]);fetch("//evil")')).toBe(false)
    expect(isFrameworkScript('self.__next_f.push([1,"a"+alert(1)+"b"])')).toBe(false)
    expect(isFrameworkScript('$RC("B:0",alert(1))')).toBe(false)
    const icons = `document.querySelectorAll('body link[rel="icon"], body link[rel="apple-touch-icon"]').forEach(el => document.head.appendChild(el))`
    expect(isFrameworkScript(icons)).toBe(true)
    expect(isFrameworkScript(`${icons};fetch("//evil")`)).toBe(false)
    const turbopack =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/27rh-60tkjy0k.js","static/chunks/17fms_jsrb1ne.js"],"runtimeModuleIds":[494553]});'
    expect(isFrameworkScript(turbopack)).toBe(true)
    expect(isFrameworkScript(turbopack.replace('494553', '494553,alert(1)'))).toBe(false)
    expect(isFrameworkScript(turbopack.replace('17fms_jsrb1ne.js', '"+alert(1)+"'))).toBe(false)
  })

  it('has no unsafe-eval or unsafe-inline scripts, and sets object-src, base-uri, frame-ancestors, form-action', () => {
    const policy = contentSecurityPolicy()
    expect(policy).not.toContain('unsafe-eval')
    expect(directive(policy, 'script-src')).toBe("script-src 'self'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(policy, 'form-action')).toBe("form-action 'self'")
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ upgradeInsecure: true })).toContain('upgrade-insecure-requests')
  })
})

describe('React’s streaming runtime', () => {
  it('allows the scripts that complete a late Suspense boundary, rendered by the React Next ships, and nothing appended to them', async () => {
    const { nextReactDomServerSources } = await import('../../scripts/csp-response.mjs')
    const { reactRuntimePieces, setReactRuntimeScripts } = await import('@/lib/csp/index.mjs')
    setReactRuntimeScripts(reactRuntimePieces(nextReactDomServerSources()))
    const require = createRequire(import.meta.url)
    const React = require('next/dist/compiled/react') as typeof import('react')
    const { renderToPipeableStream } = require('next/dist/compiled/react-dom/server.node') as typeof import('react-dom/server')
    let resolve!: () => void
    const later = new Promise<void>((r) => (resolve = r))
    const Late = () => {
      React.use(later)
      return React.createElement('p', null, 'Pachtangebote')
    }
    const html = await new Promise<string>((done, fail) => {
      const chunks: Buffer[] = []
      const sink = new PassThrough()
      sink.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(Buffer.concat(chunks).toString('utf8')))
      const stream = renderToPipeableStream(
        React.createElement('main', null, React.createElement(React.Suspense, { fallback: React.createElement('p', null, 'lädt') }, React.createElement(Late))),
        { onShellReady: () => (stream.pipe(sink), setTimeout(resolve, 10)), onError: fail },
      )
    })
    const scripts = inlineScripts(html)
    expect(scripts.some((s) => s.text.includes('$RC('))).toBe(true) // the boundary really completed late
    expect(scripts.filter((s) => !s.framework)).toEqual([])
    for (const script of scripts) {
      expect(isFrameworkScript(`${script.text};alert(1)`)).toBe(false)
      expect(isFrameworkScript(`alert(1);${script.text}`)).toBe(false)
    }
  })
})

describe('the production server’s HTML answers', () => {
  it('carry an ETag of their bytes and answer 304 without a body when the browser already has them', async () => {
    const http = await import('node:http')
    const { withContentSecurityPolicy } = await import('../../scripts/csp-response.mjs')
    let page = '<!doctype html><html><body><p>Stellenangebote</p></body></html>'
    const server = http.createServer((req, res) => {
      withContentSecurityPolicy(req, res, { hsts: false, upgradeInsecure: false })
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.write(page.slice(0, 20))
      res.end(page.slice(20))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}/`
    try {
      const first = await fetch(url)
      const etag = first.headers.get('etag')!
      expect(await first.text()).toBe(page)
      expect(etag).toBe(`"${createHash('sha1').update(page).digest('base64url')}"`)
      expect(first.headers.get('content-security-policy')).toContain("object-src 'none'")

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await fetch(url, { headers: { 'if-none-match': ifNoneMatch } })
        expect(again.status, ifNoneMatch).toBe(304)
        expect(await again.text()).toBe('')
      }
      page = page.replace('Stellenangebote', 'Pachtangebote')
      const changed = await fetch(url, { headers: { 'if-none-match': etag } })
      expect(changed.status).toBe(200)
      expect(await changed.text()).toBe(page)
      expect(changed.headers.get('etag')).not.toBe(etag)
    } finally {
      server.close()
    }
  })

  it('send a page written as bytes split inside a character whole, and keep its finished form within a reported bound', async () => {
    const http = await import('node:http')
    const { withContentSecurityPolicy } = await import('../../scripts/csp-response.mjs')
    const { cacheSizes } = await import('../../src/lib/cache-bytes/index.mjs')
    const page = Buffer.from('<!doctype html><html><body><p>Küche und Frühstück</p></body></html>')
    const split = page.indexOf('ü') + 1
    const server = http.createServer((req, res) => {
      withContentSecurityPolicy(req, res, { hsts: false, upgradeInsecure: false })
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.write(page.subarray(0, split))
      res.end(page.subarray(split))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}/`)
      expect(Buffer.from(await answer.arrayBuffer()).equals(page)).toBe(true)
      expect(Number(answer.headers.get('content-length'))).toBe(page.length)
      expect(answer.headers.get('etag')).toBe(`"${createHash('sha1').update(page).digest('base64url')}"`)
      const finished = cacheSizes().find((cache) => cache.name === 'finished-pages')
      expect(finished?.bound).toBe(8 * 1024 * 1024)
      expect(finished?.bytes).toBeGreaterThan(page.length)
    } finally {
      server.close()
    }
  })

  it('load Next’s chunks after the first paint when given the loader: body, length, ETag and policy of the bytes sent', async () => {
    const http = await import('node:http')
    const { withContentSecurityPolicy } = await import('../../scripts/csp-response.mjs')
    const page =
      '<!doctype html><html><head><script src="/_next/static/chunks/main-app.js" async=""></script></head><body><p>Jobs</p><script>self.__next_f.push([1,"x"])</script></body></html>'
    const server = http.createServer((req, res) => {
      withContentSecurityPolicy(req, res, { hsts: false, upgradeInsecure: false, scriptLoader: req.url === '/admin' ? undefined : '/after-paint.js?0123abcd' })
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(page)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`
    try {
      const site = await fetch(`${url}/`)
      const body = await site.text()
      expect(body).toBe(
        page.replace(
          '<script src="/_next/static/chunks/main-app.js" async=""></script>',
          '<script src="/after-paint.js?0123abcd" async="" data-chunks="main-app"></script>',
        ),
      )
      expect(Number(site.headers.get('content-length'))).toBe(Buffer.byteLength(body))
      expect(site.headers.get('etag')).toBe(`"${createHash('sha1').update(body).digest('base64url')}"`)
      expect(site.headers.get('content-security-policy')).toContain(hash('self.__next_f.push([1,"x"])'))
      expect(await (await fetch(`${url}/admin`)).text()).toBe(page)
    } finally {
      server.close()
    }
  })
})
