import type { BoardEntry } from '@/features/jobs/boardEntry'
import { JobCard } from './JobCard'

export function JobGrid({ jobs, defaultImage }: { jobs: BoardEntry[]; defaultImage?: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Stellenangebote">
      {jobs.map((job) => (
        <li key={job.id} className="flex">
          <JobCard job={job} defaultImage={defaultImage} />
        </li>
      ))}
    </ul>
  )
}
