/**
 * What a production start needs, checked once at boot: without these the site would run with a
 * guessable secret, wrong links and an empty CSRF origin list, or silently drop contact mails.
 * Returns one English line per problem (empty: fine).
 */
export function productionConfigProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  if (!env.PAYLOAD_SECRET?.trim()) problems.push('PAYLOAD_SECRET is not set (it signs staff logins)')
  const url = env.NEXT_PUBLIC_SERVER_URL?.trim()
  if (!url) problems.push('NEXT_PUBLIC_SERVER_URL is not set (public address: links, e-mails, the CSRF/CORS origin list)')
  else if (!/^https?:\/\/[^/\s]+/i.test(url)) problems.push(`NEXT_PUBLIC_SERVER_URL is not an http(s) address: ${url}`)
  if (!env.SMTP_HOST?.trim() && env.MAIL_LOG_ONLY !== 'true') {
    problems.push('SMTP_HOST is not set: contact mails could not be delivered (set MAIL_LOG_ONLY=true to run without mail on purpose)')
  }
  return problems
}

/**
 * The origins Payload accepts for cookie-authenticated requests (CSRF) and CORS: never empty.
 * Without a public address (development) the local server's own origins.
 */
export function trustedOrigins(serverUrl: string | undefined, port: string | undefined = '3000'): string[] {
  const url = serverUrl?.trim().replace(/\/+$/, '')
  if (url) return [new URL(url).origin]
  return [`http://localhost:${port || '3000'}`, `http://127.0.0.1:${port || '3000'}`]
}
