import type { HTMLAttributes } from 'react'
import { cn } from './cn'

export const Skeleton = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
)

/** Alert box; `variant="destructive"` for load errors. */
export function Alert({ className, variant = 'default', ...props }: HTMLAttributes<HTMLDivElement> & { variant?: 'default' | 'destructive' }) {
  return (
    <div
      role="alert"
      className={cn(
        'relative w-full rounded-lg border p-4',
        variant === 'destructive' ? 'border-destructive/50 bg-destructive/5 text-destructive' : 'bg-background text-foreground',
        className,
      )}
      {...props}
    />
  )
}
