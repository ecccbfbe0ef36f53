'use client'
import { Icon } from '@/components/site/Icon'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { cn } from '@/components/ui/cn'
import type { PublicReference } from '@/features/references/data'
import { REFERENCES_COLLAPSED_COUNT, arrangeReferences } from '@/features/references/lib/shuffle'

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
    setOrder(arrangeReferences(references))
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
      <ul id={gridId} data-references-grid data-shuffled={shuffled} className={cn('reference-grid', shuffled ? 'opacity-100' : 'opacity-0')}>
        {/* the collapsed grid renders only what it shows: the rest can't be opened without JS either */}
        {(expanded ? order : order.slice(0, REFERENCES_COLLAPSED_COUNT)).map((reference) => (
          <li key={reference.id} data-testid="reference" className="reference">
            {reference.logo ? (
              <>
                {/* eslint-disable-next-line @next/next/no-img-element -- the logo's stored thumbnail is already small: nothing to resize */}
                <img
                  src={reference.logo.src}
                  alt={reference.logo.alt}
                  loading="lazy"
                  width={reference.logo.width}
                  height={reference.logo.height}
                  className={cn('max-h-16 w-auto max-w-[80%] object-contain', reference.invertColors && 'invert')}
                />
                {reference.showName ? <span className="reference-logo-name">{reference.name}</span> : null}
              </>
            ) : (
              <>
                <span className="reference-icon" aria-hidden="true">
                  <Icon name="building-2" className="size-5" />
                </span>
                <span className="reference-name">{reference.name}</span>
                <span className="reference-category">{reference.category}</span>
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
