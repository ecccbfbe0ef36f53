import type { HTMLAttributes } from 'react'
import { cn } from './cn'

type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive'

/** A small label; its styles are the .badge-* classes in globals.css. */
export function Badge({ className, variant, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant | null }) {
  return <span className={cn('badge', `badge-${variant ?? 'default'}`, className)} {...props} />
}
