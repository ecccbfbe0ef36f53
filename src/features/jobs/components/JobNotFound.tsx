import Link from 'next/link'
import { buttonVariants } from '@/components/ui/Button'
import { BOARD_PATH } from '@/lib/paths'

export function JobNotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-950">Stellenanzeige nicht gefunden</h1>
      <p className="text-muted-foreground">Die gesuchte Stellenanzeige existiert nicht oder wurde bereits entfernt.</p>
      <Link href={BOARD_PATH} className={buttonVariants({ variant: 'default', size: 'lg' })}>
        Zurück zu den Stellenangeboten
      </Link>
    </div>
  )
}
