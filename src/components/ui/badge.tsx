import type { HTMLAttributes } from 'react'
import { cn } from './cn'

const VARIANTS = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'text-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
} as const

type Variant = keyof typeof VARIANTS

/** A badge's classes, for an element that must stay a plain <span> (a client Tooltip's trigger). */
export const badgeClass = (variant?: Variant | null, className?: string) =>
  cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold', VARIANTS[variant ?? 'default'], className)

export function Badge({ className, variant, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: Variant | null }) {
  return <span className={badgeClass(variant, className)} {...props} />
}
