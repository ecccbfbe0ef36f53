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
