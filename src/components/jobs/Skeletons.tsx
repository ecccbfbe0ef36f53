import { Skeleton } from '@/components/ui/feedback'

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

export function JobDetailSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-5xl px-4 py-8">
      <span className="sr-only">Stellenanzeige wird geladen …</span>
      <Skeleton className="h-4 w-64" />
      <Skeleton className="mt-6 h-64 w-full" />
      <Skeleton className="mt-6 h-8 w-2/3" />
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-6 w-24" />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="flex flex-col gap-3 lg:col-span-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-4 w-full" />
          ))}
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  )
}
