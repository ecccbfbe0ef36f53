import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { gzipSize, scriptSources } from '../../bench/weights.mjs'
import { parseWrk } from '../../bench/wrk.mjs'

describe('bench weights', () => {
  it('counts each same-origin script a modern browser loads once, in order', () => {
    const html = `<html><head>
      <link rel="preload" as="script" href="/_next/static/chunks/preloaded.js">
      <script src="/_next/static/chunks/webpack-1.js" async=""></script>
      <script>self.__next_f.push([1,"inline"])</script>
      <script src='/_next/static/chunks/main-app.js?v=1&amp;x=2' async></script>
      <script type="application/ld+json">{"@type":"JobPosting"}</script>
      <script async src=/_next/static/chunks/page.js></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script src="/_next/static/chunks/webpack-1.js"></script>
      <script src="https://cdn.example.com/tracker.js"></script>
      <script src="//cdn.example.com/other.js"></script>
    </head></html>`
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/webpack-1.js', '/_next/static/chunks/main-app.js?v=1&x=2', '/_next/static/chunks/page.js'])
  })

  it('counts the loader and the chunks it loads after the first paint', () => {
    const html = `<head><script src="/after-paint.js?0123abcd" async="" data-chunks="react-dom main-app"></script></head>`
    expect(scriptSources(html)).toEqual(['/after-paint.js?0123abcd', '/_next/static/chunks/react-dom.js', '/_next/static/chunks/main-app.js'])
  })

  it('measures gzip at the default level', () => {
    const text = Buffer.from('<p>Koch (m/w/d) in Hamburg</p>'.repeat(500))
    expect(gzipSize(text)).toBe(gzipSync(text).length)
    expect(gzipSize(text)).toBeLessThan(text.length / 20)
  })
})

describe('bench wrk output', () => {
  const output = `Running 10s test @ http://127.0.0.1:8084/bewerbende
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.86ms    1.81ms  26.44ms   93.76%
    Req/Sec     8.49k     4.20k   18.87k    66.67%
  Latency Distribution
     50%  382.00us
     75%  589.00us
     90%    1.70ms
     99%    1.02s
  177250 requests in 10.10s, 2.21GB read
  Socket errors: connect 0, read 3, write 0, timeout 2
  Non-2xx or 3xx responses: 7
Requests/sec:  17549.63
Transfer/sec:    224.01MB
`

  it('reads req/s, p50 and p99 in ms, and counts failed answers', () => {
    expect(parseWrk(output)).toEqual({ rps: 17549.63, p50: 0.382, p99: 1020, requests: 177250, non2xx: 7, errors: 5 })
  })

  it('refuses output without figures instead of reporting zeros', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:9 Connection refused')).toThrow(/no figures/)
  })
})
