import { Img } from '@/components/ui/Image'
import { Icon, IconLine } from '@/components/site/Icon'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card'
import type { ContactInfo } from '@/lib/jobs/contact'

export function ContactCard({ contact }: { contact: ContactInfo }) {
  const place = [contact.postalCode, contact.city].filter(Boolean).join(' ')
  return (
    <Card data-contact-card="">
      <CardHeader>
        <CardTitle>Ihr Ansprechpartner</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          {contact.photo ? (
            <Img src={contact.photo} alt={contact.name ?? ''} width={64} height={64} className="size-16 rounded-full object-cover" />
          ) : (
            <div aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon name="user" className="size-8" />
            </div>
          )}
          <div>
            {contact.name && <p className="font-semibold">{contact.name}</p>}
            {contact.title && <p className="text-sm text-muted-foreground">{contact.title}</p>}
          </div>
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          {contact.phone && (
            <IconLine icon="phone" className="flex items-center gap-2" iconClassName="size-4 text-brand-700">
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
                {contact.phone}
              </a>
            </IconLine>
          )}
          {contact.email && (
            <IconLine icon="mail" className="flex items-center gap-2" iconClassName="size-4 text-brand-700">
              <a href={`mailto:${contact.email}`} className="break-all hover:underline">
                {contact.email}
              </a>
            </IconLine>
          )}
          {(contact.street || place) && (
            <IconLine icon="map-pin" className="flex items-start gap-2" iconClassName="mt-0.5 size-4 text-brand-700">
              <address className="not-italic">
                {contact.street}
                {contact.street && place && <br />}
                {place}
              </address>
            </IconLine>
          )}
        </ul>
      </CardContent>
    </Card>
  )
}
