import { isLocalImageSrc } from '@/lib/html/sanitize'
import type { Job, Media, SiteSetting } from '@/payload-types'

/** What the contact card shows. */
export type ContactInfo = {
  name?: string | null
  title?: string | null
  email?: string | null
  phone?: string | null
  street?: string | null
  postalCode?: string | null
  city?: string | null
  /** own-origin image or undefined */
  photo?: string
}

/** The URL of an upload (populated relationship), else undefined. */
/**
 * An upload's URL as the site uses it. Our own uploads become root-relative: next/image optimises
 * only local paths (next.config localPatterns) and answers 400 for the absolute URL Payload stores.
 */
export function mediaUrl(media: number | Media | null | undefined): string | undefined {
  const url = (typeof media === 'object' && media?.url) || undefined
  return url?.match(/^https?:\/\/[^/]+(\/api\/media\/file\/.*)$/)?.[1] ?? url
}

/** The job's own contact data, or the SiteSettings' default contact when it has none. */
export function jobContact(job: Job, settings: SiteSetting): ContactInfo {
  if (job.contactPerson || job.contactEmail || job.contactPhone) {
    return {
      name: job.contactPerson,
      title: job.contactTitle,
      email: job.contactEmail,
      phone: job.contactPhone,
      street: job.contactAddress,
      postalCode: job.contactPostalCode,
      city: job.contactCity,
      photo: job.contactImage && isLocalImageSrc(job.contactImage) ? job.contactImage : undefined,
    }
  }
  const fallback = settings.defaultContact
  return {
    name: fallback?.name,
    title: fallback?.title,
    email: fallback?.email,
    phone: fallback?.phone,
    street: fallback?.street,
    postalCode: fallback?.postalCode,
    city: fallback?.city,
    photo: mediaUrl(fallback?.photo),
  }
}

/**
 * The external application page (new tab): the job's applyUrl, else the ATS template with the
 * job's ATS id. A manual job has no ATS id: the template would point at a page that does not exist.
 */
export function applyUrl(job: Job, settings: SiteSetting): string | undefined {
  const id = job.externalId?.trim()
  const url = job.applyUrl?.trim() || (id ? settings.applyUrlTemplate?.replace('{id}', encodeURIComponent(id)) : undefined)
  return url && /^https?:\/\//i.test(url) ? url : undefined
}

/** The board's initiative-application contact: the SiteSettings' default contact person, else the firm's phone and e-mail. */
export function initiativeContact(settings: SiteSetting): ContactInfo {
  const person = settings.defaultContact
  return {
    name: person?.name,
    title: person?.title,
    phone: person?.phone || settings.phone,
    email: person?.email || settings.email,
    photo: mediaUrl(person?.photo),
  }
}
