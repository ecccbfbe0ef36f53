'use client'
import { ErrorScreen } from '@/components/site/ErrorScreen.client'
import { retryOf, type ErrorProps } from '@/components/site/errorProps'
import './(frontend)/globals.css'

/** When even the site's layout fails (e.g. the database is down while it loads): the same screen, in its own document. */
export default function GlobalError(props: ErrorProps) {
  return (
    <html lang="de">
      <body className="flex min-h-screen flex-col">
        <main className="flex-1">
          <ErrorScreen error={props.error} onRetry={retryOf(props)} />
        </main>
      </body>
    </html>
  )
}
