import type { ButtonHTMLAttributes } from 'react'
import { cn } from './cn'

// The site's one set of button variants and sizes; their styles are the .btn-* classes in globals.css.
export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link' | 'luxury' | 'hero' | 'outline-hero' | 'premium'
const SIZES = { default: 'btn-md', sm: 'btn-sm', lg: 'btn-lg', icon: 'btn-icon' } as const

export type ButtonSize = keyof typeof SIZES
type VariantOptions = { variant?: ButtonVariant | null; size?: ButtonSize | null; className?: string }

/** The classes of a button; use it for links styled as buttons. */
export function buttonVariants({ variant, size, className }: VariantOptions = {}): string {
  return cn('btn', `btn-${variant ?? 'default'}`, SIZES[size ?? 'default'], className)
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Omit<VariantOptions, 'className'>

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />
}
