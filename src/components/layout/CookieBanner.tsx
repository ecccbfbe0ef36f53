'use client'
/** Placeholder: the cookie-consent work replaces this with the banner of the spec. */
export function CookieBanner() {
  return null
}
