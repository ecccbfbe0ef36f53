'use client'
import { Icon } from '@/components/site/Icon'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import type { PublicReference } from '@/data/references'
import { REFERENCES_COLLAPSED_COUNT, shuffle } from '@/lib/references/shuffle'

/**
 * The page is cached, so the random order per visit is made here, after hydration. The grid is
 * faded in once shuffled: same tiles, same sizes, so nothing shifts (without JS it shows at once).
 */
export function ReferencesGrid({ references, sectionId }: { references: PublicReference[]; sectionId: string }) {
  const [order, setOrder] = useState(references)
  const [shuffled, setShuffled] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const gridId = useId()

  useEffect(() => {
    setOrder(shuffle(references))
    setShuffled(true)
  }, [references])

  const collapse = () => {
    setExpanded(false)
    document.getElementById(sectionId)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  if (!references.length) return null
  const canExpand = references.length > REFERENCES_COLLAPSED_COUNT

  return (
    <>
      <noscript>
        <style>{'[data-references-grid]{opacity:1!important}'}</style>
      </noscript>
      <ul
        id={gridId}
        data-references-grid
        data-shuffled={shuffled}
        className={cn('mt-12 grid grid-cols-2 gap-4 transition-opacity duration-300 sm:grid-cols-3 lg:grid-cols-4', shuffled ? 'opacity-100' : 'opacity-0')}
      >
        {order.map((reference, index) => (
          <li
            key={reference.id}
            hidden={!expanded && index >= REFERENCES_COLLAPSED_COUNT}
            data-testid="reference"
            className="flex h-32 flex-col items-center justify-center gap-2 rounded-2xl border bg-white p-4 text-center shadow-sm sm:h-36"
          >
            {reference.logo ? (
              <>
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={reference.logo.src}
                  alt={reference.logo.alt}
                  loading="lazy"
                  width={reference.logo.width}
                  height={reference.logo.height}
                  className={cn('max-h-16 w-auto max-w-[80%] object-contain', reference.invertColors && 'invert')}
                />
                {reference.showName ? <span className="text-xs font-medium text-muted-foreground">{reference.name}</span> : null}
              </>
            ) : (
              <>
                <span className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-600" aria-hidden="true">
                  <Icon name="building-2" className="size-5" />
                </span>
                <span className="text-pretty text-sm font-semibold leading-snug text-brand-950">{reference.name}</span>
                <span className="text-xs text-muted-foreground">{reference.category}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {canExpand ? (
        <div className="mt-10 flex justify-center">
          {expanded ? (
            <Button variant="outline" size="lg" aria-expanded="true" aria-controls={gridId} onClick={collapse}>
              Weniger anzeigen
              <Icon name="chevron-up" />
            </Button>
          ) : (
            <Button variant="outline" size="lg" aria-expanded="false" aria-controls={gridId} onClick={() => setExpanded(true)}>
              Mehr anzeigen
              <Icon name="chevron-down" />
            </Button>
          )}
        </div>
      ) : null}
    </>
  )
}
