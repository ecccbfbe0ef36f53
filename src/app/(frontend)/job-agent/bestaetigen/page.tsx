import type { Metadata } from 'next'
import { confirmJobAlertAction } from '@/features/job-alerts/actions'
import { LINK_PAGE_METADATA, LinkPage } from '@/components/site/LinkPage'
import { InvalidAlertLink } from '@/features/job-alerts/components/InvalidAlertLink'
import { Button } from '@/components/ui/Button'
import { alertForToken } from '@/features/job-alerts/manage'
import { describeCriteria } from '@/features/job-alerts/lib/schema'
import { FREQUENCY_LABELS } from '@/features/job-alerts/lib/schedule'
import { getPayloadClient } from '@/features/shared/payload'

export const metadata: Metadata = { title: 'Job-Agent bestätigen', ...LINK_PAGE_METADATA }

/** The confirm link's page: one button (a POST, so mail scanners that open links confirm nothing). */
export default async function ConfirmJobAlertPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams
  const alert = await alertForToken(await getPayloadClient(), token, 'confirm')
  if (!alert) return <InvalidAlertLink title="Job-Agent bestätigen" hint="Bitte melden Sie sich auf der Stellenbörse erneut an." />
  return (
    <LinkPage title="Job-Agent bestätigen">
      <p>
        Bitte bestätigen Sie, dass wir Ihnen an <strong>{alert.email}</strong> {FREQUENCY_LABELS[alert.criteria.frequency]} neue Stellenangebote zu Ihrer Suche
        senden dürfen: <strong>{describeCriteria(alert.criteria)}</strong>.
      </p>
      <form action={confirmJobAlertAction}>
        <input type="hidden" name="token" value={token} />
        <Button type="submit" variant="luxury" size="lg">
          Job-Agent jetzt bestätigen
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">Sie können sich jederzeit über den Link in jeder E-Mail wieder abmelden.</p>
    </LinkPage>
  )
}
