import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { buttonVariants } from '@/components/ui/Button'
import { HOME_PATH } from '@/lib/paths'

/** The 404 page body (its wording is the old site's, which visitors know): „Oops! Page not found“ with a link home. */
export function NotFoundContent() {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      {/* not-found pages take no metadata export: React puts these into <head> */}
      <title>Seite nicht gefunden</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
        <p className="text-7xl font-bold tracking-tight text-brand-200 sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-4 text-lg text-muted-foreground">Die angeforderte Seite existiert nicht oder wurde verschoben.</p>
        <Link href={HOME_PATH} className={buttonVariants({ variant: 'luxury', size: 'lg', className: 'mt-8' })}>
          <Icon name="arrow-left" />
          Zur Startseite
        </Link>
      </div>
    </section>
  )
}
