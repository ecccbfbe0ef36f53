import { JobNotFound } from '@/features/jobs/components/JobNotFound'

export default function JobNotFoundPage() {
  return <JobNotFound />
}
