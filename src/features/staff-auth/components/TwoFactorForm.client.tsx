'use client'
import { Button } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

type Mode = 'verify' | 'enrol' | 'renew' | 'offer'
type Props = { mode: Mode; apiRoute: string; next: string; logout: string; email: string }
type Enrolment = { qrSvg: string; secret: string }

async function post(url: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) throw new Error(typeof data.error === 'string' ? data.error : 'Unbekannter Fehler. Bitte versuchen Sie es erneut.')
  return data
}

/** The second-factor steps: enter a code, or set up an app (QR code, first code, recovery codes). */
export function TwoFactorForm({ mode, apiRoute, next, logout, email }: Props) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const enrolling = mode === 'enrol' || enrolment !== null

  async function startEnrolment() {
    setError('')
    setBusy(true)
    try {
      setEnrolment((await post(`${apiRoute}/users/totp/setup`)) as Enrolment)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    setBusy(true)
    try {
      if (enrolment) {
        const result = await post(`${apiRoute}/users/totp/confirm`, { code })
        setRecoveryCodes(result.recoveryCodes as string[])
      } else {
        await post(`${apiRoute}/users/totp/verify`, { code })
        window.location.assign(next) // a full load: the admin re-reads the permissions of this session
      }
    } catch (e) {
      setError((e as Error).message)
      setBusy(false)
    }
  }

  if (recoveryCodes) {
    return (
      <section>
        <h1>Wiederherstellungscodes</h1>
        <p>
          Die Zwei-Faktor-Anmeldung ist eingerichtet. Bewahren Sie diese Codes sicher auf: Jeder Code kann einmal statt des Codes aus der App verwendet werden,
          falls Sie keinen Zugriff auf Ihr Telefon haben. Die Codes werden nur jetzt angezeigt.
        </p>
        <ul className="two-factor__codes" aria-label="Wiederherstellungscodes">
          {recoveryCodes.map((recoveryCode) => (
            <li key={recoveryCode}>
              <code>{recoveryCode}</code>
            </li>
          ))}
        </ul>
        <Button onClick={() => window.location.assign(next)}>Codes gesichert – weiter</Button>
      </section>
    )
  }

  if (!enrolling && mode !== 'verify') {
    return (
      <section>
        <h1>Zwei-Faktor-Anmeldung</h1>
        <p>
          {mode === 'renew'
            ? 'Die Zwei-Faktor-Anmeldung ist für Ihr Konto eingerichtet. Neues Telefon? Richten Sie sie neu ein; danach gilt nur noch der neue Code und neue Wiederherstellungscodes.'
            : 'Schützen Sie Ihr Konto zusätzlich: Nach dem Passwort fragt die Anmeldung dann nach einem Code aus einer Authenticator-App.'}
        </p>
        {error && (
          <p className="two-factor__error" role="alert">
            {error}
          </p>
        )}
        <Button onClick={startEnrolment} disabled={busy}>
          {mode === 'renew' ? 'Neu einrichten' : 'Jetzt einrichten'}
        </Button>
        <p>
          <a href={next}>Zurück zur Verwaltung</a>
        </p>
      </section>
    )
  }

  return (
    <section>
      <h1>{enrolling ? 'Zwei-Faktor-Anmeldung einrichten' : 'Zwei-Faktor-Anmeldung'}</h1>
      {enrolling ? (
        <>
          <p>
            {mode === 'enrol' && 'Für jedes Mitarbeiterkonto ist die Zwei-Faktor-Anmeldung Pflicht. '}
            Scannen Sie den QR-Code mit einer Authenticator-App (z. B. Aegis, FreeOTP, Google oder Microsoft Authenticator) und geben Sie den sechsstelligen
            Code ein, den die App anzeigt.
          </p>
          {enrolment ? (
            <>
              {/* SVG drawn by our own server (npm qrcode), not user input */}
              <div className="two-factor__qr" role="img" aria-label={`QR-Code für ${email}`} dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
              <p>
                Schlüssel zur manuellen Eingabe: <code className="two-factor__secret">{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
              </p>
            </>
          ) : (
            <Button onClick={startEnrolment} disabled={busy}>
              QR-Code anzeigen
            </Button>
          )}
        </>
      ) : (
        <p>Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein. Ohne Zugriff auf die App verwenden Sie einen Ihrer Wiederherstellungscodes.</p>
      )}
      {(!enrolling || enrolment) && (
        <form onSubmit={submit} className="two-factor__form">
          <label htmlFor="two-factor-code">Code</label>
          <input
            id="two-factor-code"
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            autoFocus
            required
            maxLength={24}
          />
          {error && (
            <p className="two-factor__error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" disabled={busy}>
            Bestätigen
          </Button>
        </form>
      )}
      {!enrolment && error && enrolling && (
        <p className="two-factor__error" role="alert">
          {error}
        </p>
      )}
      <p>
        <a href={logout}>Abmelden</a>
      </p>
    </section>
  )
}
