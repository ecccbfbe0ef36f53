import type { Metadata } from 'next'
import { deleteJobAlertAction } from '@/features/job-alerts/actions'
import { LINK_PAGE_METADATA, LinkPage, LinkPageNotice } from '@/components/site/LinkPage'
import { InvalidAlertLink } from '@/features/job-alerts/components/InvalidAlertLink'
import { Button } from '@/components/ui/Button'
import { alertForToken } from '@/features/job-alerts/manage'
import { getPayloadClient } from '@/features/shared/payload'

export const metadata: Metadata = { title: 'Job-Agent abmelden', ...LINK_PAGE_METADATA }

/** The unsubscribe link's page: one button deletes the alert and the address. */
export default async function UnsubscribeJobAlertPage({ searchParams }: { searchParams: Promise<{ token?: string; erledigt?: string }> }) {
  const { token, erledigt } = await searchParams
  if (erledigt) {
    return (
      <LinkPageNotice title="Job-Agent abgemeldet" data-job-alert-deleted="">
        Sie wurden abgemeldet. Wir haben Ihre E-Mail-Adresse gelöscht und senden Ihnen keine Stellenangebote mehr.
      </LinkPageNotice>
    )
  }
  const alert = await alertForToken(await getPayloadClient(), token, 'unsubscribe')
  if (!alert) return <InvalidAlertLink title="Job-Agent abmelden" hint="Falls Sie bereits abgemeldet sind, ist nichts weiter zu tun." />
  return (
    <LinkPage title="Job-Agent abmelden">
      <p>
        Möchten Sie keine Stellenangebote mehr an <strong>{alert.email}</strong> erhalten? Mit einem Klick löschen wir Ihren Job-Agent und Ihre E-Mail-Adresse.
      </p>
      <form action={deleteJobAlertAction}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="purpose" value="unsubscribe" />
        <Button type="submit" variant="luxury" size="lg">
          Jetzt abmelden
        </Button>
      </form>
    </LinkPage>
  )
}
