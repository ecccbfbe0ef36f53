#!/usr/bin/env node
// Page weights of a running production build: per page the HTML and the first-load JavaScript, both
// gzip, as a visitor's modern browser gets them. The JavaScript is what the built HTML references
// (<script src>, and <link rel="preload" as="script">), so the Next/React runtime is counted; the
// `noModule` polyfills, which modern browsers skip, are listed apart. Targets (issue 16): at most
// 15 KB HTML per page, under 150 KB first-load JavaScript on / and on the board.
//
//   BASE_URL=http://localhost:3000 node bench/weights.mjs [--json out.json] [/path ...]
//
// Pages: the given paths, else /, /bewerbende, the board's first job, /verpachtung and every other
// page in the sitemap that is not a job. gzip at level 5, as the nginx front (deploy/nginx) sends it.
// `import { measureWeights } from './weights.mjs'` gives the same figures to other benchmarks.
import fs from 'node:fs'
import { gzipSync } from 'node:zlib'
import { pathToFileURL } from 'node:url'

export const LIMITS = { htmlKb: 15, firstLoadJsKb: 150 }
const JS_LIMITED = new Set(['/', '/bewerbende'])

const gzipBytes = (buffer) => gzipSync(buffer, { level: 5 }).length
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

async function get(baseUrl, path) {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' })
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** The scripts a page's HTML makes a modern browser load before it is interactive. */
export function firstLoadScripts(html) {
  const modern = new Set()
  const legacy = new Set()
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) {
    const src = tag.match(/\bsrc="([^"]+)"/)[1]
    ;(/\bnomodule\b/i.test(tag) ? legacy : modern).add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag)) modern.add(tag.match(/\bhref="([^"]+)"/)?.[1])
  }
  modern.delete(undefined)
  for (const src of legacy) modern.delete(src)
  return { modern: [...modern].map((src) => src.replaceAll('&amp;', '&')), legacy: [...legacy] }
}

/** Public pages of the site worth weighing: the four of issue 16 first, then the sitemap's other pages. */
export async function defaultPages(baseUrl) {
  const board = (await get(baseUrl, '/bewerbende')).toString('utf8')
  const job = board.match(/href="(\/stellenangebote\/[^"?#]+)"/)?.[1]
  const pages = ['/', '/bewerbende', ...(job ? [job] : []), '/verpachtung']
  try {
    const sitemap = (await get(baseUrl, '/sitemap.xml')).toString('utf8')
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc).pathname
      if (!path.startsWith('/stellenangebote') && !pages.includes(path)) pages.push(path)
    }
  } catch {
    // no sitemap: the four pages
  }
  return pages
}

export async function measureWeights(baseUrl, pages) {
  pages ??= await defaultPages(baseUrl)
  const scriptSizes = new Map()
  const scriptGzip = async (src) => {
    if (!scriptSizes.has(src)) scriptSizes.set(src, gzipBytes(await get(baseUrl, src)))
    return scriptSizes.get(src)
  }
  const rows = []
  for (const path of pages) {
    const html = await get(baseUrl, path)
    const { modern, legacy } = firstLoadScripts(html.toString('utf8'))
    let js = 0
    for (const src of modern) js += await scriptGzip(src)
    let polyfills = 0
    for (const src of legacy) polyfills += await scriptGzip(src)
    const row = {
      path,
      htmlRawKb: kb(html.length),
      htmlGzipKb: kb(gzipBytes(html)),
      firstLoadJsGzipKb: kb(js),
      scripts: modern.length,
      noModuleGzipKb: kb(polyfills),
    }
    row.htmlOk = row.htmlGzipKb <= LIMITS.htmlKb
    row.jsOk = !JS_LIMITED.has(path) || row.firstLoadJsGzipKb < LIMITS.firstLoadJsKb
    rows.push(row)
  }
  return rows
}

export function printWeights(rows) {
  const header = ['page', 'HTML raw KB', 'HTML gzip KB', 'first-load JS gzip KB', 'scripts', 'ok']
  const lines = rows.map((row) => [
    row.path,
    row.htmlRawKb,
    row.htmlGzipKb,
    row.firstLoadJsGzipKb,
    row.scripts,
    row.htmlOk && row.jsOk ? 'yes' : `NO (${[!row.htmlOk && `HTML > ${LIMITS.htmlKb} KB`, !row.jsOk && `JS ≥ ${LIMITS.firstLoadJsKb} KB`].filter(Boolean).join(', ')})`,
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => String(line[i]).length)))
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => (i ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join('  '))
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2)
  const jsonAt = args.indexOf('--json')
  const jsonPath = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : null
  const baseUrl = process.env.BASE_URL || 'http://localhost:3000'
  const rows = await measureWeights(baseUrl, args.length ? args : undefined)
  printWeights(rows)
  const json = JSON.stringify({ baseUrl, limits: LIMITS, pages: rows }, null, 2)
  if (jsonPath) fs.writeFileSync(jsonPath, `${json}\n`)
  else console.log(json)
  process.exitCode = rows.every((row) => row.htmlOk && row.jsOk) ? 0 : 1
}
