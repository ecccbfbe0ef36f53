import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error the validator ships no types
import Validator from '@adobe/structured-data-validator'
import { buildJobPostingJsonLd } from '@/features/jobs/jsonld'
import { jobsSeed, SAMPLE_JOB_RUNS_DAYS } from '@/seed/jobs'
import { searchFields } from '@/features/job-search/derive'
import { storedSalary } from '@/features/job-search/pay'
import { WORKING_TIME_LABELS } from '@/features/job-search/labels'
import { feedJobValidThrough, feedValidity, readFeed } from '@/features/feed/lib'

type Issue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; fieldNames: string[] }

/** Google's rich-result rules for JobPosting (no schema.org download: the type rules only). */
async function issuesOf(ld: object): Promise<Issue[]> {
  return new Validator().validate({ jsonld: { JobPosting: [structuredClone(ld)] }, microdata: {}, rdfa: {} })
}

const org = { name: 'Muster Hospitality Consulting', url: 'https://www.example.org', logo: 'https://www.example.org/logo.png' }

/** 0 errors, and no warning but the remote-work fields (and the pay where the ad states none). */
async function expectValid(ld: object & { baseSalary?: unknown }, title: string, salary?: string | null) {
  const issues = await issuesOf(ld)
  expect(
    issues.filter((i) => i.severity === 'ERROR'),
    title,
  ).toEqual([])
  const warned = issues.filter((i) => i.severity === 'WARNING').flatMap((i) => i.fieldNames)
  // remote-work fields apply to remote jobs only; baseSalary only where the ad states a figure
  const expected = ['applicantLocationRequirements', 'jobLocationType', ...(ld.baseSalary ? [] : ['baseSalary'])]
  expect(
    warned.filter((name) => !expected.includes(name)),
    title,
  ).toEqual([])
  // a stated salary is always passed on
  if (salary && /\d/.test(salary)) expect(ld.baseSalary, title).toBeTruthy()
}

describe('JobPosting JSON-LD of the seeded jobs, checked with Adobe’s structured-data validator', () => {
  it('has no error, and no warning but the remote-work fields (and the pay where the ad states none)', async () => {
    for (const job of jobsSeed) {
      const derived = searchFields(job)
      const ld = buildJobPostingJsonLd(
        {
          ...job,
          slug: job.slug!,
          descriptionHtml: job.description,
          publishDate: new Date(Date.now() - job.daysAgo * 86_400_000).toISOString(),
          validThrough: new Date(Date.now() + SAMPLE_JOB_RUNS_DAYS * 86_400_000).toISOString(),
          salaryFigures: storedSalary(derived),
          workingTime: derived.workingTimeModel ? WORKING_TIME_LABELS[derived.workingTimeModel] : null,
          directApply: true,
        },
        org,
      )!
      await expectValid(ld, job.title, job.salary)
    }
  })

  it('imported jobs whose feed gives no end date run until the renewed date, with or without an end date: no warning either', async () => {
    const xml = readFileSync(path.join(process.cwd(), 'src/seed/sample-feed.xml'))
    const withDeadline =
      '<jobs><job><id>d-1</id><title>Koch (m/w/d)</title><city>Kiel</city><zip>24103</zip><html><![CDATA[<p>Vollzeit</p>]]></html><pubDate>Mon, 16 Nov 2026 10:00:00 +0100</pubDate><deadline>31.12.2099</deadline></job></jobs>'
    const feedJobs = [...readFeed(xml, { companyName: org.name }).jobs, ...readFeed(withDeadline, { companyName: org.name }).jobs]
    expect(feedJobs.filter((job) => !job.applicationDeadline).length).toBeGreaterThan(0)
    const validity = feedValidity()
    for (const job of feedJobs) {
      const derived = searchFields(job)
      const ld = buildJobPostingJsonLd(
        {
          ...job,
          slug: job.externalId,
          descriptionHtml: job.description,
          validThrough: feedJobValidThrough(job, validity),
          salaryFigures: storedSalary(derived),
          workingTime: derived.workingTimeModel ? WORKING_TIME_LABELS[derived.workingTimeModel] : null,
        },
        org,
      )!
      await expectValid(ld, job.title, job.salary)
      expect(Date.parse(String(ld.validThrough)), job.title).toBeGreaterThan(Date.now() + 30 * 86_400_000)
    }
  })
  it('does flag what Google needs (the check is live)', async () => {
    const issues = await issuesOf({ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Koch', description: 'x' })
    expect(issues.filter((i) => i.severity === 'ERROR').flatMap((i) => i.fieldNames)).toEqual(expect.arrayContaining(['datePosted', 'hiringOrganization']))
    expect(issues.filter((i) => i.severity === 'WARNING').flatMap((i) => i.fieldNames)).toEqual(
      expect.arrayContaining(['baseSalary', 'employmentType', 'identifier']),
    )
  })
})
