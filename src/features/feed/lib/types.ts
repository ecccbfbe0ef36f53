/** A job as the feed reader normalises it: the Jobs collection's fields (undefined = empty). */
export type FeedJob = {
  externalId: string
  title: string
  company?: string
  location?: string
  /** further work places (Personio's additionalOffices), one per line */
  additionalLocations?: string
  /** the work place's address, when the feed has one (Coveto: street, zip, region, country) */
  street?: string
  postalCode?: string
  region?: string
  country?: string
  department?: string
  employmentType?: string
  hours?: string
  contractType?: string
  startDate?: string
  description?: string
  requirements?: string
  benefits?: string
  salary?: string
  publishDate?: string
  applicationDeadline?: string
  applyUrl?: string
  imageUrl?: string
  companyLogo?: string
  contactPerson?: string
  contactTitle?: string
  contactEmail?: string
  contactPhone?: string
  contactAddress?: string
  contactPostalCode?: string
  contactCity?: string
  contactImage?: string
  /** sha256 over every field above: an unchanged job is not written again. */
  contentHash: string
}

export type StaffContact = { firstName: string; lastName?: string | null; email: string; phone?: string | null }

/**
 * What the reader needs from SiteSettings (passed in: the reader stays pure).
 * `defaultContact.imageUrl` is the founder's photo URL, resolved by the caller.
 */
export type FeedSettings = {
  companyName: string
  phone?: string | null
  applyUrlTemplate?: string | null
  defaultStaffEmail?: string | null
  staffContacts?: StaffContact[] | null
  defaultContact?: {
    name?: string | null
    title?: string | null
    phone?: string | null
    email?: string | null
    street?: string | null
    postalCode?: string | null
    city?: string | null
    imageUrl?: string | null
  } | null
}

export class FeedParseError extends Error {
  constructor() {
    super('Failed to parse XML') // the message staff know from the old sync page
    this.name = 'FeedParseError'
  }
}

/** The feed's fields of a job: what the content hash covers, and what the import owns on an imported job. */
export const FEED_JOB_FIELDS = [
  'externalId',
  'title',
  'company',
  'location',
  'additionalLocations',
  'street',
  'postalCode',
  'region',
  'country',
  'department',
  'employmentType',
  'hours',
  'contractType',
  'startDate',
  'description',
  'requirements',
  'benefits',
  'salary',
  'publishDate',
  'applicationDeadline',
  'applyUrl',
  'imageUrl',
  'companyLogo',
  'contactPerson',
  'contactTitle',
  'contactEmail',
  'contactPhone',
  'contactAddress',
  'contactPostalCode',
  'contactCity',
  'contactImage',
] as const satisfies readonly (keyof FeedJob)[]
