import { Icon } from '@/components/site/Icon'
import { ContactForm } from '@/features/contact/components/ContactForm.client'
import { Section } from '@/components/site/Section'
import { telHref } from '@/lib/content/phone'
import type { ContactBlock as Props } from '@/payload-types'
import type { BlockContext } from '../types'

export function ContactComponent({ block, ctx }: { block: Props; ctx: BlockContext }) {
  const { phone, email } = ctx.settings
  return (
    <Section id="contact" tone="tinted" labelledBy="contact-titel">
      <div className="contact-grid">
        <div className="lg:col-span-2">
          <p className="eyebrow">{block.eyebrow}</p>
          <h2 id="contact-titel" className="section-title">
            {block.heading}
          </h2>
          {block.text ? <p className="contact-lead">{block.text}</p> : null}
          <ul className="mt-8 space-y-4">
            {phone ? (
              <li>
                <a href={telHref(phone)} className="contact-channel">
                  <span className="contact-channel-icon">
                    <Icon name="phone" className="size-5" />
                  </span>
                  <span>
                    <span className="contact-channel-label">Telefon</span>
                    <span className="font-semibold text-brand-950">{phone}</span>
                  </span>
                </a>
              </li>
            ) : null}
            {email ? (
              <li>
                <a href={`mailto:${email}`} className="contact-channel">
                  <span className="contact-channel-icon">
                    <Icon name="mail" className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="contact-channel-label">E-Mail</span>
                    <span className="contact-channel-value">{email}</span>
                  </span>
                </a>
              </li>
            ) : null}
            {block.hoursNote ? (
              <li className="contact-hours">
                <Icon name="clock" className="size-5 text-brand-600" />
                {block.hoursNote}
              </li>
            ) : null}
          </ul>
        </div>
        <div className="contact-form-card">
          <ContactForm />
        </div>
      </div>
    </Section>
  )
}
