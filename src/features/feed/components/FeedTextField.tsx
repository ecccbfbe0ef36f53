import type { TextareaFieldServerProps } from 'payload'
import { feedTextAsOnSite } from '@/features/job-texts/preview'
import './feed-job.scss'

/** An imported job's text, rendered as on the job page (never as HTML source); the import owns it. */
export function FeedTextField({ field, data }: TextareaFieldServerProps) {
  const html = feedTextAsOnSite(field.name, (data?.[field.name] as string | null | undefined) ?? null)
  const label = typeof field.label === 'string' ? field.label : field.name
  return (
    <div className="field-type feed-text" data-feed-text={field.name}>
      <h3 className="feed-text__label" id={`feed-text-${field.name}`}>
        {label}
      </h3>
      {html ? (
        <div className="feed-text__body" role="region" aria-labelledby={`feed-text-${field.name}`} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="feed-text__empty">Der Feed liefert für diesen Abschnitt keinen Text.</p>
      )}
    </div>
  )
}
