import type { DefaultCellComponentProps } from 'payload'
import { inboxStatus } from '@/features/contact/lib/inbox'
import './contact-inbox.scss'

/** „Offen“/„Erledigt“ in the contact requests list instead of a checkbox's true/false. */
export function InboxStatusCell({ cellData }: DefaultCellComponentProps) {
  const status = inboxStatus(cellData as boolean | null | undefined)
  return (
    <span className="inbox-status" data-status={status === 'Offen' ? 'open' : 'done'}>
      {status}
    </span>
  )
}
