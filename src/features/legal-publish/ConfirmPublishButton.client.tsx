'use client'
import { ConfirmationModal, PublishButton, getHTMLDiffComponents, useDocumentInfo, useForm, useFormFields, useModal } from '@payloadcms/ui'
import { useState, type MouseEvent, type ReactNode } from 'react'
import { changeSummary, linesToHtml, needsPublishConfirmation, pageTextLines } from './text'
import { restDocumentPath } from '@/lib/paths'

const MODAL_SLUG = 'confirm-legal-publish'

type Review = { summary: string; from: ReactNode; to: ReactNode }

/**
 * „Änderungen veröffentlichen“ of a page. For Datenschutz and Impressum a click first shows what
 * changes against the published text, side by side; only „Jetzt veröffentlichen“ publishes.
 */
export function ConfirmPublishButton() {
  const { id, collectionSlug, setHasPublishedDoc, setMostRecentVersionIsAutosaved, setUnpublishedVersionCount } = useDocumentInfo()
  const { getData, submit } = useForm()
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const { openModal } = useModal()
  const [review, setReview] = useState<Review | null>(null)

  const onClickCapture = (event: MouseEvent) => {
    if (!needsPublishConfirmation(slug) || !(event.target as HTMLElement).closest('#action-save')) return
    event.preventDefault()
    event.stopPropagation()
    void (async () => {
      // without ?draft the API answers the published version
      const published =
        id && collectionSlug
          ? await fetch(`${restDocumentPath(collectionSlug, id)}?depth=0`, { credentials: 'include' })
              .then((response) => (response.ok ? response.json() : null))
              .catch(() => null)
          : null
      const before = published?._status === 'published' ? pageTextLines(published) : []
      const after = pageTextLines(getData())
      const { From, To } = getHTMLDiffComponents({ fromHTML: linesToHtml(before), toHTML: linesToHtml(after) })
      setReview({ summary: changeSummary(before, after), from: From, to: To })
      openModal(MODAL_SLUG)
    })()
  }

  return (
    <div onClickCapture={onClickCapture} style={{ display: 'contents' }}>
      <PublishButton />
      {review && (
        <ConfirmationModal
          modalSlug={MODAL_SLUG}
          heading="Rechtstext veröffentlichen?"
          cancelLabel="Abbrechen"
          confirmLabel="Jetzt veröffentlichen"
          confirmingLabel="Wird veröffentlicht …"
          onConfirm={async () => {
            if (!id || !collectionSlug) return
            // Publishes this form's content itself, as Payload's button does. That button is disabled
            // for a while after an autosave (saved, the count of unpublished versions not yet
            // refreshed), and a click on it then did nothing: the text stayed unpublished.
            const result = await submit({ action: `${restDocumentPath(collectionSlug, id)}?depth=0`, overrides: { _status: 'published' } })
            if (result) {
              setUnpublishedVersionCount(0)
              setMostRecentVersionIsAutosaved(false)
              setHasPublishedDoc(true)
            }
          }}
          body={
            <div className="legal-publish-review">
              <p>Bitte prüfen Sie die Änderungen, bevor die Seite öffentlich wird. {review.summary}</p>
              <div
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
                  gap: '1rem',
                  maxHeight: '55vh',
                  overflow: 'auto',
                  textAlign: 'left',
                }}
              >
                <section aria-label="Bisher veröffentlicht">
                  <h4>Bisher veröffentlicht</h4>
                  {review.from ?? <p>(noch nicht veröffentlicht)</p>}
                </section>
                <section aria-label="Nach dem Veröffentlichen">
                  <h4>Nach dem Veröffentlichen</h4>
                  {review.to}
                </section>
              </div>
            </div>
          }
        />
      )}
    </div>
  )
}
