'use client'
import { Icon } from '@/components/site/Icon'
import { useEffect } from 'react'
import { buttonVariants } from '@/components/ui/button'

export const ERROR_HEADING = 'Unexpected Application Error!' // the spec's router error screen
export const ERROR_STATUS_TEXT = '500 – Interner Serverfehler'

/**
 * The spec's error screen, in German after its English heading. The error's own message is never
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
          Beim Laden dieser Seite ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es in einem Moment erneut. Besteht das
          Problem weiterhin, kehren Sie zur Startseite zurück oder versuchen Sie es später noch einmal.
        </p>
        <p className="mt-4 font-medium text-destructive" data-error-status="">
          {ERROR_STATUS_TEXT}
        </p>
        {error.digest && <p className="mt-1 text-sm text-muted-foreground">Fehlerkennung: {error.digest}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={onRetry} className={buttonVariants({ variant: 'luxury', size: 'lg' })}>
            <Icon name="rotate-ccw" />
            Erneut versuchen
          </button>
          {/* a plain link: a full load gets a fresh page even when the client router is broken */}
          <a href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Icon name="house" />
            Zur Startseite
          </a>
        </div>
      </div>
    </section>
  )
}

export type ErrorProps = {
  error: Error & { digest?: string }
  reset: () => void
  /** newer Next: refreshes the server data and re-renders (reset alone would render the same failure again) */
  retry?: () => void
  unstable_retry?: () => void
}

/** Retry: Next's retry (fresh server data) when this version offers one, else its reset. */
export const retryOf = ({ reset, retry, unstable_retry }: ErrorProps) => retry ?? unstable_retry ?? reset
