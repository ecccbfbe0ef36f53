'use client'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '@/components/site/Icon'
import { buttonVariants } from '@/components/ui/Button'
import type { ApplicationFormProps } from './ApplicationForm.client'

// The form's code (its field checks and the upload) is fetched once the form comes near the
// screen, not with the page that shows it far below the fold: the board's first load stays small.
const ApplicationForm = dynamic(() => import('./ApplicationForm.client').then((module) => module.ApplicationForm), { ssr: false })

/** How far below the screen the form starts loading, so it is there when the visitor scrolls to it. */
const LOAD_AHEAD = '800px 0px'

/**
 * The short application, loaded when it comes near the screen. Until then, and without JavaScript,
 * a link leads to `formPath`, the same form on a page of its own.
 */
export function DeferredApplicationForm({ formPath, ...props }: ApplicationFormProps & { formPath: string }) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: LOAD_AHEAD })
    if (place.current) observer.observe(place.current)
    return () => observer.disconnect()
  }, [])
  if (near) return <ApplicationForm {...props} />
  return (
    <div ref={place} className="flex flex-col items-start gap-3" data-application-form-placeholder="">
      <p className="text-muted-foreground">Lebenslauf hochladen, Kontaktdaten angeben, fertig: in 2 Minuten.</p>
      <Link href={formPath} className={buttonVariants()}>
        <Icon name="send" />
        Zum Bewerbungsformular
      </Link>
    </div>
  )
}
