import type { UIFieldServerProps } from 'payload'
import { EDITABLE_ON_IMPORTED_JOBS } from '@/features/job-texts/imported'
import './feed-job.scss'

/** Above an imported job's form: why most fields are locked and which ones are not. */
export function FeedJobNote({ data }: UIFieldServerProps) {
  if (data?.source !== 'feed') return null
  return (
    <div className="feed-job-note" role="note">
      <strong>Importierte Stelle – Inhalte kommen aus dem Stellen-Feed.</strong>
      <p>
        Titel, Ort, Unternehmen, Texte, Daten und Ansprechpartner übernimmt jeder Import neu aus dem Feed; sie sind hier gesperrt. Ändern Sie diese Angaben im
        Bewerbermanagement-System, aus dem der Feed stammt.
      </p>
      <p>Hier ändern können Sie: {EDITABLE_ON_IMPORTED_JOBS.join(', ')}.</p>
    </div>
  )
}
