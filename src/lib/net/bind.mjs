/**
 * The address the production server listens on. BIND_ADDRESS when set; otherwise loopback when a
 * proxy is in front (TRUSTED_PROXY_HOPS > 0): then only that proxy may reach the app, since a
 * request sent straight to the app port could write its own X-Forwarded-For entries and pick its
 * rate-limit key. Without a proxy the app is the front and listens on every interface.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined} undefined: every interface
 */
export function bindAddress(env) {
  const explicit = env.BIND_ADDRESS?.trim()
  if (explicit) return explicit
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0)
  return Number.isInteger(hops) && hops > 0 ? '127.0.0.1' : undefined
}
