'use client'
import { LazyErrorScreen } from '@/components/site/LazyErrorScreen.client'
import type { ErrorProps } from '@/components/site/errorProps'
import './(frontend)/globals.css'

/** When even the site's layout fails (e.g. the database is down while it loads): the same screen, in its own document. */
export default function GlobalError(props: ErrorProps) {
  return (
    <html lang="de">
      <body className="flex min-h-screen flex-col">
        <main className="flex-1">
          <LazyErrorScreen {...props} />
        </main>
      </body>
    </html>
  )
}
