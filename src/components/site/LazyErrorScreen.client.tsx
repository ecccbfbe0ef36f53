'use client'
import { lazy, Suspense } from 'react'
import { retryOf, type ErrorProps } from './errorProps'

// Loaded when an error happens: the error boundaries' chunks are in every page's first-load JavaScript.
const ErrorScreen = lazy(() => import('./ErrorScreen.client').then(({ ErrorScreen }) => ({ default: ErrorScreen })))

/** The error screen for Next's error boundaries (error.tsx, global-error.tsx). */
export function LazyErrorScreen(props: ErrorProps) {
  return (
    <Suspense>
      <ErrorScreen error={props.error} onRetry={retryOf(props)} />
    </Suspense>
  )
}
