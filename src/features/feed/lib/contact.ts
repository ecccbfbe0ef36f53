import type { FeedSettings, StaffContact } from './types'

/**
 * Cleans a contact e-mail from the feed: angle brackets, entity fragments (`&lt;`, `lt;`,
 * `&amp;gt;`), `mailto:` and whitespace are removed; "Name <a@b.de>" yields the address.
 */
export function cleanEmail(raw: string | undefined): string {
  if (!raw) return ''
  let s = raw
  for (let i = 0; i < 3; i++) s = s.replace(/&(amp;)+/gi, '&') // double-escaped fragments
  s = s.replace(/&?#x?[0-9a-f]+;/gi, ' ').replace(/&?(lt|gt|quot|apos|amp|nbsp);/gi, ' ')
  s = s.replace(/mailto:/gi, ' ').replace(/[<>"'()[\]]/g, ' ')
  const withAt = s.split(/[\s,;]+/).find((part) => part.includes('@'))
  return (withAt ?? s).trim()
}

/** A loose validity test, as feeds put anything in this field: contains '@' and '.' and is longer than 5 characters. */
export const isValidEmail = (email: string): boolean => email.includes('@') && email.includes('.') && email.length > 5

/** The staff member whose first name the feed's contact name contains (case-insensitive). */
export function matchStaff(contactName: string | undefined, staff: StaffContact[] | null | undefined): StaffContact | undefined {
  if (!contactName || !staff) return undefined
  const name = contactName.toLocaleLowerCase('de')
  return staff.find((member) => member.firstName?.trim() && name.includes(member.firstName.trim().toLocaleLowerCase('de')))
}

/** E-mail rule: a known staff member's fixed address, else a valid feed address, else the default. */
export function resolveContactEmail(contactName: string | undefined, feedEmail: string | undefined, settings: FeedSettings): string | undefined {
  const member = matchStaff(contactName, settings.staffContacts)
  if (member?.email) return member.email
  const cleaned = cleanEmail(feedEmail)
  if (isValidEmail(cleaned)) return cleaned
  return settings.defaultStaffEmail || settings.defaultContact?.email || undefined
}

/**
 * Phone rule: the feed's phone, else the default number. A staff member with an own number in
 * SiteSettings (the second one: same line, different last digits) gets that number instead.
 */
export function resolveContactPhone(contactName: string | undefined, feedPhone: string | undefined, settings: FeedSettings): string | undefined {
  const phone = feedPhone?.trim()
  if (phone) return phone
  const member = matchStaff(contactName, settings.staffContacts)
  if (member?.phone?.trim()) return member.phone.trim()
  return settings.defaultContact?.phone || settings.phone || undefined
}
