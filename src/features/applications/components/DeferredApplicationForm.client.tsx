'use client'
import Link from 'next/link'
import { useState } from 'react'
import { useWhenNear } from '@/components/site/useWhenNear.client'
import { Icon } from '@/components/site/Icon'
import { buttonVariants } from '@/components/ui/Button'
import type { ApplicationForm as Form, ApplicationFormProps } from './ApplicationForm.client'

// The form's code (its field checks and the upload) is fetched once the form comes near the
// screen, not with the page that shows it far below the fold: the board's first load stays small.
// A plain import(), not next/dynamic: that one brings 1.7 KB (gzip) of its own into the first load.

/**
 * The short application, loaded when it comes near the screen. Until then, and without JavaScript,
 * a link leads to `formPath`, the same form on a page of its own.
 */
export function DeferredApplicationForm({ formPath, ...props }: ApplicationFormProps & { formPath: string }) {
  const [ApplicationForm, setForm] = useState<typeof Form | null>(null)
  const place = useWhenNear<HTMLDivElement>(() => {
    void import('./ApplicationForm.client').then((module) => setForm(() => module.ApplicationForm))
  })
  if (ApplicationForm) return <ApplicationForm {...props} />
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
