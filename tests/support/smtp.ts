import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { from: string; to: string[]; raw: string; headers: Record<string, string>; text: string }

/** Decodes a quoted-printable body as UTF-8. */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

function parseMail(raw: string) {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  const body = raw.slice(split + 4)
  const encoding = headers['content-transfer-encoding']?.toLowerCase()
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body
  return { headers, text: text.replace(/\r\n/g, '\n') }
}

/**
 * A real SMTP server on loopback that keeps what it receives. `stop()` closes it (connections
 * are refused, as with a mail server that is down); `start()` brings it back on the same port.
 * `replyDelayMs`: it accepts each mail only after that long, as a distant mail server does.
 */
export function createSmtpSink({ replyDelayMs = 0 }: { replyDelayMs?: number } = {}) {
  const mails: ReceivedMail[] = []
  let server: SMTPServer | undefined
  let port = 0

  const start = () =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        secure: false,
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8')
            mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              ...parseMail(raw),
            })
            if (replyDelayMs) setTimeout(() => callback(), replyDelayMs)
            else callback()
          })
        },
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        port = (server!.server.address() as { port: number }).port
        resolve(port)
      })
    })

  /** Starts the server and points the site's mail settings at it (read when the Payload config is first imported). */
  const startForSite = async () => {
    const started = await start()
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(started)
    process.env.SMTP_FROM = 'website@example.com'
    return started
  }

  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))

  return {
    mails,
    start,
    startForSite,
    stop,
    get port() {
      return port
    },
  }
}
