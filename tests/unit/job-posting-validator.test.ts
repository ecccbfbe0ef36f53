import { describe, expect, it } from 'vitest'
// @ts-expect-error the validator ships no types
import Validator from '@adobe/structured-data-validator'
import { buildJobPostingJsonLd } from '@/features/jobs/jsonld'
import { jobsSeed, SAMPLE_JOB_RUNS_DAYS } from '@/seed/jobs'
import { searchFields } from '@/features/job-search/derive'
import { storedSalary } from '@/features/job-search/pay'
import { WORKING_TIME_LABELS } from '@/features/job-search/labels'

type Issue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; fieldNames: string[] }

/** Google's rich-result rules for JobPosting (no schema.org download: the type rules only). */
async function issuesOf(ld: object): Promise<Issue[]> {
  return new Validator().validate({ jsonld: { JobPosting: [structuredClone(ld)] }, microdata: {}, rdfa: {} })
}

describe('JobPosting JSON-LD of the seeded jobs, checked with Adobe’s structured-data validator', () => {
  it('has no error, and no warning but the remote-work fields (and the pay where the ad states none)', async () => {
    const org = { name: 'Muster Hospitality Consulting', url: 'https://www.example.org', logo: 'https://www.example.org/logo.png' }
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
      const issues = await issuesOf(ld)
      expect(
        issues.filter((i) => i.severity === 'ERROR'),
        job.title,
      ).toEqual([])
      const warned = issues.filter((i) => i.severity === 'WARNING').flatMap((i) => i.fieldNames)
      // remote-work fields apply to remote jobs only; baseSalary only where the ad states a figure
      const expected = ['applicantLocationRequirements', 'jobLocationType', ...(ld.baseSalary ? [] : ['baseSalary'])]
      expect(
        warned.filter((name) => !expected.includes(name)),
        job.title,
      ).toEqual([])
      // a stated salary is always passed on
      if (job.salary && /\d/.test(job.salary)) expect(ld.baseSalary, job.title).toBeTruthy()
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
