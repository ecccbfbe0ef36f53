import type { Metadata } from 'next'
import { LINK_PAGE_METADATA } from '@/components/site/LinkPage'
import { InvalidAlertLink } from '@/features/job-alerts/components/InvalidAlertLink'
import { ManageJobAlert } from '@/features/job-alerts/components/ManageJobAlert'
import { alertForToken } from '@/features/job-alerts/manage'
import { getPayloadClient } from '@/features/shared/payload'

export const metadata: Metadata = { title: 'Job-Agent verwalten', ...LINK_PAGE_METADATA }

type Params = { token?: string; bestaetigt?: string; gespeichert?: string; fehler?: string }

/** The manage link's page: loads the alert its link names; the feature renders it. */
export default async function ManageJobAlertPage({ searchParams }: { searchParams: Promise<Params> }) {
  const { token, bestaetigt, gespeichert, fehler } = await searchParams
  const alert = await alertForToken(await getPayloadClient(), token, 'manage')
  if (!alert || !token) return <InvalidAlertLink title="Job-Agent verwalten" />
  return <ManageJobAlert alert={alert} token={token} bestaetigt={bestaetigt} gespeichert={gespeichert} fehler={fehler} />
}
