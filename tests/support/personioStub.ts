import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedDocument = { fileName: string; contentType: string; bytes: Buffer; headers: http.IncomingHttpHeaders }
export type ReceivedApplication = { body: Record<string, unknown>; headers: http.IncomingHttpHeaders }

/**
 * A local stand-in for Personio's recruiting API v1 (the two documented endpoints) that checks
 * what it receives: bearer token and company id, a multipart `file` upload, a JSON application
 * whose file uuids it handed out. `failNext(n)` makes the next n application calls answer 503.
 */
export function createPersonioStub(credentials: { token: string; companyId: string }) {
  const documents: ReceivedDocument[] = []
  const applications: ReceivedApplication[] = []
  const uuids = new Set<string>()
  let failures = 0
  let calls = 0
  let counter = 0

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      calls++
      const body = Buffer.concat(chunks)
      const answer = (status: number, json?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(json === undefined ? '' : JSON.stringify(json))
      }
      if (req.headers.authorization !== `Bearer ${credentials.token}` || req.headers['x-company-id'] !== credentials.companyId)
        return answer(401, { error: 'unauthorized' })
      if (req.method === 'POST' && req.url === '/v1/recruiting/applications/documents') {
        const boundary = /boundary=(.+)$/.exec(req.headers['content-type'] ?? '')?.[1]
        if (!boundary) return answer(422, { error: 'not multipart' })
        const start = body.indexOf('\r\n\r\n')
        const end = body.lastIndexOf(Buffer.from(`\r\n--${boundary}--`))
        const head = body.subarray(0, start).toString('utf8')
        const fileName = /name="file"; filename="([^"]*)"/.exec(head)?.[1]
        if (!body.subarray(0, 2 + boundary.length).equals(Buffer.from(`--${boundary}`)) || start < 0 || end < start || !fileName)
          return answer(422, { error: 'no file part' })
        const uuid = `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`
        uuids.add(uuid)
        documents.push({
          fileName,
          contentType: /content-type: (.+)/i.exec(head)?.[1]?.trim() ?? '',
          bytes: body.subarray(start + 4, end),
          headers: req.headers,
        })
        return answer(200, { uuid, original_filename: fileName, mimetype: 'application/pdf' })
      }
      if (req.method === 'POST' && req.url === '/v1/recruiting/applications') {
        if (failures > 0) {
          failures--
          return answer(503, { success: false, error: { message: 'Service Unavailable' } })
        }
        let json: Record<string, unknown>
        try {
          json = JSON.parse(body.toString('utf8'))
        } catch {
          return answer(400, { error: 'invalid json' })
        }
        const files = (json.files ?? []) as { uuid: string; original_filename: string; category: string }[]
        for (const key of ['first_name', 'last_name', 'email'])
          if (typeof json[key] !== 'string' || !(json[key] as string).trim()) return answer(400, { error: `${key} missing` })
        if (typeof json.job_position_id !== 'number') return answer(400, { error: 'job_position_id must be an integer' })
        if (files.some((file) => !uuids.has(file.uuid) || !file.original_filename || !file.category)) return answer(400, { error: 'unknown file' })
        applications.push({ body: json, headers: req.headers })
        return answer(201, { id: 900000 + applications.length })
      }
      answer(404, { error: 'not found' })
    })
  })

  return {
    documents,
    applications,
    get calls() {
      return calls
    },
    failNext(n: number) {
      failures = n
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
