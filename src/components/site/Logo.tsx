import { cn } from '@/components/ui/cn'

/** Word mark: the uploaded logo when there is one (own origin), else a monogram with the company name. */
export function Logo({ name, src, tone = 'light', className }: { name: string; src?: string | null; tone?: 'light' | 'dark'; className?: string }) {
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={name} className={cn('h-9 w-auto', className)} />
  }
  const initials = (name ?? '')
    .split(/\s+/)
    .filter((word) => /^[A-ZÄÖÜ]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-brand-600 to-brand-900 text-sm font-bold text-white shadow-sm"
      >
        {initials || 'M'}
      </span>
      <span className={cn('text-base font-bold leading-tight tracking-tight sm:text-lg', tone === 'dark' ? 'text-white' : 'text-brand-950')}>{name}</span>
    </span>
  )
}
