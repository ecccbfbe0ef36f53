import { generateJobMetadata, renderJobDetailPage } from '@/components/jobs/JobDetail'

export const generateMetadata = generateJobMetadata

export default function JobDetailPage(props: { params: Promise<{ jobId: string }> }) {
  return renderJobDetailPage(props)
}
