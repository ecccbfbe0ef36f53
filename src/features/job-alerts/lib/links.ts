/** Addresses of the job alert's pages; the token travels in the query so the proxy sees fixed paths. */
export const ALERT_PATHS = {
  confirm: '/job-agent/bestaetigen',
  manage: '/job-agent/verwalten',
  unsubscribe: '/job-agent/abmelden',
  /** RFC 8058 one-click endpoint (POST only) named in List-Unsubscribe */
  oneClick: '/api/job-agent/abmelden',
} as const

export const alertLink = (base: string, path: string, token: string) => `${base}${path}?token=${encodeURIComponent(token)}`
