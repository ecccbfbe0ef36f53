'use client'
import { Icon } from '@/components/site/Icon'
import { PrivacyLink } from '@/components/site/SitePages.client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { subscribeJobAlert } from '@/features/job-alerts/actions'
import { Button } from '@/components/ui/Button'
import { Alert } from '@/components/ui/Feedback'
import { FieldError, Input, Label } from '@/components/ui/FormControls'
import { HONEYPOT_FIELD } from '@/lib/formGuards'
import type { AlertFieldErrors } from '@/features/job-alerts/lib/schema'
import type { JobAlertCriteria } from '@/features/job-alerts/lib/criteria'

const SERVER_ERROR = 'Ihr Job-Agent konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.'

/** The form of „Job-Agent aktivieren“ and its confirmation, loaded when the visitor opens it (JobAlertOpener). */
export function JobAlertFields({ criteria }: { criteria: JobAlertCriteria }) {
  const [done, setDone] = useState(false)
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<AlertFieldErrors>({})
  const [refusal, setRefusal] = useState<string>()
  const startedAt = useRef(0)
  const honeypot = useRef<HTMLInputElement>(null)

  useEffect(() => {
    startedAt.current = Date.now()
    document.getElementById('job-alert-email')?.focus()
  }, [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPending(true)
    setRefusal(undefined)
    try {
      const result = await subscribeJobAlert({
        ...criteria,
        email: String(form.get('email') ?? ''),
        frequency: String(form.get('frequency') ?? ''),
        consent: form.get('consent') === 'on',
        [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        startedAt: startedAt.current,
      })
      if (result.ok) setDone(true)
      else if (result.error === 'validation') setErrors(result.fieldErrors)
      else setRefusal(result.error === 'refused' ? result.message : SERVER_ERROR)
    } catch {
      setRefusal(SERVER_ERROR)
    } finally {
      setPending(false)
    }
  }

  const invalid = (name: keyof AlertFieldErrors) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `job-alert-${name}-error` : undefined,
  })

  if (done)
    return (
      <Alert className="mt-4 flex items-start gap-3" data-job-alert-done="">
        <Icon name="mail-check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          <strong>Fast geschafft!</strong> Wir haben Ihnen eine E-Mail gesendet. Bitte bestätigen Sie Ihren Job-Agent innerhalb von 48 Stunden über den Link
          darin. Erst danach erhalten Sie Stellenangebote.
        </span>
      </Alert>
    )
  return (
    <form id="job-alert-form" noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Job-Agent aktivieren">
      <div className="space-y-2">
        <Label htmlFor="job-alert-email">E-Mail-Adresse</Label>
        <Input id="job-alert-email" name="email" type="email" autoComplete="email" required {...invalid('email')} />
        <FieldError id="job-alert-email-error" message={errors.email} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium leading-none">Wie oft?</legend>
        <div className="flex h-10 items-center gap-5">
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="frequency" value="daily" className="accent-primary" /> Täglich
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="frequency" value="weekly" defaultChecked className="accent-primary" /> Wöchentlich
          </label>
        </div>
        <FieldError id="job-alert-frequency-error" message={errors.frequency} />
      </fieldset>

      {/* Honeypot: invisible to people and screen readers, bots tend to fill it. */}
      <div aria-hidden="true" className="honeypot">
        <label htmlFor={`job-alert-${HONEYPOT_FIELD}`}>Website</label>
        <input ref={honeypot} id={`job-alert-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="space-y-2 sm:col-span-2">
        <div className="flex items-start gap-3">
          <input id="job-alert-consent" name="consent" type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary" {...invalid('consent')} />
          <Label htmlFor="job-alert-consent" className="font-normal leading-snug">
            Ja, ich möchte passende Stellenangebote per E-Mail erhalten. Ich kann mich jederzeit über den Link in jeder E-Mail abmelden. Details in der{' '}
            <PrivacyLink className="text-link" newTab>
              Datenschutzerklärung
            </PrivacyLink>
            .
          </Label>
        </div>
        <FieldError id="job-alert-consent-error" message={errors.consent} />
      </div>
      {refusal && (
        <Alert variant="destructive" className="sm:col-span-2">
          {refusal}
        </Alert>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" variant="luxury" disabled={pending}>
          {pending ? 'Wird gespeichert...' : 'Job-Agent aktivieren'}
        </Button>
      </div>
    </form>
  )
}
