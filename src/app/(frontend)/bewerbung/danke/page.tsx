import type { Metadata } from 'next'
import Link from 'next/link'
import { Icon } from '@/components/site/Icon'
import { buttonVariants } from '@/components/ui/Button'
import { CANDIDATES_PATH } from '@/lib/paths'

export const metadata: Metadata = { title: 'Vielen Dank für Ihre Bewerbung', robots: { index: false, follow: true } }

/** Where both application forms lead once the application is stored. */
export default function ApplicationThanksPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16" data-application-confirmed="">
      <Icon name="circle-check" className="size-10 text-brand-700" />
      <h1 className="text-2xl font-bold tracking-tight text-brand-950">Vielen Dank für Ihre Bewerbung!</h1>
      <p className="leading-relaxed text-muted-foreground">
        Wir haben Ihre Bewerbung erhalten und melden uns persönlich bei Ihnen. In wenigen Minuten erhalten Sie eine Bestätigung per E-Mail. Darin finden Sie
        auch einen Link, mit dem Sie Ihre Bewerbung jederzeit zurückziehen können.
      </p>
      <Link href={CANDIDATES_PATH} className={buttonVariants({ variant: 'outline' })}>
        Weitere Stellenangebote ansehen
      </Link>
    </div>
  )
}
