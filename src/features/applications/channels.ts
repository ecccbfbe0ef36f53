/**
 * Which of the three ways to apply a job offers: the short form on our site, the ATS's page and
 * an e-mail. Chosen in the site settings; anything not set (a site from before the setting)
 * offers all three.
 */
export type ApplyChannels = { shortForm: boolean; atsLink: boolean; emailLink: boolean }

export function applyChannels(settings: {
  applyChannels?: { shortForm?: boolean | null; atsLink?: boolean | null; emailLink?: boolean | null } | null
}): ApplyChannels {
  const chosen = settings.applyChannels
  return {
    shortForm: chosen?.shortForm !== false,
    atsLink: chosen?.atsLink !== false,
    emailLink: chosen?.emailLink !== false,
  }
}
