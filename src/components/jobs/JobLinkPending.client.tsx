'use client'

import { useLinkStatus } from 'next/link'
import { createPortal } from 'react-dom'
import { JobDetailSkeleton } from '@/components/jobs/Skeletons'

/**
 * Inside a job card's link: while the detail page loads after a click, its skeleton covers the
 * page below the header. Not a loading.tsx: that would stream every detail page behind a
 * skeleton, and visitors without JavaScript (and simple crawlers) would never see the job.
 */
export function JobLinkPending() {
  const { pending } = useLinkStatus()
  if (!pending) return null
  return createPortal(
    // shown after 150 ms, so fast navigations do not flash
    <div className="fixed inset-x-0 bottom-0 top-16 z-40 overflow-hidden bg-background animate-[fade-in_150ms_ease-out_150ms_both]">
      <JobDetailSkeleton />
    </div>,
    document.body,
  )
}
