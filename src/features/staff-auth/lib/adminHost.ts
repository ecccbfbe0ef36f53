/**
 * The admin's login cookie and second factor belong to one host name. Opened under another one
 * (127.0.0.1 instead of localhost, the server's IP instead of its domain), the login seems to work
 * and the second factor is then refused. Returns the same address on the configured host, or
 * null when the host is the configured one or none is configured.
 */
export function configuredAdminAddress(current: string, serverUrl: string | null | undefined): string | null {
  if (!serverUrl) return null
  let configured: URL
  let here: URL
  try {
    configured = new URL(serverUrl)
    here = new URL(current)
  } catch {
    return null
  }
  if (configured.host === here.host && configured.protocol === here.protocol) return null
  return new URL(`${here.pathname}${here.search}`, configured.origin).toString()
}
