import type { CollectionConfig } from 'payload'
import { nobody, nobodyField, staff } from '@/features/staff-auth/access'
import { exportContactRequests } from '@/features/contact/inbox'

/** What the visitor sent and the mail status are written only by the server (Local API); the API cannot change them. */
const serverWritten = { update: nobodyField }

/**
 * Messages from the contact form. Created only by the site's own server action (Local API),
 * never through the public REST/GraphQL API; only staff can read, change or delete them.
 * What the visitor sent is read-only (in the admin and the API); staff tick „Erledigt“.
 */
export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: { singular: 'Kontaktanfrage', plural: 'Kontaktanfragen' },
  admin: {
    group: 'Anfragen',
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'handled', 'firstName', 'lastName', 'email', 'company', 'mailStatus'],
    listSearchableFields: ['firstName', 'lastName', 'email', 'company', 'message'],
    description: 'Anfragen aus dem Kontaktformular. Offene Anfragen beantworten Sie per E-Mail und haken sie dann als „Erledigt“ ab.',
    components: { beforeListTable: ['/features/contact/components/ContactInboxBar#ContactInboxBar'] },
  },
  endpoints: [{ path: '/export', method: 'get', handler: exportContactRequests }],
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: staff, create: nobody, update: staff, delete: staff },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: 'Vorname', required: true, maxLength: 100, access: serverWritten, admin: { readOnly: true } },
        { name: 'lastName', type: 'text', label: 'Nachname', required: true, maxLength: 100, access: serverWritten, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: 'E-Mail', required: true, access: serverWritten, admin: { readOnly: true } },
        { name: 'company', type: 'text', label: 'Unternehmen', maxLength: 200, access: serverWritten, admin: { readOnly: true } },
      ],
    },
    {
      name: 'message',
      type: 'textarea',
      label: 'Nachricht',
      required: true,
      maxLength: 2000,
      access: serverWritten,
      admin: { readOnly: true, components: { Field: '/features/contact/components/ContactMessageField#ContactMessageField' } },
    },
    {
      name: 'privacyAccepted',
      type: 'checkbox',
      label: 'Datenschutzerklärung akzeptiert',
      required: true,
      defaultValue: false,
      access: serverWritten,
      admin: { readOnly: true },
    },
    {
      name: 'handled',
      type: 'checkbox',
      label: 'Erledigt',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Abhaken, sobald die Anfrage beantwortet ist.',
        components: { Cell: '/features/contact/components/InboxStatusCell#InboxStatusCell' },
      },
    },
    {
      name: 'mailStatus',
      type: 'select',
      label: 'E-Mail-Status',
      defaultValue: 'pending',
      options: [
        { label: 'Wird versendet', value: 'pending' },
        { label: 'Versendet', value: 'sent' },
        { label: 'Fehlgeschlagen (wird wiederholt)', value: 'retrying' },
        { label: 'Fehlgeschlagen', value: 'failed' },
      ],
      access: serverWritten,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'mailAttempts', type: 'number', label: 'Versandversuche', defaultValue: 0, access: serverWritten, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'mailSentAt',
      type: 'date',
      label: 'Versendet am',
      access: serverWritten,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'mailError', type: 'textarea', label: 'Letzter Versandfehler', access: serverWritten, admin: { position: 'sidebar', readOnly: true } },
  ],
  timestamps: true,
}
