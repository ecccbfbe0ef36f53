import { cn } from '@/components/ui/cn'

/** Word mark: the uploaded logo when there is one (own origin), else a monogram with the company name. */
export function Logo({ name, src, tone = 'light', className }: { name: string; src?: string | null; tone?: 'light' | 'dark'; className?: string }) {
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- the uploaded logo at its own size, without next/image's client JavaScript
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
      <span aria-hidden="true" className="logo-mark">
        {initials || 'M'}
      </span>
      <span className={cn('logo-name', tone === 'dark' && 'text-white')}>{name}</span>
    </span>
  )
}
