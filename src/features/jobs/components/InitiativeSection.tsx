import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { DeferredApplicationForm } from '@/features/applications/components/DeferredApplicationForm.client'
import { buttonVariants } from '@/components/ui/Button'
import type { ContactInfo } from '@/lib/jobs/contact'
import { ContactCard } from './ContactCard'
import { CANDIDATES_PATH, homeSectionPath, INITIATIVE_APPLICATION_PATH } from '@/lib/paths'

/** Anchor of the board's initiative-application section; „Initiativbewerbung senden“ elsewhere on the site links to /bewerbende#kontakt. */
export const INITIATIVE_ANCHOR = 'kontakt'
export const INITIATIVE_LINK_LABEL = 'Initiativbewerbung senden'

/** A link to the section, for the places where a visitor finds no fitting job. */
export function InitiativeLink({ href = `#${INITIATIVE_ANCHOR}`, className }: { href?: string; className?: string }) {
  return (
    <a href={href} className={className ?? buttonVariants({ variant: 'outline' })} data-initiative-link="">
      <Icon name="send" />
      {INITIATIVE_LINK_LABEL}
    </a>
  )
}

/** The board's #kontakt section: the initiative application form beside the contact person's phone and e-mail. */
export function InitiativeSection({ contact }: { contact?: ContactInfo }) {
  return (
    <section id={INITIATIVE_ANCHOR} aria-labelledby="initiativ-titel" className="scroll-mt-20 bg-brand-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Initiativbewerbung</p>
          <h2 id="initiativ-titel" className="text-3xl font-bold tracking-tight text-brand-950">
            Keine passende Stelle dabei?
          </h2>
          <p className="max-w-2xl text-lg leading-relaxed text-muted-foreground">
            Viele Positionen besetzen wir diskret, ohne sie öffentlich auszuschreiben. Senden Sie uns Ihre Initiativbewerbung: Wir melden uns persönlich bei
            Ihnen, sobald eine Aufgabe zu Ihrem Profil passt.
          </p>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Ihre Unterlagen werden niemals ohne Ihre ausdrückliche Zustimmung an Unternehmen weitergegeben.
          </p>
          <div className="mt-2 w-full rounded-xl border bg-background p-4 shadow-sm sm:p-6">
            <DeferredApplicationForm sourcePage={CANDIDATES_PATH} formPath={INITIATIVE_APPLICATION_PATH} />
          </div>
        </div>
        <div className="flex flex-col gap-4 lg:pt-24">
          {contact && <ContactCard contact={contact} />}
          <p className="text-sm text-muted-foreground">
            Sie suchen als Unternehmen Personal oder einen Pächter?{' '}
            <Link href={homeSectionPath('contact')} className="text-link">
              Zum Kontaktformular
            </Link>
          </p>
        </div>
      </div>
    </section>
  )
}
