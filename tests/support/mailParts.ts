import type { ReceivedMail } from './smtp'

const decodeQp = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** One part (text/plain or text/html) of a multipart mail, decoded; a single-part mail's text otherwise. */
export function mailPart(mail: ReceivedMail, type: 'text/plain' | 'text/html'): string {
  const boundary = /boundary="?([^";]+)"?/.exec(mail.headers['content-type'] ?? '')?.[1]
  if (!boundary) return mail.text
  const part = mail.raw.split(`--${boundary}`).find((p) => new RegExp(`content-type:\\s*${type}`, 'i').test(p))
  if (!part) return ''
  const split = part.indexOf('\r\n\r\n')
  const head = part.slice(0, split)
  const body = part.slice(split + 4)
  const decoded = /quoted-printable/i.test(head) ? decodeQp(body) : /base64/i.test(head) ? Buffer.from(body, 'base64').toString('utf8') : body
  return decoded.replace(/\r\n/g, '\n')
}

/** A header with RFC 2047 encoded words (as nodemailer writes non-ASCII subjects) as plain text. */
export function mailHeader(mail: ReceivedMail, name: string): string {
  return (mail.headers[name] ?? '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    )
}
