import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { CookieSettingsLink } from '@/components/consent/CookieSettingsLink.client'
import { Logo } from '@/components/site/Logo'
import { getSiteSettings } from '@/data/settings'
import { ownOriginMediaPath } from '@/lib/content/ownOrigin'
import { telHref } from '@/lib/content/phone'
import type { Media } from '@/payload-types'

const COLUMNS = [
  {
    title: 'Services',
    links: [
      { label: 'Für Unternehmen', href: '/unternehmen' },
      { label: 'Für Bewerbende', href: '/bewerbende' },
      { label: 'Verpachtung', href: '/verpachtung' },
      { label: 'Expertise', href: '/#expertise' },
    ],
  },
  {
    title: 'Unternehmen',
    links: [
      { label: 'Über uns', href: '/ueber-uns' },
      { label: 'Kontakt', href: '/#contact' },
    ],
  },
]

const footerLink = 'rounded text-brand-100 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white'

export async function Footer() {
  const settings = await getSiteSettings()
  const logo = typeof settings.logo === 'object' && settings.logo ? ownOriginMediaPath((settings.logo as Media).url) : null
  return (
    <footer className="bg-brand-950 text-white">
      <div className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:px-8 lg:py-16">
        <div className="col-span-2 lg:col-span-4">
          <Link href="/" className="inline-block rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white" aria-label={`${settings.companyName} – Startseite`}>
            <Logo name={settings.companyName} src={logo} tone="dark" />
          </Link>
          {settings.footerBlurb ? <p className="mt-5 max-w-sm text-sm leading-relaxed text-brand-200">{settings.footerBlurb}</p> : null}
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="lg:col-span-2">
            <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-gold">{column.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 lg:col-span-4">
          <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-gold">Kontakt</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {settings.phone ? (
              <li>
                <a href={telHref(settings.phone)} className={`${footerLink} inline-flex items-center gap-3`}>
                  <Icon name="phone" className="size-4 text-accent-gold" />
                  {settings.phone}
                </a>
              </li>
            ) : null}
            {settings.email ? (
              <li>
                <a href={`mailto:${settings.email}`} className={`${footerLink} inline-flex items-center gap-3 break-all`}>
                  <Icon name="mail" className="size-4 shrink-0 text-accent-gold" />
                  {settings.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 text-xs text-brand-200 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>© 2025 {settings.companyName}</p>
          <p className="md:text-center">Alle Personenbezeichnungen gelten für alle Geschlechter (m/w/d).</p>
          <ul className="flex gap-5">
            <li>
              <Link href="/impressum" className={footerLink}>
                Impressum
              </Link>
            </li>
            <li>
              <Link href="/datenschutz" className={footerLink}>
                Datenschutz
              </Link>
            </li>
            <li>
              <CookieSettingsLink className={footerLink} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
