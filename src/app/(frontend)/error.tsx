'use client'
import { LazyErrorScreen } from '@/components/site/LazyErrorScreen.client'
import type { ErrorProps } from '@/components/site/errorProps'

/** Unexpected errors on a public page: the error screen inside the site's header and footer. */
export default function Error(props: ErrorProps) {
  return <LazyErrorScreen {...props} />
}
