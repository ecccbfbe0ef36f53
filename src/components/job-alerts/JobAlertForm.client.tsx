'use client'
import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { subscribeJobAlert } from '@/app/(frontend)/actions/jobAlerts'
import { Button } from '@/components/ui/button'
import { Alert } from '@/components/ui/feedback'
import { FieldError, Input, Label } from '@/components/ui/form-controls'
import { HONEYPOT_FIELD } from '@/lib/contact/guards'
import { describeCriteria } from '@/lib/job-alerts/criteria'
import type { AlertFieldErrors } from '@/lib/job-alerts/schema'
import type { JobFilters } from '@/lib/jobs/filter'

const SERVER_ERROR = 'Ihr Job-Agent konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.'

/** „Job-Agent aktivieren“: saves the board's current filters with an address (double opt-in). */
export function JobAlertForm({ filters }: { filters: JobFilters }) {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState(false)
  const [pending, setPending] = useState(false)
  const [errors, setErrors] = useState<AlertFieldErrors>({})
  const [refusal, setRefusal] = useState<string>()
  const startedAt = useRef(0)
  const honeypot = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (open) {
      startedAt.current = Date.now()
      document.getElementById('job-alert-email')?.focus()
    }
  }, [open])

  const criteria = { search: filters.search, location: filters.location, department: filters.department, employmentType: filters.employmentType }

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
      if (result.ok) {
        setDone(true)
        setErrors({})
      } else if (result.error === 'validation') setErrors(result.fieldErrors)
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

  return (
    <section aria-labelledby="job-alert-title" className="mt-6 rounded-xl border border-brand-100 bg-brand-50/60 p-5" data-job-alert="">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-start gap-3">
          <Icon name="bell" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <h2 id="job-alert-title" className="font-semibold text-brand-950">
              Keine passende Stelle mehr verpassen
            </h2>
            <p className="text-sm text-muted-foreground">
              Wir senden Ihnen neue Stellenangebote zu Ihrer Suche ({describeCriteria(criteria)}) per E-Mail.
            </p>
          </div>
        </div>
        {!open && !done && (
          <Button variant="luxury" onClick={() => setOpen(true)}>
            Job-Agent aktivieren
          </Button>
        )}
      </div>

      {done ? (
        <Alert className="mt-4 flex items-start gap-3" data-job-alert-done="">
          <Icon name="mail-check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <strong>Fast geschafft!</strong> Wir haben Ihnen eine E-Mail gesendet. Bitte bestätigen Sie Ihren Job-Agent innerhalb von 48 Stunden
            über den Link darin. Erst danach erhalten Sie Stellenangebote.
          </span>
        </Alert>
      ) : (
        open && (
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
                  Ja, ich möchte passende Stellenangebote per E-Mail erhalten. Ich kann mich jederzeit über den Link in jeder E-Mail abmelden. Details in
                  der{' '}
                  <Link href="/datenschutz" className="text-link" target="_blank" rel="noopener">
                    Datenschutzerklärung
                  </Link>
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
      )}
    </section>
  )
}
