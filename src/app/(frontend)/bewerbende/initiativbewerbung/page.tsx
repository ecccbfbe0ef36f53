import type { Metadata } from 'next'
import { ApplicationForm } from '@/features/applications/components/ApplicationForm.client'
import { ApplicationPage } from '@/features/applications/components/ApplicationPage'
import { CANDIDATES_PATH, INITIATIVE_APPLICATION_PATH } from '@/lib/paths'
import { recallForm } from '@/features/applications/formMemory'

export const metadata: Metadata = { title: 'Initiativbewerbung', robots: { index: false, follow: true } }

/**
 * The initiative application on a page of its own: where a form sent without JavaScript from the
 * board's #kontakt section comes back to with its messages (`?formular=`), and a plain address
 * for it. Rendered per request.
 */
export default async function InitiativeApplicationPage({ searchParams }: { searchParams: Promise<{ formular?: string }> }) {
  const { formular } = await searchParams
  return (
    <ApplicationPage
      back={{ href: CANDIDATES_PATH, label: 'Zu den Stellenangeboten' }}
      title="Initiativbewerbung"
      subtitle="Keine passende Stelle dabei? Bewerben Sie sich in 2 Minuten."
    >
      <ApplicationForm sourcePage={INITIATIVE_APPLICATION_PATH} initial={await recallForm(formular)} />
    </ApplicationPage>
  )
}
