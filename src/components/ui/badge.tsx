import type { HTMLAttributes } from 'react'
import { cn } from './cn'

const VARIANTS = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'text-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
} as const

export function Badge({ className, variant, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: keyof typeof VARIANTS | null }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold', VARIANTS[variant ?? 'default'], className)} {...props} />
}
