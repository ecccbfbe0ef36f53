import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (clsx). It does not resolve conflicting utilities as tailwind-merge did: that
 * cost every page 8 KB (gzip) of first-load JavaScript. A component's own classes and the classes
 * its callers add therefore never set the same property, unless the caller's utility comes later
 * in Tailwind's stylesheet (h-11 after h-10, font-semibold after font-medium) or is a variant
 * (max-sm:px-3), which wins anyway.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
