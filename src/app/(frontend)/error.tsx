'use client'
import { ErrorScreen, retryOf, type ErrorProps } from '@/components/site/ErrorScreen.client'

/** Unexpected errors on a public page: the spec's error screen inside the site's header and footer. */
export default function Error(props: ErrorProps) {
  return <ErrorScreen error={props.error} onRetry={retryOf(props)} />
}
