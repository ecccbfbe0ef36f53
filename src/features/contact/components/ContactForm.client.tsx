'use client'
import { PrivacyLink } from '@/components/site/SitePages.client'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { toast } from '@/components/ui/Toaster.client'
import { submitContactRequest } from '@/features/contact/actions'
import { Button } from '@/components/ui/Button'
import { Alert } from '@/components/ui/Feedback'
import { FieldError, Input, Label, Textarea } from '@/components/ui/FormControls'
import { HONEYPOT_FIELD } from '@/lib/formGuards'
import { emptyContactForm, validateContact, type ContactFieldErrors, type ContactFormValues } from '@/features/contact/lib/schema'

const ERROR_TITLE = 'Fehler beim Versenden'
type Field = keyof ContactFormValues
/** The fields in the form's order: a failed submission focuses the first wrong one. */
const FIELDS: Field[] = ['firstName', 'lastName', 'email', 'company', 'message', 'privacyAccepted']

const focusField = (name: Field) => document.getElementById(`contact-${name}`)?.focus()

/**
 * The contact form of the home page's #contact section: validated in the browser and again on the
 * server, with the same function. A field is checked when it loses focus and, from then on (or
 * after a submission), on every change.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm)
  const [errors, setErrors] = useState<ContactFieldErrors>({})
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)
  // When the form became usable; the server refuses submissions faster than a human can type.
  const startedAt = useRef(0)
  const honeypot = useRef<HTMLInputElement>(null)
  const [refusal, setRefusal] = useState<string>()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    startedAt.current = Date.now()
    setReady(true)
  }, [])

  const check = (name: Field, next: ContactFormValues) => {
    const result = validateContact(next)
    setErrors((current) => ({ ...current, [name]: result.success ? undefined : result.fieldErrors[name] }))
  }

  const reset = () => {
    setValues(emptyContactForm)
    setErrors({})
    setTouched({})
    setSubmitted(false)
    if (honeypot.current) honeypot.current.value = ''
    startedAt.current = Date.now()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSubmitting) return
    setSubmitted(true)
    const validated = validateContact(values)
    if (!validated.success) {
      setErrors(validated.fieldErrors)
      const first = FIELDS.find((name) => validated.fieldErrors[name])
      if (first) focusField(first)
      return
    }
    setErrors({})
    setRefusal(undefined)
    setSubmitting(true)
    try {
      const result = await submitContactRequest({
        ...validated.data,
        [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        startedAt: startedAt.current,
      })
      if (result.ok) {
        toast.success('Nachricht erfolgreich versendet!', {
          description: 'Wir haben Ihre Anfrage erhalten und melden uns zeitnah bei Ihnen.',
        })
        reset()
      } else if (result.error === 'validation') {
        setErrors(result.fieldErrors)
        const first = FIELDS.find((name) => result.fieldErrors[name])
        if (first) focusField(first)
      } else if (result.error === 'refused') {
        setRefusal(result.message)
        toast.error(ERROR_TITLE, { description: result.message })
      } else {
        toast.error(ERROR_TITLE, {
          description: 'Ihre Nachricht konnte nicht versendet werden. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.',
        })
      }
    } catch {
      toast.error(ERROR_TITLE, { description: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.' })
    } finally {
      setSubmitting(false)
    }
  }

  const field = (name: Field) => ({
    id: `contact-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    onBlur: () => {
      setTouched((current) => ({ ...current, [name]: true }))
      check(name, values)
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const target = event.currentTarget
      const next = { ...values, [name]: target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value }
      setValues(next)
      if (touched[name] || submitted) check(name, next)
    },
  })
  const text = (name: Exclude<Field, 'privacyAccepted'>) => ({ ...field(name), value: values[name] ?? '' })
  const error = (name: Field) => <FieldError id={`contact-${name}-error`} message={errors[name]} />
  const required = (
    <span aria-hidden="true" className="text-destructive">
      {' '}
      *
    </span>
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Kontaktformular" data-contact-form={ready ? 'ready' : ''}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-firstName">Vorname{required}</Label>
          <Input autoComplete="given-name" aria-required="true" {...text('firstName')} />
          {error('firstName')}
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-lastName">Nachname{required}</Label>
          <Input autoComplete="family-name" aria-required="true" {...text('lastName')} />
          {error('lastName')}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-email">E-Mail{required}</Label>
          <Input type="email" autoComplete="email" aria-required="true" {...text('email')} />
          {error('email')}
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-company">Unternehmen</Label>
          <Input autoComplete="organization" {...text('company')} />
          {error('company')}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">Nachricht{required}</Label>
        <Textarea rows={6} aria-required="true" {...text('message')} />
        {error('message')}
      </div>

      {/* Honeypot: invisible to people and screen readers, bots tend to fill it. */}
      <div aria-hidden="true" className="honeypot">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Website</label>
        <input ref={honeypot} id={`contact-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="space-y-2">
        <div className="flex items-start gap-3">
          <input type="checkbox" className="checkbox mt-0.5" aria-required="true" checked={values.privacyAccepted} {...field('privacyAccepted')} />
          <Label htmlFor="contact-privacyAccepted" className="font-normal leading-snug">
            Ich habe die{' '}
            <PrivacyLink className="text-link" newTab>
              Datenschutzerklärung
            </PrivacyLink>{' '}
            gelesen und bin mit der Verarbeitung meiner Angaben zur Bearbeitung meiner Anfrage einverstanden.{required}
          </Label>
        </div>
        {error('privacyAccepted')}
      </div>

      {refusal && <Alert variant="destructive">{refusal}</Alert>}

      <p className="text-sm text-muted-foreground">
        <span aria-hidden="true">* </span>Pflichtfelder
      </p>
      <Button type="submit" variant="luxury" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Wird gesendet...' : 'Nachricht senden'}
      </Button>
    </form>
  )
}
