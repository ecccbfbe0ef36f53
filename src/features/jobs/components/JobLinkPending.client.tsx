'use client'

import { useLinkStatus } from 'next/link'
import { lazy, Suspense } from 'react'
import { createPortal } from 'react-dom'

// loaded with the first click on a job, not with every page of job cards
const JobDetailSkeleton = lazy(() => import('@/features/jobs/components/Skeletons').then(({ JobDetailSkeleton }) => ({ default: JobDetailSkeleton })))

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
      <Suspense>
        <JobDetailSkeleton />
      </Suspense>
    </div>,
    document.body,
  )
}
