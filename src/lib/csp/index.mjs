// Content-Security-Policy for HTML the production server sends (scripts/server.mjs). Plain ESM
// JavaScript because the server imports it without a TypeScript loader; types in index.d.mts.
import { createHash } from 'node:crypto'

/**
 * Inline scripts that Next.js and React write themselves, recognised by their exact shape:
 * the RSC payload pushes (a JSON string literal, nothing executable), Turbopack's chunk list and
 * React's streaming runtime calls. Any other inline script (one smuggled into content past the sanitiser) gets
 * no hash, so the browser refuses to run it.
 */
const FRAMEWORK_SCRIPTS = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/,
  /^self\.__next_f\.push\(\[\d+(?:,"(?:[^"\\]|\\.)*")?\]\)$/,
  /^self\.__next_f\.push\(\[\d+,null\]\)$/,
  // Next moves icon links streamed into <body> (metadata resolved after the shell: previews, dynamic pages) to <head>.
  /^document\.querySelectorAll\('body link\[rel="icon"\], body link\[rel="apple-touch-icon"\]'\)\.forEach\(el => document\.head\.appendChild\(el\)\)$/,
  // Turbopack's bootstrap: the list of chunk files (under /_next, 'self') to load first.
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[(?:"[\w./-]+"(?:,"[\w./-]+")*)?\],"runtimeModuleIds":\[(?:\d+(?:,\d+)*)?\]\}\);?$/,
]

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPE = /^\s*(?:text\/javascript|module|application\/javascript)?\s*$/i

/** Whether an inline script's text is one of the framework's own shapes. */
export function isFrameworkScript(text) {
  return FRAMEWORK_SCRIPTS.some((shape) => shape.test(text)) || isReactRuntime(text)
}

/**
 * React's streaming runtime (Suspense boundaries completed later in the same response, e.g. the
 * lease jobs' skeleton on /verpachtung): fixed function definitions from react-dom followed by
 * calls with boundary ids. A script counts as the runtime when it is made only of those fixed
 * pieces (learned from react-dom's own server bundle, see `reactRuntimePieces`), quoted ids and
 * punctuation, so nothing else can ride along.
 */
let runtimePieces = []
export function setReactRuntimeScripts(texts) {
  runtimePieces = [...new Set(texts)].filter((t) => t.length > 4).sort((a, b) => b.length - a.length)
}
const RUNTIME_ARGUMENT = /^(?:"[\w:./-]*"|[,()[\];]|\d+)/
function isReactRuntime(text) {
  if (/^(?:\$R[A-Za-z]+\("[\w:]*"(?:,"[\w:]*")*\);?)+$/.test(text)) return true
  if (runtimePieces.length === 0) return false
  let rest = text
  let pieces = 0
  while (rest) {
    const piece = runtimePieces.find((p) => rest.startsWith(p))
    if (piece) {
      pieces++
      rest = rest.slice(piece.length)
      // a piece like `$RC("` opens a string: the boundary id and its closing quote follow
      if (piece.endsWith('"')) {
        const id = rest.match(/^[\w:./-]*"/)
        if (!id) return false
        rest = rest.slice(id[0].length)
      }
      continue
    }
    const argument = rest.match(RUNTIME_ARGUMENT)
    if (!argument) return false
    rest = rest.slice(argument[0].length)
  }
  return pieces > 0
}

/**
 * The runtime's fixed pieces: the `$R…` string chunks react-dom's server precomputes
 * (`stringToPrecomputedChunk('…')` in its published CommonJS sources). Read at start from the
 * React that Next ships, so a React update brings its own pieces.
 */
export function reactRuntimePieces(sources) {
  const pieces = []
  const CHUNK = /stringToPrecomputedChunk\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*\)/g
  for (const source of sources) {
    for (const [, literal] of source.matchAll(CHUNK)) {
      const text = decodeStringLiteral(literal)
      if (text.includes('$R')) pieces.push(text)
    }
  }
  return pieces
}

const ESCAPES = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' }
/** The value of a quoted JavaScript string literal (the escapes react-dom's sources use). */
function decodeStringLiteral(literal) {
  return literal
    .slice(1, -1)
    .replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, e) => (e.length > 1 ? String.fromCharCode(parseInt(e.slice(1), 16)) : (ESCAPES[e] ?? e)))
}

/** The executable inline scripts of a document, each with whether it is the framework's. */
export function inlineScripts(html) {
  const found = []
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1]
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type)) continue // data blocks (JSON-LD) never run
    found.push({ text: match[2], framework: isFrameworkScript(match[2]) })
  }
  return found
}

export const sha256Source = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The policy for one HTML document: scripts from our origin plus the hashes of the framework's
 * inline scripts; no eval, no plugins, no foreign base URL, forms only to us, framed only by us.
 * Styles allow 'unsafe-inline': React and the admin set style attributes, which cannot be hashed.
 */
export function contentSecurityPolicy({ scriptHashes = [], upgradeInsecure = false } = {}) {
  const scriptSrc = ["'self'", ...new Set(scriptHashes)].join(' ')
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(upgradeInsecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** Policy for a finished HTML document, and the inline scripts it refused (for the log). */
export function policyForHtml(html, options = {}) {
  const scripts = inlineScripts(html)
  const refused = scripts.filter((s) => !s.framework)
  const scriptHashes = scripts.filter((s) => s.framework).map((s) => sha256Source(s.text))
  return { policy: contentSecurityPolicy({ ...options, scriptHashes }), refused: refused.length, refusedScripts: refused.map((s) => s.text) }
}
