import type { Metadata } from 'next'
import { SavedJobsList } from '@/features/saved-jobs/components/SavedJobsList.client'
import { getSiteSettings } from '@/features/site-shell/settings'
import { mediaUrl } from '@/lib/jobs/contact'
import { SAVED_JOBS_PATH } from '@/lib/paths'

export const metadata: Metadata = {
  title: 'Merkliste',
  description: 'Ihre gemerkten Stellenangebote.',
  robots: { index: false, follow: true },
  alternates: { canonical: SAVED_JOBS_PATH },
}

/** /merkliste: the same for every visitor; the saved jobs come from this browser's storage. */
export default async function MerklistePage() {
  const settings = await getSiteSettings()
  const defaultImage = mediaUrl(settings.defaultJobImage)
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">Merkliste</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Die Stellen, die Sie mit dem Herz gemerkt haben. Die Liste wird nur in diesem Browser gespeichert – ohne Konto.
      </p>
      <SavedJobsList defaultImage={defaultImage} />
    </div>
  )
}
