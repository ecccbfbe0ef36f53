'use client'
import { PrivacyLink } from '@/components/site/SitePages.client'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/Button'
import { Alert } from '@/components/ui/Feedback'
import { FieldError, Input, Label, Textarea } from '@/components/ui/FormControls'
import { API_PATHS } from '@/lib/paths'
import {
  ACCEPTED_FILE_TYPES,
  APPLICATION_FIELDS,
  APPLICATION_HONEYPOT,
  applicationValuesFrom,
  checkChosenFiles,
  emptyApplicationForm,
  validateApplication,
  type ApplicationField,
  type ApplicationFieldErrors,
  type ApplicationFormValues,
} from '@/features/applications/schema'

const NETWORK_ERROR = 'Die Verbindung wurde unterbrochen. Bitte prüfen Sie Ihre Internetverbindung und senden Sie die Bewerbung erneut.'
const CHECK_FIELDS = 'Bitte prüfen Sie die markierten Angaben.'

export type ApplicationFormProps = {
  /** the job applied for; none: an initiative application (with area and place) */
  jobId?: number
  /** the page the form is on, stored with the application */
  sourcePage: string
  /** what the server kept when a form sent without JavaScript was refused */
  initial?: { values?: ApplicationFormValues; fieldErrors?: ApplicationFieldErrors; message?: string }
}

/**
 * The short application: a plain multipart form that works without JavaScript (the endpoint
 * answers with a redirect), and with it checks the fields in the browser with the server's own
 * schema, uploads with a progress bar and shows the server's messages at the fields.
 */
export function ApplicationForm({ jobId, sourcePage, initial }: ApplicationFormProps) {
  const initiative = jobId === undefined
  const values = initial?.values ?? emptyApplicationForm
  const [errors, setErrors] = useState<ApplicationFieldErrors>(initial?.fieldErrors ?? {})
  const [message, setMessage] = useState<string | undefined>(initial?.message)
  const [progress, setProgress] = useState<number>()
  const [submitted, setSubmitted] = useState(Boolean(initial?.fieldErrors))
  const [ready, setReady] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => setReady(true), [])
  const id = (name: string) => `bewerbung-${name}`

  const check = (element: HTMLFormElement): ApplicationFieldErrors => {
    const data = new FormData(element)
    const result = validateApplication(
      applicationValuesFrom((name) => {
        const value = data.get(name)
        return typeof value === 'string' ? value : undefined
      }),
      { initiative },
    )
    const files = (name: string) => [...((element.elements.namedItem(name) as HTMLInputElement | null)?.files ?? [])]
    return { ...(result.success ? {} : result.fieldErrors), ...checkChosenFiles(files('cv')[0], files('attachments')) }
  }

  const focusFirst = (found: ApplicationFieldErrors) => {
    const first = APPLICATION_FIELDS.find((name) => found[name])
    if (first) document.getElementById(id(first))?.focus()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (progress !== undefined) return
    const element = event.currentTarget
    setSubmitted(true)
    const found = check(element)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      setMessage(CHECK_FIELDS)
      focusFirst(found)
      return
    }
    setMessage(undefined)
    setProgress(0)
    const request = new XMLHttpRequest()
    request.open('POST', API_PATHS.application)
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(progressEvent.loaded / progressEvent.total)
    }
    request.onload = () => {
      let answer: { ok?: boolean; redirect?: string; message?: string; fieldErrors?: ApplicationFieldErrors } = {}
      try {
        answer = JSON.parse(request.responseText)
      } catch {
        // not our JSON (a proxy's error page): the generic message below
      }
      if (request.status === 200 && answer.ok && answer.redirect) {
        window.location.assign(answer.redirect)
        return
      }
      setProgress(undefined)
      setErrors(answer.fieldErrors ?? {})
      setMessage(answer.message ?? NETWORK_ERROR)
      if (answer.fieldErrors) focusFirst(answer.fieldErrors)
    }
    request.onerror = () => {
      setProgress(undefined)
      setMessage(NETWORK_ERROR)
    }
    request.send(new FormData(element))
  }

  const onChange = () => {
    if (!submitted || !form.current) return
    const found = check(form.current)
    setErrors(found)
    if (Object.keys(found).length === 0) setMessage(undefined) // everything fixed: the summary goes too
  }

  const describe = (name: ApplicationField, hint?: boolean) =>
    [hint ? `${id(name)}-hint` : '', errors[name] ? `${id(name)}-error` : ''].filter(Boolean).join(' ') || undefined
  const props = (name: ApplicationField, hint = false) => ({
    id: id(name),
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describe(name, hint),
  })
  const error = (name: ApplicationField) => <FieldError id={`${id(name)}-error`} message={errors[name]} />
  const required = (
    <span aria-hidden="true" className="text-destructive">
      {' '}
      *
    </span>
  )
  // required fields carry the star; the others stay unmarked so the form fits one phone screen
  const optional = <span className="font-normal text-muted-foreground"> (optional)</span>
  const cell = (children: ReactNode) => <div className="space-y-1">{children}</div>
  const uploading = progress !== undefined

  return (
    <form
      ref={form}
      id="bewerbung"
      action={API_PATHS.application}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label={initiative ? 'Initiativbewerbung' : 'Kurzbewerbung'}
      className="scroll-mt-24 space-y-3 text-sm"
      data-application-form={ready ? 'ready' : ''}
    >
      {jobId !== undefined && <input type="hidden" name="jobId" value={jobId} />}
      <input type="hidden" name="sourcePage" value={sourcePage} />
      {message && (
        <Alert variant="destructive" className="p-3" data-form-message="">
          {message}
        </Alert>
      )}
      <div className="grid grid-cols-2 gap-3">
        {cell(
          <>
            <Label htmlFor={id('firstName')}>Vorname{required}</Label>
            <Input autoComplete="given-name" aria-required="true" defaultValue={values.firstName} {...props('firstName')} />
            {error('firstName')}
          </>,
        )}
        {cell(
          <>
            <Label htmlFor={id('lastName')}>Nachname{required}</Label>
            <Input autoComplete="family-name" aria-required="true" defaultValue={values.lastName} {...props('lastName')} />
            {error('lastName')}
          </>,
        )}
      </div>
      {cell(
        <>
          <Label htmlFor={id('email')}>E-Mail{required}</Label>
          <Input type="email" autoComplete="email" aria-required="true" defaultValue={values.email} {...props('email')} />
          {error('email')}
        </>,
      )}
      <div className="grid grid-cols-2 gap-3">
        {cell(
          <>
            <Label htmlFor={id('phone')}>Telefon</Label>
            <Input type="tel" autoComplete="tel" defaultValue={values.phone} {...props('phone')} />
            {error('phone')}
          </>,
        )}
        {cell(
          <>
            <Label htmlFor={id('earliestStart')}>Frühester Eintritt</Label>
            <Input placeholder="z. B. sofort" defaultValue={values.earliestStart} {...props('earliestStart')} />
            {error('earliestStart')}
          </>,
        )}
      </div>
      {initiative && (
        <div className="grid grid-cols-2 gap-3">
          {cell(
            <>
              <Label htmlFor={id('desiredArea')}>Gewünschter Bereich</Label>
              <Input placeholder="z. B. Küche" defaultValue={values.desiredArea} {...props('desiredArea')} />
              {error('desiredArea')}
            </>,
          )}
          {cell(
            <>
              <Label htmlFor={id('desiredPlace')}>Wunschort</Label>
              <Input placeholder="z. B. Hamburg" defaultValue={values.desiredPlace} {...props('desiredPlace')} />
              {error('desiredPlace')}
            </>,
          )}
        </div>
      )}
      {cell(
        <>
          <Label htmlFor={id('cv')}>Lebenslauf</Label>
          <input type="file" accept={ACCEPTED_FILE_TYPES} className="file-field" {...props('cv', true)} />
          <p id={`${id('cv')}-hint`} className="text-xs text-muted-foreground">
            PDF, DOCX, DOC, ODT, JPG oder PNG, höchstens 10 MB
          </p>
          {error('cv')}
        </>,
      )}
      {cell(
        <>
          <Label htmlFor={id('attachments')}>Weitere Unterlagen</Label>
          <input type="file" multiple accept={ACCEPTED_FILE_TYPES} className="file-field" {...props('attachments', true)} />
          <p id={`${id('attachments')}-hint`} className="text-xs text-muted-foreground">
            Zeugnisse o. Ä.: bis zu 3 Dateien, zusammen höchstens 20 MB
          </p>
          {error('attachments')}
        </>,
      )}
      {cell(
        <>
          <Label htmlFor={id('message')}>Nachricht</Label>
          {/* two lines: no cover letter is asked for, and the form fits one phone screen */}
          <Textarea rows={2} style={{ minHeight: '3.5rem' }} placeholder="Kein Anschreiben nötig" defaultValue={values.message} {...props('message')} />
          {error('message')}
        </>,
      )}

      {/* Honeypot: invisible to people and screen readers, bots tend to fill it. */}
      <div aria-hidden="true" className="honeypot">
        <label htmlFor={id(APPLICATION_HONEYPOT)}>Website</label>
        <input id={id(APPLICATION_HONEYPOT)} name={APPLICATION_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="space-y-1">
        <div className="flex items-start gap-2">
          <input type="checkbox" className="checkbox mt-0.5" aria-required="true" defaultChecked={values.privacyAccepted} {...props('privacyAccepted')} />
          <Label htmlFor={id('privacyAccepted')} className="text-xs font-normal leading-snug">
            Ich habe die{' '}
            <PrivacyLink className="text-link" newTab>
              Datenschutzerklärung
            </PrivacyLink>{' '}
            gelesen und bin mit der Verarbeitung meiner Angaben und Unterlagen für meine Bewerbung einverstanden.{required}
          </Label>
        </div>
        {error('privacyAccepted')}
      </div>
      <div className="flex items-start gap-2">
        <input type="checkbox" className="checkbox mt-0.5" defaultChecked={values.talentPool} {...props('talentPool')} />
        <Label htmlFor={id('talentPool')} className="text-xs font-normal leading-snug">
          Talentpool: Bewerbung 24 Monate aufbewahren und mir passende Stellen vorschlagen{optional}
        </Label>
      </div>

      {uploading && (
        <div className="space-y-1" data-upload-progress="">
          <progress
            className="h-2 w-full overflow-hidden rounded accent-brand-700"
            value={Math.round((progress ?? 0) * 100)}
            max={100}
            aria-label="Upload-Fortschritt"
          />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {progress !== undefined && progress < 1 ? `Wird hochgeladen … ${Math.round(progress * 100)} %` : 'Wird gespeichert …'}
          </p>
        </div>
      )}
      <Button type="submit" variant="luxury" size="lg" disabled={uploading} className="w-full">
        {uploading ? 'Wird gesendet …' : 'Bewerbung absenden'}
      </Button>
    </form>
  )
}
