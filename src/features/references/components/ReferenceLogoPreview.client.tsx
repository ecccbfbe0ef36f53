'use client'
import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { API_PATHS } from '@/lib/paths'
import './reference-preview.scss'

type MediaDoc = { url?: string | null; alt?: string | null; sizes?: { thumbnail?: { url?: string | null } } }

/**
 * The logo as the home page's „Referenzen“ tile will show it (size, inverted colours, name below),
 * following the form as the editor changes it, before saving.
 */
export function ReferenceLogoPreview() {
  const logo = useFormFields(([fields]) => fields.logo?.value) as number | string | MediaDoc | null | undefined
  const name = useFormFields(([fields]) => fields.name?.value) as string | undefined
  const invert = useFormFields(([fields]) => fields.invertColors?.value) as boolean | undefined
  const showName = useFormFields(([fields]) => fields.showName?.value) as boolean | undefined
  const [media, setMedia] = useState<MediaDoc | null>(null)

  useEffect(() => {
    if (!logo) return setMedia(null)
    if (typeof logo === 'object') return setMedia(logo)
    let cancelled = false
    fetch(`${API_PATHS.media}/${encodeURIComponent(String(logo))}?depth=0`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: MediaDoc | null) => !cancelled && setMedia(doc))
      .catch(() => !cancelled && setMedia(null))
    return () => {
      cancelled = true
    }
  }, [logo])

  const src = media?.sizes?.thumbnail?.url || media?.url
  return (
    <div className="field-type reference-preview" data-reference-preview>
      <h3 className="reference-preview__label">Vorschau auf der Website</h3>
      <div className="reference-preview__stage">
        <div className="reference-preview__tile">
          {src ? (
            // eslint-disable-next-line @next/next/no-img-element -- the admin preview shows the upload as it is
            <img src={src} alt={media?.alt || `Logo ${name ?? ''}`} className={invert ? 'reference-preview__logo is-inverted' : 'reference-preview__logo'} />
          ) : (
            <span className="reference-preview__name">{name || 'Name der Referenz'}</span>
          )}
          {src && showName ? <span className="reference-preview__caption">{name}</span> : null}
        </div>
      </div>
      <p className="reference-preview__hint">
        {src
          ? 'So erscheint das Logo im Bereich „Referenzen“ der Startseite.'
          : 'Ohne Logo zeigt die Website den Namen. Wählen Sie ein Logo oder geben Sie eine Logo-URL ein und speichern Sie.'}
      </p>
    </div>
  )
}
