import { env } from '@/env'
import { ContactInboxFilters } from './ContactInboxFilters.client'
import './contact-inbox.scss'

/** Above the contact requests list: open/done/all, CSV export of the current filter, the retention period. */
export function ContactInboxBar() {
  const days = env().CONTACT_RETENTION_DAYS
  return (
    <div className="contact-inbox-bar">
      <ContactInboxFilters />
      <p className="contact-inbox-bar__retention">
        Aufbewahrungsfrist: Anfragen werden {days} Tage (etwa {Math.round(days / 30.4)} Monate) nach Eingang automatisch gelöscht.
      </p>
    </div>
  )
}
