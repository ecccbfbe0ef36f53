'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { toast } from '@/components/ui/toaster.client'
import { submitContactRequest } from '@/app/(frontend)/actions/contact'
import { Button } from '@/components/ui/button'
import { Alert } from '@/components/ui/feedback'
import { FieldError, Input, Label, Textarea } from '@/components/ui/form-controls'
import { HONEYPOT_FIELD } from '@/lib/contact/guards'
import { contactSchema, emptyContactForm, type ContactFormValues, type ContactRequestInput } from '@/lib/contact/schema'

const ERROR_TITLE = 'Fehler beim Versenden'

/** The contact form of the home page's #contact section: validated in the browser and again on the server. */
export function ContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactRequestInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContactForm,
    mode: 'onTouched',
  })
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form
  // When the form became usable; the server refuses submissions faster than a human can type.
  const startedAt = useRef(0)
  const honeypot = useRef<HTMLInputElement>(null)
  const [refusal, setRefusal] = useState<string>()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    startedAt.current = Date.now()
    setReady(true)
  }, [])

  const onSubmit = async (values: ContactRequestInput) => {
    setRefusal(undefined)
    try {
      const result = await submitContactRequest({
        ...values,
        [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        startedAt: startedAt.current,
      })
      if (result.ok) {
        toast.success('Nachricht erfolgreich versendet!', {
          description: 'Wir haben Ihre Anfrage erhalten und melden uns zeitnah bei Ihnen.',
        })
        reset(emptyContactForm)
        if (honeypot.current) honeypot.current.value = ''
        startedAt.current = Date.now()
      } else if (result.error === 'validation') {
        let first = true
        for (const [field, message] of Object.entries(result.fieldErrors)) {
          setError(field as FieldPath<ContactFormValues>, { type: 'server', message }, { shouldFocus: first })
          first = false
        }
      } else if (result.error === 'refused') {
        setRefusal(result.message)
        toast.error(ERROR_TITLE, { description: result.message })
      } else {
        toast.error(ERROR_TITLE, {
          description:
            'Ihre Nachricht konnte nicht versendet werden. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt.',
        })
      }
    } catch {
      toast.error(ERROR_TITLE, { description: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.' })
    }
  }

  const field = (name: keyof ContactFormValues) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    ...register(name),
  })
  const error = (name: keyof ContactFormValues) => <FieldError id={`contact-${name}-error`} message={errors[name]?.message} />
  const required = (
    <span aria-hidden="true" className="text-destructive">
      {' '}
      *
    </span>
  )

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label="Kontaktformular" data-contact-form={ready ? 'ready' : ''}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-firstName">Vorname{required}</Label>
          <Input autoComplete="given-name" aria-required="true" {...field('firstName')} />
          {error('firstName')}
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-lastName">Nachname{required}</Label>
          <Input autoComplete="family-name" aria-required="true" {...field('lastName')} />
          {error('lastName')}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-email">E-Mail{required}</Label>
          <Input type="email" autoComplete="email" aria-required="true" {...field('email')} />
          {error('email')}
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-company">Unternehmen</Label>
          <Input autoComplete="organization" {...field('company')} />
          {error('company')}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">Nachricht{required}</Label>
        <Textarea rows={6} aria-required="true" {...field('message')} />
        {error('message')}
      </div>

      {/* Honeypot: invisible to people and screen readers, bots tend to fill it. */}
      <div aria-hidden="true" className="honeypot">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Website</label>
        <input ref={honeypot} id={`contact-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="space-y-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            className="checkbox mt-0.5"
            aria-required="true"
            {...field('privacyAccepted')}
          />
          <Label htmlFor="contact-privacyAccepted" className="font-normal leading-snug">
            Ich habe die{' '}
            <Link href="/datenschutz" className="text-link" target="_blank" rel="noopener">
              Datenschutzerklärung
            </Link>{' '}
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
