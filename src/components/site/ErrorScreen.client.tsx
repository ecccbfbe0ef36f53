'use client'
import { Icon } from '@/components/site/Icon'
import { useEffect } from 'react'
import { HOME_PATH } from '@/lib/paths'

export const ERROR_HEADING = 'Unexpected Application Error!' // the old site's router error heading, kept as visitors know it
export const ERROR_STATUS_TEXT = '500 – Interner Serverfehler'

/**
 * buttonVariants({ variant: 'luxury' | 'outline', size: 'lg' }) spelled out: global-error's chunk
 * repeats every module this screen imports, and the button module would be a second copy in every
 * page's first-load JavaScript. tests/unit/error-screen.test.ts keeps them equal.
 */
export const ERROR_SCREEN_BUTTONS = {
  retry: 'btn btn-luxury btn-lg',
  home: 'btn btn-outline btn-lg',
}

/**
 * The error screen, in German after its English heading. The error's own message is never
 * shown: in production Next replaces server messages by an English placeholder, and client
 * messages may carry internals. The digest lets staff find the entry in the server log.
 */
export function ErrorScreen({ error, onRetry }: { error: Error & { digest?: string }; onRetry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white" data-error-screen="">
      <title>Unerwarteter Fehler</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{ERROR_HEADING}</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Beim Laden dieser Seite ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es in einem Moment erneut. Besteht das Problem weiterhin, kehren
          Sie zur Startseite zurück oder versuchen Sie es später noch einmal.
        </p>
        <p className="mt-4 font-medium text-destructive" data-error-status="">
          {ERROR_STATUS_TEXT}
        </p>
        {error.digest && <p className="mt-1 text-sm text-muted-foreground">Fehlerkennung: {error.digest}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={onRetry} className={ERROR_SCREEN_BUTTONS.retry}>
            <Icon name="rotate-ccw" />
            Erneut versuchen
          </button>
          {/* a plain link: a full load gets a fresh page even when the client router is broken */}
          <a href={HOME_PATH} className={ERROR_SCREEN_BUTTONS.home}>
            <Icon name="house" />
            Zur Startseite
          </a>
        </div>
      </div>
    </section>
  )
}
