'use client'
import { useConfig } from '@payloadcms/ui'
import { useEffect, useState, type ReactNode } from 'react'
import { configuredAdminAddress } from '@/features/staff-auth/lib/adminHost'
import './host-check.scss'

/** Opened under another host name than the configured one: a German page with the right address instead of a login that cannot work. */
export function HostCheck({ children }: { children?: ReactNode }) {
  const { config } = useConfig()
  const [right, setRight] = useState<string | null>(null)
  useEffect(() => setRight(configuredAdminAddress(window.location.href, config.serverURL)), [config.serverURL])
  if (!right) return <>{children}</>
  return (
    <main className="host-check" role="main">
      <h1>Bitte öffnen Sie die Verwaltung unter ihrer richtigen Adresse</h1>
      <p>
        Sie haben die Verwaltung unter <strong>{window.location.host}</strong> geöffnet. Die Anmeldung (auch die Zwei-Faktor-Anmeldung) gilt nur unter{' '}
        <strong>{new URL(right).host}</strong>; hier würde Ihr Code mit „Bitte melden Sie sich an.“ abgelehnt.
      </p>
      <p>
        <a className="btn btn--style-primary btn--size-medium" href={right}>
          Zur Verwaltung unter {new URL(right).host}
        </a>
      </p>
    </main>
  )
}
