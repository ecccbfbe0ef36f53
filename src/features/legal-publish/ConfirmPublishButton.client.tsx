'use client'
import { ConfirmationModal, PublishButton, getHTMLDiffComponents, useDocumentInfo, useForm, useFormFields, useModal } from '@payloadcms/ui'
import { useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { changeSummary, linesToHtml, needsPublishConfirmation, pageTextLines } from './text'
import { restDocumentPath } from '@/lib/paths'

const MODAL_SLUG = 'confirm-legal-publish'

type Review = { summary: string; from: ReactNode; to: ReactNode }

/**
 * „Änderungen veröffentlichen“ of a page. For Datenschutz and Impressum a click first shows what
 * changes against the published text, side by side; only „Jetzt veröffentlichen“ publishes.
 */
export function ConfirmPublishButton() {
  const { id, collectionSlug } = useDocumentInfo()
  const { getData } = useForm()
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const { openModal } = useModal()
  const wrapper = useRef<HTMLDivElement>(null)
  const confirmed = useRef(false)
  const [review, setReview] = useState<Review | null>(null)

  const onClickCapture = (event: MouseEvent) => {
    if (!needsPublishConfirmation(slug) || !(event.target as HTMLElement).closest('#action-save')) return
    if (confirmed.current) {
      confirmed.current = false
      return
    }
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
    <div ref={wrapper} onClickCapture={onClickCapture} style={{ display: 'contents' }}>
      <PublishButton />
      {review && (
        <ConfirmationModal
          modalSlug={MODAL_SLUG}
          heading="Rechtstext veröffentlichen?"
          cancelLabel="Abbrechen"
          confirmLabel="Jetzt veröffentlichen"
          confirmingLabel="Wird veröffentlicht …"
          onConfirm={async () => {
            confirmed.current = true
            // an autosave still running disables the button for a moment (longer on a busy server)
            const button = () => wrapper.current?.querySelector<HTMLButtonElement>('#action-save')
            for (let tries = 0; tries < 300 && button()?.disabled; tries++) await new Promise((resolve) => setTimeout(resolve, 100))
            button()?.click()
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
