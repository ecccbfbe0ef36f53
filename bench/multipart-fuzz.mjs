// Hostile and broken multipart bodies for the application endpoint (bench/applications.mjs and
// tests/int/applications-fuzz.int.test.ts): broken and missing boundaries, cut-off bodies, huge
// and too many part headers, wrong content types, missing fields, files of the wrong type,
// malformed DOCX and zip bombs, too many files, a filled honeypot and random bytes. Every body
// is invalid in some way: none may be stored, none may get a 5xx. Deterministic for a seed.
import { makeZip as zip } from './zip.mjs'

/** A small seeded PRNG (mulberry32), so a failing body can be reproduced by its index. */
export function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pdf = (size = 3000) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')])
const CONTENT_TYPES = '<Types><Override PartName="/word/document.xml"/></Types>'
const FILES = {
  gif: () =>
    Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'latin1',
    ),
  exe: () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(500)]),
  html: () => Buffer.from('<!doctype html><script>alert(1)</script>'),
  text: () => Buffer.from('Sehr geehrte Damen und Herren, anbei mein Lebenslauf.'),
  brokenDocx: () => Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2000, 0x41)]),
  cutDocx: () =>
    zip([
      { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ]).subarray(0, 90),
  lyingBomb: () =>
    zip([
      { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
      { name: 'word/document.xml', data: Buffer.alloc(2048), declaredSize: 4_000_000_000 },
    ]),
  realBomb: () =>
    zip([
      { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
      { name: 'word/document.xml', data: Buffer.alloc(8 * 1024 * 1024) },
    ]),
  plainZip: () => zip([{ name: 'virus.exe', data: Buffer.from('MZ') }]),
  empty: () => Buffer.alloc(0),
}
const realBomb = FILES.realBomb() // 8 MB of zeros deflated once, reused

const PERSON = { firstName: 'Fuzz', lastName: 'Tester', email: 'fuzz@example.org', privacyAccepted: 'on' }

function part(boundary, name, value, { filename, type, extraHeaders = '' } = {}) {
  const disposition = filename === undefined ? `form-data; name="${name}"` : `form-data; name="${name}"; filename="${filename}"`
  const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}${extraHeaders}\r\n`
  return Buffer.concat([Buffer.from(head, 'latin1'), Buffer.isBuffer(value) ? value : Buffer.from(String(value)), Buffer.from('\r\n')])
}

function form(boundary, fields, files = []) {
  const parts = Object.entries(fields).map(([k, v]) => part(boundary, k, v))
  for (const f of files) parts.push(part(boundary, f.field, f.data, { filename: f.name, type: f.type ?? 'application/pdf' }))
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(parts)
}

/**
 * The `index`th fuzz case: { kind, contentType, body, honest } (honest: a Content-Length that
 * matches; the callers send what they get). `jobId` is a real job, so only the fuzz makes it fail.
 */
export function fuzzCase(index, { jobId } = {}) {
  const rnd = random(index * 7919 + 17)
  const pick = (list) => list[Math.floor(rnd() * list.length)]
  const boundary = `----fuzz${index}${Math.floor(rnd() * 1e9).toString(36)}`
  const ct = `multipart/form-data; boundary=${boundary}`
  const job = jobId && rnd() < 0.5 ? { jobId: String(jobId) } : {}
  const valid = () => form(boundary, { ...PERSON, ...job }, [{ field: 'cv', name: 'cv.pdf', data: pdf() }])
  const kinds = [
    ['wrong boundary', () => ({ contentType: `multipart/form-data; boundary=x${boundary}`, body: valid() })],
    ['no boundary', () => ({ contentType: 'multipart/form-data', body: valid() })],
    ['empty boundary', () => ({ contentType: 'multipart/form-data; boundary=', body: valid() })],
    [
      'cut off',
      () => {
        const body = valid()
        return { contentType: ct, body: body.subarray(0, Math.floor(rnd() * (body.length - 10))) }
      },
    ],
    ['no closing boundary', () => ({ contentType: ct, body: valid().subarray(0, -`--${boundary}--\r\n`.length) })],
    [
      'huge part header',
      () => ({
        contentType: ct,
        body: Buffer.concat([
          part(boundary, 'firstName', 'Fuzz', { extraHeaders: `X-Pad: ${'a'.repeat(20_000 + Math.floor(rnd() * 200_000))}\r\n` }),
          Buffer.from(`--${boundary}--\r\n`),
        ]),
      }),
    ],
    [
      'many part headers',
      () => ({
        contentType: ct,
        body: Buffer.concat([
          part(boundary, 'cv', pdf(), { filename: 'cv.pdf', extraHeaders: Array.from({ length: 200 }, (_, i) => `X-H${i}: v\r\n`).join('') }),
          Buffer.from(`--${boundary}--\r\n`),
        ]),
      }),
    ],
    [
      'header without colon',
      () => ({ contentType: ct, body: Buffer.from(`--${boundary}\r\nContent-Disposition form-data name=cv\r\n\r\nx\r\n--${boundary}--\r\n`) }),
    ],
    ['json', () => ({ contentType: 'application/json', body: Buffer.from(JSON.stringify({ ...PERSON, ...job })) })],
    ['urlencoded', () => ({ contentType: 'application/x-www-form-urlencoded', body: Buffer.from(new URLSearchParams({ ...PERSON, ...job }).toString()) })],
    ['text', () => ({ contentType: 'text/plain', body: Buffer.from('hallo') })],
    ['no content type', () => ({ contentType: '', body: valid() })],
    [
      'missing fields',
      () => {
        const fields = { ...PERSON, ...job }
        for (const key of Object.keys(PERSON)) if (rnd() < 0.6) delete fields[key]
        if (Object.keys(fields).every((k) => k in job)) delete fields.firstName
        if ('firstName' in fields && 'lastName' in fields && 'email' in fields && 'privacyAccepted' in fields) delete fields.privacyAccepted
        return { contentType: ct, body: form(boundary, fields, rnd() < 0.5 ? [{ field: 'cv', name: 'cv.pdf', data: pdf() }] : []) }
      },
    ],
    [
      'bad field values',
      () => ({
        contentType: ct,
        body: form(boundary, { ...PERSON, ...job, email: pick(['x', '@', 'a@b', '"><script>@x.de', 'a'.repeat(300) + '@example.org']) }),
      }),
    ],
    [
      'wrong file type',
      () => {
        const type = pick(['gif', 'exe', 'html', 'text', 'plainZip'])
        return {
          contentType: ct,
          body: form(boundary, { ...PERSON, ...job }, [
            { field: pick(['cv', 'attachments']), name: pick(['cv.pdf', 'zeugnis.docx', 'foto.jpg', 'a.odt']), data: FILES[type]() },
          ]),
        }
      },
    ],
    [
      'malformed document',
      () => ({
        contentType: ct,
        body: form(boundary, { ...PERSON, ...job }, [
          { field: 'cv', name: 'lebenslauf.docx', data: pick([FILES.brokenDocx, FILES.cutDocx, FILES.lyingBomb, () => realBomb])() },
        ]),
      }),
    ],
    ['empty file', () => ({ contentType: ct, body: form(boundary, { ...PERSON, ...job }, [{ field: 'cv', name: 'leer.pdf', data: FILES.empty() }]) })],
    [
      'too many files',
      () => ({
        contentType: ct,
        body: form(
          boundary,
          { ...PERSON, ...job },
          Array.from({ length: 4 + Math.floor(rnd() * 8) }, (_, i) => ({ field: 'attachments', name: `z${i}.pdf`, data: pdf(500) })),
        ),
      }),
    ],
    [
      'two CVs',
      () => ({
        contentType: ct,
        body: form(boundary, { ...PERSON, ...job }, [
          { field: 'cv', name: 'a.pdf', data: pdf() },
          { field: 'cv', name: 'b.pdf', data: pdf() },
        ]),
      }),
    ],
    [
      'honeypot',
      () => ({ contentType: ct, body: form(boundary, { ...PERSON, ...job, website: 'https://spam.example' }, [{ field: 'cv', name: 'cv.pdf', data: pdf() }]) }),
    ],
    ['unknown job', () => ({ contentType: ct, body: form(boundary, { ...PERSON, jobId: String(900000 + index) }) })],
    [
      'random bytes',
      () => {
        const body = Buffer.alloc(100 + Math.floor(rnd() * 5000))
        for (let i = 0; i < body.length; i++) body[i] = Math.floor(rnd() * 256)
        return { contentType: ct, body }
      },
    ],
    [
      'random bytes after a part',
      () => {
        const noise = Buffer.alloc(2000)
        for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(rnd() * 256)
        return { contentType: ct, body: Buffer.concat([part(boundary, 'firstName', 'Fuzz'), noise]) }
      },
    ],
    ['oversized field', () => ({ contentType: ct, body: form(boundary, { ...PERSON, ...job, message: 'x'.repeat(20_000 + Math.floor(rnd() * 50_000)) }) })],
    [
      'non-UTF-8 names',
      () => ({ contentType: ct, body: form(boundary, { ...PERSON, ...job }, [{ field: 'cv', name: '\xff\xfe../../etc/passwd\x00.exe', data: FILES.exe() }]) }),
    ],
  ]
  const [kind, make] = kinds[index % kinds.length]
  return { kind, ...make() }
}
