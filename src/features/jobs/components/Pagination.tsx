import Link from 'next/link'
import { cn } from '@/components/ui/cn'
import { buttonVariants } from '@/components/ui/Button'

/** Page links that work without JavaScript; `href(page)` builds the board URL for a page. */
export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2)
  return (
    <nav aria-label="Seiten der Stellenangebote" className="mt-10 flex flex-col items-center gap-4">
      {page < pageCount && (
        <Link href={href(page + 1)} className={buttonVariants({ variant: 'luxury', size: 'lg' })} rel="next">
          Weitere Stellen laden
        </Link>
      )}
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} className={buttonVariants({ variant: 'ghost', size: 'sm' })} rel="prev">
              Zurück
            </Link>
          </li>
        )}
        {pages.map((p, i) => (
          <li key={p} className="flex items-center gap-1">
            {i > 0 && pages[i - 1] !== p - 1 && <span aria-hidden="true">…</span>}
            <Link
              href={href(p)}

              aria-current={p === page ? 'page' : undefined}
              aria-label={`Seite ${p}`}
              className={cn(buttonVariants({ variant: p === page ? 'default' : 'outline', size: 'sm' }), 'min-w-9')}
            >
              {p}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              Weiter
            </Link>
          </li>
        )}
      </ul>
      <p className="text-sm text-muted-foreground">
        Seite {page} von {pageCount}
      </p>
    </nav>
  )
}
