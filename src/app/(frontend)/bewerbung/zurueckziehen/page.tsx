import type { Metadata } from 'next'
import { withdrawApplicationAction } from '@/features/applications/actions'
import { LINK_PAGE_METADATA, LinkPage, LinkPageNotice } from '@/components/site/LinkPage'
import { Button } from '@/components/ui/Button'
import { applicationForWithdrawal } from '@/features/applications/withdrawal'
import { getPayloadClient } from '@/features/shared/payload'

export const metadata: Metadata = { title: 'Bewerbung zurückziehen', ...LINK_PAGE_METADATA }

/**
 * The withdrawal link's page. Opening it (GET) only asks; the button (a POST through a plain
 * form, so it works without JavaScript) deletes the application and its files at once.
 */
export default async function WithdrawApplicationPage({ searchParams }: { searchParams: Promise<{ t?: string; erledigt?: string }> }) {
  const { t, erledigt } = await searchParams
  if (erledigt) {
    return (
      <LinkPageNotice title="Bewerbung zurückgezogen" data-application-withdrawn="">
        Ihre Bewerbung ist zurückgezogen. Wir haben sie mit allen Unterlagen gelöscht.
      </LinkPageNotice>
    )
  }
  const application = await applicationForWithdrawal(await getPayloadClient(), t)
  if (!application) {
    return (
      <LinkPageNotice title="Bewerbung zurückziehen" variant="destructive">
        Dieser Link ist ungültig, oder die Bewerbung ist bereits gelöscht. Falls Sie Ihre Bewerbung schon zurückgezogen haben, ist nichts weiter zu tun.
      </LinkPageNotice>
    )
  }
  return (
    <LinkPage title="Bewerbung zurückziehen">
      <p>
        Guten Tag {application.firstName}, möchten Sie Ihre Bewerbung <strong>„{application.jobTitle}“</strong> zurückziehen? Wir löschen sie dann sofort mit
        allen Unterlagen. Das lässt sich nicht rückgängig machen.
      </p>
      <form action={withdrawApplicationAction}>
        <input type="hidden" name="t" value={t} />
        <Button type="submit" variant="luxury" size="lg">
          Bewerbung zurückziehen und löschen
        </Button>
      </form>
    </LinkPage>
  )
}
