import { Icon } from '@/components/site/Icon'
import { ContactForm } from '@/components/contact/ContactForm.client'
import { Section } from '@/components/site/Section'
import { telHref } from '@/lib/content/phone'
import type { ContactBlock as Props } from '@/payload-types'
import type { BlockContext } from '../types'

export function ContactComponent({ block, ctx }: { block: Props; ctx: BlockContext }) {
  const { phone, email } = ctx.settings
  return (
    <Section id="contact" tone="tinted" labelledBy="contact-titel">
      <div className="grid gap-10 lg:grid-cols-5 lg:gap-14">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-600">{block.eyebrow}</p>
          <h2 id="contact-titel" className="mt-3 text-balance text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
            {block.heading}
          </h2>
          {block.text ? <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{block.text}</p> : null}
          <ul className="mt-8 space-y-4">
            {phone ? (
              <li>
                <a href={telHref(phone)} className="flex items-center gap-4 rounded-xl border bg-white p-4 shadow-sm transition hover:border-brand-300">
                  <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-600 text-white">
                    <Icon name="phone" className="size-5" />
                  </span>
                  <span>
                    <span className="block text-xs font-medium uppercase tracking-wide text-muted-foreground">Telefon</span>
                    <span className="font-semibold text-brand-950">{phone}</span>
                  </span>
                </a>
              </li>
            ) : null}
            {email ? (
              <li>
                <a href={`mailto:${email}`} className="flex items-center gap-4 rounded-xl border bg-white p-4 shadow-sm transition hover:border-brand-300">
                  <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-600 text-white">
                    <Icon name="mail" className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-xs font-medium uppercase tracking-wide text-muted-foreground">E-Mail</span>
                    <span className="block truncate font-semibold text-brand-950">{email}</span>
                  </span>
                </a>
              </li>
            ) : null}
            {block.hoursNote ? (
              <li className="flex items-center gap-4 px-4 text-sm text-muted-foreground">
                <Icon name="clock" className="size-5 text-brand-600" />
                {block.hoursNote}
              </li>
            ) : null}
          </ul>
        </div>
        <div className="rounded-3xl border bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8 lg:col-span-3">
          <ContactForm />
        </div>
      </div>
    </Section>
  )
}
