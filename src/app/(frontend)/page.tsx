import { notFound } from 'next/navigation'
import { AiJobSearch } from '@/components/ai-search/AiJobSearch'
import { countCurrentJobs } from '@/data/jobs'
import { getPublishedPage } from '@/data/pages'

/** Placeholder home page: the public-site work renders the page-builder blocks. */
export default async function HomePage() {
  const page = await getPublishedPage('home')
  if (!page) notFound()
  const jobs = await countCurrentJobs()
  return (
    <div className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">{page.meta?.title ?? page.title}</h1>
      <p className="mt-4 text-muted-foreground">{jobs} aktuelle Stellenangebote</p>
      {/* AI search (feat/ai): the public-site work places it in the hero card 'Sie suchen den nächsten Job?' */}
      <div id="ki-jobsuche" className="mt-8">
        <AiJobSearch variant="hero" />
      </div>
    </div>
  )
}
