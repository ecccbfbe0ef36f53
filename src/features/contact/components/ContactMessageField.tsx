import type { TextareaFieldServerProps } from 'payload'
import { replyMailto } from '@/features/contact/lib/inbox'
import './contact-inbox.scss'

/** The visitor's message as readable text (not a disabled input), with „Antworten“ quoting it in a new mail. */
export function ContactMessageField({ data }: TextareaFieldServerProps) {
  const message = String(data?.message ?? '')
  const reply = data?.email
    ? replyMailto({
        email: String(data.email),
        firstName: String(data.firstName ?? ''),
        lastName: String(data.lastName ?? ''),
        message,
        createdAt: String(data.createdAt ?? ''),
      })
    : null
  return (
    <div className="field-type contact-message">
      <h3 className="contact-message__label" id="contact-message-label">
        Nachricht
      </h3>
      <blockquote className="contact-message__text" aria-labelledby="contact-message-label">
        {message}
      </blockquote>
      {reply && (
        <a className="btn btn--style-primary btn--size-medium contact-message__reply" href={reply}>
          Per E-Mail antworten
        </a>
      )}
      <p className="contact-message__hint">Öffnet Ihr E-Mail-Programm mit der Anfrage als Zitat. Haken Sie danach „Erledigt“ ab.</p>
    </div>
  )
}
