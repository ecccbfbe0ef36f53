import type { ButtonHTMLAttributes } from 'react'
import { cn } from './cn'

const BASE =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0'

const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  link: 'text-primary underline-offset-4 hover:underline',
  luxury: 'bg-gradient-to-r from-brand-900 to-brand-700 text-white shadow-lg hover:shadow-xl hover:from-brand-800 hover:to-brand-600',
  hero: 'bg-white text-brand-900 shadow-lg hover:bg-brand-50 font-semibold',
  'outline-hero': 'border-2 border-white/80 bg-transparent text-white hover:bg-white/10 font-semibold',
  premium: 'bg-accent-gold text-brand-950 shadow-md hover:bg-accent-gold/90 font-semibold',
} as const

const SIZES = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 rounded-md px-3',
  lg: 'h-11 rounded-md px-8',
  icon: 'h-10 w-10',
} as const

type ButtonVariants = { variant?: keyof typeof VARIANTS | null; size?: keyof typeof SIZES | null }

/**
 * The spec's button variants and sizes as one class string; use it for links styled as buttons.
 * A lookup, not class-variance-authority: the classes are the same, the browser loads less.
 */
export const buttonVariants = ({ variant, size, className }: ButtonVariants & { className?: string } = {}) =>
  cn(BASE, VARIANTS[variant ?? 'default'], SIZES[size ?? 'default'], className)

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
