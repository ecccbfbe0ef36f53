'use client'
import { Icon } from '@/components/site/Icon'
import { PrivacyLink } from '@/components/site/SitePages.client'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/Button'
import { cn } from '@/components/ui/cn'
import type { CookiePreferences } from '@/features/consent/lib'

// The cookie banner's notice and settings dialog. CookieBanner loads this module when it shows one
// of them, so visitors who decided already never load it, and nobody evaluates it before the first paint.

export function CookieNotice({ onAcceptAll, onNecessaryOnly, onSettings }: { onAcceptAll: () => void; onNecessaryOnly: () => void; onSettings: () => void }) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} data-testid="cookie-banner" className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4">
      <div className="relative mx-auto max-w-5xl rounded-xl border bg-card p-4 text-card-foreground shadow-2xl sm:p-6">
        <Button
          variant="ghost"
          size="icon"
          className="absolute right-2 top-2"
          aria-label="Schließen – nur notwendige Funktionen erlauben"
          onClick={onNecessaryOnly}
        >
          <Icon name="x" />
        </Button>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex gap-3 pr-10">
            <Icon name="cookie" className="mt-0.5 hidden size-6 shrink-0 text-primary sm:block" />
            <div>
              <h2 id={titleId} className="text-base font-semibold">
                Cookies und lokaler Speicher
              </h2>
              {/* A sentence a line: the notice appears after the banner's delay, and on a phone a whole
                  paragraph of it was larger than the board's heading, so it became the page's Largest
                  Contentful Paint (which then waited for the banner). The browser measures blocks, not spans. */}
              <p className="mt-1 text-sm text-muted-foreground">
                <span className="block">Ihre Auswahl speichern wir im lokalen Speicher Ihres Browsers; das ist technisch notwendig.</span>{' '}
                <span className="block">Statistik- und Marketingfunktionen nutzen wir nur, wenn Sie einwilligen.</span>
              </p>
              <p className="text-sm text-muted-foreground">
                <span className="block">Sie können Ihre Entscheidung jederzeit über „Cookie-Einstellungen“ am Seitenende ändern oder widerrufen.</span>{' '}
                <span className="block">
                  Mehr dazu in unserer <PrivacyLink className="text-link font-medium">Datenschutzerklärung</PrivacyLink>.
                </span>
              </p>
            </div>
          </div>
          {/* phones: the two decisions side by side, settings below; wider: one row */}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end lg:shrink-0">
            <Button variant="ghost" className="order-last col-span-2 sm:order-none" onClick={onSettings}>
              Einstellungen
            </Button>
            <Button variant="outline" className="max-sm:px-3" onClick={onNecessaryOnly}>
              Nur notwendige
            </Button>
            <Button className="max-sm:px-3" onClick={onAcceptAll}>
              Alle akzeptieren
            </Button>
          </div>
        </div>
      </div>
    </section>
  )
}

const categories: { key: keyof CookiePreferences; label: string; description: string }[] = [
  {
    key: 'necessary',
    label: 'Notwendig',
    description: 'Erforderlich für den Betrieb der Website, zum Beispiel um Ihre Auswahl in diesem Dialog zu speichern. Immer aktiv.',
  },
  {
    key: 'analytics',
    label: 'Statistik',
    description: 'Hilft uns zu verstehen, wie Besucherinnen und Besucher die Website nutzen, damit wir sie verbessern können.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Ermöglicht es, Ihnen passende Angebote auch auf anderen Websites zu zeigen.',
  },
]

/**
 * Modal settings dialog on the native <dialog>: showModal() makes the rest of the page inert, Escape
 * closes it and focus goes back to the opener. Tab wraps around inside (by default it would leave
 * the page for the browser's own controls).
 */
export function SettingsDialog({
  initial,
  onSave,
  onDismiss,
}: {
  initial: CookiePreferences
  onSave: (choice: CookiePreferences) => void
  onDismiss: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const [choice, setChoice] = useState<CookiePreferences>({ ...initial, necessary: true })
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    // React removes the <dialog> on close, so the browser cannot return focus itself: we do.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      dialog?.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault() // React owns the open state
        onDismiss()
      }}
      onKeyDown={(event) => trapTab(event, ref.current)}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border bg-card p-0 text-card-foreground shadow-2xl backdrop:bg-brand-950/60"
    >
      <div className="relative p-6">
        <Button variant="ghost" size="icon" className="absolute right-3 top-3" aria-label="Dialog schließen" onClick={onDismiss}>
          <Icon name="x" />
        </Button>
        <h2 id={titleId} className="pr-10 text-lg font-semibold">
          Cookie-Einstellungen
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-muted-foreground">
          Wählen Sie, welche Funktionen wir verwenden dürfen. Ihre Auswahl gilt, bis Sie sie hier ändern.
        </p>
        <ul className="mt-5 space-y-4">
          {categories.map(({ key, label, description }) => {
            const locked = key === 'necessary'
            return (
              <li key={key} className="flex items-start justify-between gap-4 rounded-lg border p-4">
                <div>
                  <p id={`${titleId}-${key}`} className="text-sm font-medium">
                    {label}
                  </p>
                  <p id={`${titleId}-${key}-info`} className="mt-1 text-sm text-muted-foreground">
                    {description}
                  </p>
                </div>
                <Switch
                  checked={locked || Boolean(choice[key])}
                  disabled={locked}
                  labelledBy={`${titleId}-${key}`}
                  describedBy={`${titleId}-${key}-info`}
                  onChange={(on) => setChoice((current) => ({ ...current, [key]: on, necessary: true }))}
                />
              </li>
            )
          })}
        </ul>
        <div className="mt-6 flex justify-end">
          <Button onClick={() => onSave({ ...choice, necessary: true })}>Auswahl speichern</Button>
        </div>
      </div>
    </dialog>
  )
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement | null) {
  if (event.key !== 'Tab' || !container) return
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE))
  if (!focusable.length) return
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const active = document.activeElement
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}

function Switch({
  checked,
  disabled,
  labelledBy,
  describedBy,
  onChange,
}: {
  checked: boolean
  disabled?: boolean
  labelledBy: string
  describedBy: string
  onChange: (checked: boolean) => void
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed',
        checked ? 'bg-primary' : 'bg-slate-400',
        disabled && 'opacity-60',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('pointer-events-none block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0')}
      />
    </button>
  )
}
