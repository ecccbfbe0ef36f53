import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names (clsx). It does not resolve conflicting utilities as tailwind-merge did: that
 * cost every page 8 KB (gzip) of first-load JavaScript. The primitives' own styles are component
 * classes (ui.css), which any utility a caller adds overrides; between two utilities for the same
 * property the later one in Tailwind's stylesheet wins (h-11 after h-10, font-semibold after
 * font-medium), so a caller never adds one that should lose.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
