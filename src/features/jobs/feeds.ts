import { formatSalary, storedSalary } from '@/features/job-search/pay'
import { XMLBuilder } from 'fast-xml-parser'
import { Feed } from 'feed'
import { sanitizeJobHtml } from '@/lib/html/sanitize'
import { BOARD_PATH, JOB_FEED_PATHS, jobPath } from '@/lib/paths'
import { extractBadges } from '@/lib/jobs/badges'
import type { FilterableJob } from '@/lib/jobs/filter'
import { foldGerman, stripHtml, truncate } from '@/lib/jobs/text'

/** What both feeds read from a stored job. */
export type FeedSourceJob = FilterableJob & {
  id: number
  slug?: string | null
  externalId?: string | null
  salary?: string | null
  salaryMin?: number | null
  salaryMax?: number | null
  salaryPeriod?: string | null
  salaryCurrency?: string | null
  salaryBasis?: string | null
  salaryHours?: number | null
  createdAt: string
  updatedAt: string
}

export type FeedSite = { url: string; name: string }

const jobUrl = (site: FeedSite, job: FeedSourceJob) => `${site.url}${jobPath(job.slug || String(job.id))}`
const jobDate = (job: FeedSourceJob) => new Date(job.publishDate || job.createdAt)
const plain = (job: FeedSourceJob) => stripHtml(extractBadges(job.description).html)

/** RSS 2.0 of the open jobs (newest first), built with the `feed` library. */
export function buildRssFeed(jobs: readonly FeedSourceJob[], site: FeedSite): string {
  const newest = jobs.reduce<string | undefined>((latest, job) => (!latest || job.updatedAt > latest ? job.updatedAt : latest), undefined)
  const feed = new Feed({
    id: `${site.url}${BOARD_PATH}`,
    link: `${site.url}${BOARD_PATH}`,
    title: `Stellenangebote – ${site.name}`,
    description: 'Aktuelle Fach- und Führungspositionen in Hotellerie, Gastronomie und Touristik.',
    language: 'de',
    copyright: site.name,
    updated: newest ? new Date(newest) : undefined,
    generator: site.name,
    feedLinks: { rss: `${site.url}${JOB_FEED_PATHS.rss}` },
  })
  for (const job of jobs) {
    const url = jobUrl(site, job)
    feed.addItem({
      title: job.location ? `${job.title} in ${job.location}` : job.title,
      id: url,
      link: url,
      date: jobDate(job),
      description: truncate(plain(job), 500),
      category: job.department ? [{ name: job.department }] : undefined,
    })
  }
  return feed.rss2()
}

/** Indeed's job types from the German employment types the feeds use; anything else passes through. */
export function indeedJobType(employmentType: string | null | undefined): string {
  const value = foldGerman(employmentType)
  if (!value) return ''
  if (value.includes('vollzeit')) return 'fulltime'
  if (value.includes('teilzeit') || value.includes('minijob')) return 'parttime'
  if (value.includes('praktikum')) return 'internship'
  if (value.includes('aushilfe') || value.includes('saison') || value.includes('befristet')) return 'temporary'
  if (value.includes('freiberuf') || value.includes('interim')) return 'contract'
  return employmentType!.trim()
}

const builder = new XMLBuilder({ format: true, processEntities: true, suppressEmptyNode: false })

/**
 * The XML export aggregators read (Indeed's format): one <job> per open job with title, date,
 * referencenumber, url, company, city, country, description (sanitised HTML), salary and jobtype.
 */
export function buildIndeedXml(jobs: readonly FeedSourceJob[], site: FeedSite, now = new Date()): string {
  const source = {
    publisher: site.name,
    publisherurl: site.url,
    lastBuildDate: now.toUTCString(),
    job: jobs.map((job) => ({
      title: job.title,
      date: jobDate(job).toUTCString(),
      referencenumber: job.externalId || job.slug || String(job.id),
      url: jobUrl(site, job),
      company: job.company || site.name,
      city: job.location ?? '',
      country: 'DE',
      description: sanitizeJobHtml(extractBadges(job.description).html) || job.title,
      // the stored figures in one uniform wording when the text had any
      salary: formatSalary(storedSalary(job)) ?? job.salary ?? '',
      jobtype: indeedJobType(job.employmentType),
      category: job.department ?? '',
    })),
  }
  return `<?xml version="1.0" encoding="utf-8"?>\n${builder.build({ source })}`
}
