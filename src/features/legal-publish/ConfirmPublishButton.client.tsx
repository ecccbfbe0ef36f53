'use client'
import {
  ConfirmationModal,
  PublishButton,
  getHTMLDiffComponents,
  useDocumentInfo,
  useForm,
  useFormBackgroundProcessing,
  useFormFields,
  useFormProcessing,
  useModal,
} from '@payloadcms/ui'
import { useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { changeSummary, linesToHtml, needsPublishConfirmation, pageTextLines } from './text'
import { restDocumentPath } from '@/lib/paths'

const MODAL_SLUG = 'confirm-legal-publish'
const PUBLISH_TRIES = 3
const SETTLE_WAIT_MS = 30_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The rich-text field hands its text to the form only once the browser is idle (at most 500 ms
 * after the last key), and the button can be clicked before that when an older draft waits.
 * Read then, the form still holds the text from before the last keystrokes, and the review would
 * leave them out. Idle callbacks run in the order they were asked for, so this one comes after the
 * field's; the pause lets React apply the field's update.
 */
const afterPendingFieldUpdates = () =>
  new Promise<void>((resolve) => {
    const settle = () => setTimeout(resolve, 50)
    if ('requestIdleCallback' in window) requestIdleCallback(settle, { timeout: 1000 })
    else setTimeout(settle, 600)
  })

type Review = { summary: string; from: ReactNode; to: ReactNode }

/**
 * „Änderungen veröffentlichen“ of a page. For Datenschutz and Impressum a click first shows what
 * changes against the published text, side by side; only „Jetzt veröffentlichen“ publishes.
 */
export function ConfirmPublishButton() {
  const { id, collectionSlug, setHasPublishedDoc, setMostRecentVersionIsAutosaved, setUnpublishedVersionCount } = useDocumentInfo()
  // the form context is one object that Payload keeps current, so it is read after waiting, not captured
  const form = useForm()
  const busy = useRef(false)
  const processing = useFormProcessing()
  const autosaving = useFormBackgroundProcessing()
  busy.current = processing || autosaving
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const { openModal } = useModal()
  const [review, setReview] = useState<Review | null>(null)

  const onClickCapture = (event: MouseEvent) => {
    if (!needsPublishConfirmation(slug) || !(event.target as HTMLElement).closest('#action-save')) return
    event.preventDefault()
    event.stopPropagation()
    void (async () => {
      // without ?draft the API answers the published version
      const [published] = await Promise.all([
        id && collectionSlug
          ? fetch(`${restDocumentPath(collectionSlug, id)}?depth=0`, { credentials: 'include' })
              .then((response) => (response.ok ? response.json() : null))
              .catch(() => null)
          : null,
        afterPendingFieldUpdates(),
      ])
      const before = published?._status === 'published' ? pageTextLines(published) : []
      const after = pageTextLines(form.getData())
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
            // Publishes this form's content itself, as Payload's button does (that button stays disabled
            // for a while after an autosave). A running autosave goes first: while it runs the form
            // refuses to submit, or the two saves of the same page meet on the server; then this tries again.
            for (let tries = 0; tries < PUBLISH_TRIES; tries++) {
              for (let waited = 0; (busy.current || form.disabled) && waited < SETTLE_WAIT_MS; waited += 100) await pause(100)
              const result = await form.submit({ action: `${restDocumentPath(collectionSlug, id)}?depth=0`, overrides: { _status: 'published' } })
              if (result?.res.ok) {
                setUnpublishedVersionCount(0)
                setMostRecentVersionIsAutosaved(false)
                setHasPublishedDoc(true)
                return
              }
              await pause(1000)
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
