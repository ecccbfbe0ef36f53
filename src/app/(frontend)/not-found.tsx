import { NotFoundContent } from '@/components/site/NotFoundContent'

export default function NotFound() {
  return <NotFoundContent />
}
