import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { CookieSettingsLink } from '@/features/consent/components/CookieSettingsLink.client'
import { Logo } from '@/components/site/Logo'
import { getSiteSettings } from '@/features/site-shell/settings'
import { ownOriginMediaPath } from '@/lib/content/ownOrigin'
import { telHref } from '@/lib/content/phone'
import type { Media } from '@/payload-types'
import { CANDIDATES_PATH, HOME_PATH, homeSectionPath, sitePagePaths, type SitePagePaths } from '@/lib/paths'

type FooterLink = { label: string; href: string }
const link = (label: string, href: string | undefined): FooterLink[] => (href ? [{ label, href }] : [])

/** The footer's link columns: fixed routes from paths.ts, CMS pages as editors chose them. */
const footerColumns = (pages: SitePagePaths) => [
  {
    title: 'Services',
    links: [
      ...link('Für Unternehmen', pages.companies),
      { label: 'Für Bewerbende', href: CANDIDATES_PATH },
      ...link('Verpachtung', pages.lease),
      { label: 'Expertise', href: homeSectionPath('expertise') },
    ],
  },
  {
    title: 'Unternehmen',
    links: [...link('Über uns', pages.about), { label: 'Kontakt', href: homeSectionPath('contact') }],
  },
]

const footerLink = 'footer-link'

export async function Footer() {
  const settings = await getSiteSettings()
  const pages = sitePagePaths(settings.sitePages)
  const legal = [...link('Impressum', pages.imprint), ...link('Datenschutz', pages.privacy)]
  const logo = typeof settings.logo === 'object' && settings.logo ? ownOriginMediaPath((settings.logo as Media).url) : null
  return (
    <footer className="bg-brand-950 text-white">
      <div className="page-container footer-grid">
        <div className="col-span-2 lg:col-span-4">
          <Link href={HOME_PATH} className="inline-block rounded-md focus-ring-white" aria-label={`${settings.companyName} – Startseite`}>
            <Logo name={settings.companyName} src={logo} tone="dark" />
          </Link>
          {settings.footerBlurb ? <p className="footer-blurb">{settings.footerBlurb}</p> : null}
        </div>
        {footerColumns(pages).map((column) => (
          <nav key={column.title} aria-label={column.title} className="lg:col-span-2">
            <h2 className="footer-heading">{column.title}</h2>
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
          <h2 className="footer-heading">Kontakt</h2>
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
                  <Icon name="mail" className="footer-icon" />
                  {settings.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="page-container footer-bottom">
          <p>© 2025 {settings.companyName}</p>
          <p className="md:text-center">Alle Personenbezeichnungen gelten für alle Geschlechter (m/w/d).</p>
          <ul className="flex gap-5">
            {legal.map((entry) => (
              <li key={entry.label}>
                <Link href={entry.href} className={footerLink}>
                  {entry.label}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsLink className={footerLink} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
