import { JobNotFound } from '@/components/jobs/JobNotFound'

export default function JobNotFoundPage() {
  return <JobNotFound />
}
