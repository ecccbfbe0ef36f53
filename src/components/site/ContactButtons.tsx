import { Icon } from '@/components/site/Icon'
import { SmartLink } from '@/components/site/SmartLink'
import { buttonVariants } from '@/components/ui/Button'
import { cn } from '@/components/ui/cn'
import { telHref } from '@/lib/content/phone'
import { homeSectionPath } from '@/lib/paths'

/** 'Kontakt aufnehmen' (to /#contact) and, when a phone number is set, a call button. */
export function ContactButtons({ contactLabel, phoneLabel, phone }: { contactLabel?: string | null; phoneLabel?: string | null; phone?: string | null }) {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <SmartLink href={homeSectionPath('contact')} className={buttonVariants({ variant: 'luxury', size: 'lg' })}>
        <Icon name="mail" />
        {contactLabel || 'Kontakt aufnehmen'}
      </SmartLink>
      {phone ? (
        <a href={telHref(phone)} className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'h-auto min-h-11 whitespace-normal py-2 text-center')}>
          <Icon name="phone" />
          {phoneLabel || 'Anrufen'}: {phone}
        </a>
      ) : null}
    </div>
  )
}
