export type ErrorProps = {
  error: Error & { digest?: string }
  reset: () => void
  /** newer Next: refreshes the server data and re-renders (reset alone would render the same failure again) */
  retry?: () => void
  unstable_retry?: () => void
}

/** Retry: Next's retry (fresh server data) when this version offers one, else its reset. */
export const retryOf = ({ reset, retry, unstable_retry }: ErrorProps) => retry ?? unstable_retry ?? reset
