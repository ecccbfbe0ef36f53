import { Skeleton } from '@/components/ui/Feedback'

export function JobCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm" data-job-skeleton="">
      <Skeleton className="h-40 w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-16 w-full" />
      </div>
    </div>
  )
}

/** n skeleton cards in the board's grid (6 on the board, 3 in the leasing section). */
export function JobGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Stellenangebote werden geladen …</span>
      {Array.from({ length: count }, (_, i) => (
        <JobCardSkeleton key={i} />
      ))}
    </div>
  )
}

/** The detail page's shape while it loads (loading.tsx of both detail routes). */
export function JobDetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4 py-8" data-job-detail-skeleton="">
      <span className="sr-only">Stellenanzeige wird geladen …</span>
      <Skeleton className="h-4 w-64 max-w-full" />
      <Skeleton className="mt-6 h-8 w-40" />
      <div className="mt-4 overflow-hidden rounded-2xl">
        <Skeleton className="h-56 w-full rounded-none sm:h-72" />
      </div>
      <Skeleton className="mt-8 h-9 w-3/4" />
      <div className="mt-4 flex flex-wrap gap-3">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-5 w-44" />
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    </div>
  )
}
