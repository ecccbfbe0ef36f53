'use client'
import { lazy, Suspense } from 'react'
import { retryOf, type ErrorProps } from '@/components/site/errorProps'

// Imported when an error happens: global-error's chunk, on every page, has the screen already,
// and a static import here put a second copy of it in every page's first-load JavaScript.
const ErrorScreen = lazy(() => import('@/components/site/ErrorScreen.client').then(({ ErrorScreen }) => ({ default: ErrorScreen })))

/** Unexpected errors on a public page: the error screen inside the site's header and footer. */
export default function Error(props: ErrorProps) {
  return (
    <Suspense>
      <ErrorScreen error={props.error} onRetry={retryOf(props)} />
    </Suspense>
  )
}
