import type { CollectionConfig, FieldAccess } from 'payload'
import { admins, nobody, nobodyField, staff } from '@/features/staff-auth/access'
import { downloadApplicationFile } from '@/features/applications/download'
import { deleteApplicationParts, removeStoredFile, stampNotes, trackStatusChange } from '@/features/applications/hooks'

/** What the candidate sent and what the server records are written only by the server (Local API). */
const serverWritten: { update: FieldAccess } = { update: nobodyField }
const readOnlyText = (name: string, label: string, extra: Record<string, unknown> = {}) =>
  ({ name, label, type: 'text', access: serverWritten, admin: { readOnly: true }, ...extra }) as const
const readOnlyDate = (name: string, label: string) =>
  ({ name, label, type: 'date', access: serverWritten, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } }) as const

/**
 * Applications from the site's own form. Created only by the server (Local API), never through
 * the public API; only staff past the second factor can read, change or delete them. Deleting one
 * deletes its files (rows and bytes) and its download log.
 */
export const Applications: CollectionConfig<'applications'> = {
  slug: 'applications',
  labels: { singular: 'Bewerbung', plural: 'Bewerbungen' },
  admin: {
    group: 'Bewerbungen',
    useAsTitle: 'name',
    defaultColumns: ['name', 'jobTitle', 'status', 'createdAt'],
    listSearchableFields: ['firstName', 'lastName', 'email', 'jobTitle'],
    description:
      'Bewerbungen aus dem Formular der Website. Sie werden sechs Monate nach der letzten Statusänderung automatisch gelöscht (mit Talentpool-Einwilligung nach 24 Monaten).',
  },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  access: { read: staff, create: nobody, update: staff, delete: staff },
  hooks: {
    beforeChange: [trackStatusChange, stampNotes],
    beforeDelete: [deleteApplicationParts],
  },
  fields: [
    // „Nachname, Vorname“ for the list and the title; kept by the beforeChange hook
    { name: 'name', type: 'text', label: 'Name', access: serverWritten, admin: { readOnly: true, disableBulkEdit: true, condition: () => false } },
    {
      type: 'row',
      fields: [readOnlyText('firstName', 'Vorname', { required: true }), readOnlyText('lastName', 'Nachname', { required: true })],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: 'E-Mail', required: true, access: serverWritten, admin: { readOnly: true } },
        readOnlyText('phone', 'Telefon'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'job',
          type: 'relationship',
          relationTo: 'jobs',
          label: 'Stelle',
          access: serverWritten,
          admin: { readOnly: true, description: 'Leer: Initiativbewerbung' },
        },
        readOnlyText('jobTitle', 'Stelle / Initiativ', { admin: { readOnly: true, description: 'Titel der Stelle zum Zeitpunkt der Bewerbung' } }),
      ],
    },
    { name: 'message', type: 'textarea', label: 'Nachricht', access: serverWritten, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        readOnlyText('earliestStart', 'Frühester Eintritt'),
        readOnlyText('desiredArea', 'Gewünschter Bereich'),
        readOnlyText('desiredPlace', 'Wunschort'),
      ],
    },
    {
      name: 'documents',
      type: 'ui',
      label: 'Unterlagen',
      admin: { components: { Field: '/features/applications/components/ApplicationDocuments#ApplicationDocuments' } },
    },
    {
      name: 'notes',
      type: 'array',
      label: 'Notizen',
      labels: { singular: 'Notiz', plural: 'Notizen' },
      admin: { description: 'Interne Notizen; Verfasser und Zeitpunkt werden beim Speichern eingetragen.' },
      fields: [
        { name: 'text', type: 'textarea', label: 'Notiz', required: true, maxLength: 5000 },
        {
          type: 'row',
          fields: [
            { name: 'author', type: 'relationship', relationTo: 'users', label: 'Verfasst von', admin: { readOnly: true } },
            { name: 'createdAt', type: 'date', label: 'Verfasst am', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
    readOnlyText('sourcePage', 'Gesendet von Seite', { admin: { readOnly: true, description: 'Pfad der Seite, auf der das Formular stand' } }),
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: 'Neu' },
        { value: 'in_review', label: 'In Prüfung' },
        { value: 'presented', label: 'An Kunde vorgestellt' },
        { value: 'rejected', label: 'Abgesagt' },
        { value: 'hired', label: 'Eingestellt' },
        { value: 'withdrawn', label: 'Zurückgezogen' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'statusChangedAt',
      type: 'date',
      label: 'Status geändert am',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'deleteAfter',
      type: 'date',
      label: 'Wird gelöscht ab',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Sechs Monate nach der letzten Statusänderung, mit Talentpool-Einwilligung 24 Monate.' },
    },
    {
      name: 'talentPool',
      type: 'group',
      label: 'Talentpool',
      admin: { position: 'sidebar' },
      fields: [
        { name: 'consented', type: 'checkbox', label: 'Einwilligung erteilt', defaultValue: false, access: serverWritten, admin: { readOnly: true } },
        readOnlyDate('consentedAt', 'Eingewilligt am'),
        { name: 'consentText', type: 'textarea', label: 'Text der Einwilligung', access: serverWritten, admin: { readOnly: true } },
      ],
    },
    {
      name: 'ats',
      type: 'group',
      label: 'Bewerbermanagement (ATS)',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'state',
          type: 'select',
          label: 'Übermittlung',
          defaultValue: 'pending',
          // where the forwarding to the applicant-tracking system stands
          options: [
            { value: 'pending', label: 'Wird übermittelt' },
            { value: 'sent', label: 'An Personio übermittelt' },
            { value: 'mailed', label: 'Per E-Mail an das Bewerbermanagement gesendet' },
            { value: 'failed', label: 'Übermittlung fehlgeschlagen' },
            { value: 'not_configured', label: 'Kein Bewerbermanagement eingerichtet' },
          ],
          access: serverWritten,
          admin: { readOnly: true },
        },
        readOnlyText('externalId', 'ID im Bewerbermanagement'),
        { name: 'error', type: 'textarea', label: 'Letzter Fehler', access: serverWritten, admin: { readOnly: true } },
        { name: 'attempts', type: 'number', label: 'Versuche', defaultValue: 0, access: serverWritten, admin: { readOnly: true } },
        readOnlyDate('sentAt', 'Übermittelt am'),
      ],
    },
    {
      name: 'mails',
      type: 'group',
      label: 'E-Mails',
      admin: { position: 'sidebar' },
      fields: [readOnlyDate('confirmationSentAt', 'Bestätigung gesendet am'), readOnlyDate('notificationSentAt', 'Benachrichtigung gesendet am')],
    },
    // Payload's own timestamp, labelled for the list („Eingang“)
    {
      name: 'createdAt',
      type: 'date',
      label: 'Eingang',
      index: true,
      admin: { position: 'sidebar', readOnly: true, disableBulkEdit: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
  timestamps: true,
}

/**
 * The files of an application. Not an upload collection: the bytes live in the private file store
 * (src/features/applications/fileStore.ts), never under the public media path; staff fetch them
 * through /api/application-files/:id/download, which records every download.
 */
export const ApplicationFiles: CollectionConfig<'application-files'> = {
  slug: 'application-files',
  labels: { singular: 'Bewerbungsunterlage', plural: 'Bewerbungsunterlagen' },
  admin: {
    group: 'Bewerbungen',
    useAsTitle: 'fileName',
    defaultColumns: ['fileName', 'application', 'role', 'size', 'createdAt'],
    hidden: true,
  },
  disableDuplicate: true,
  access: { read: staff, create: nobody, update: nobody, delete: staff },
  hooks: { afterDelete: [removeStoredFile] },
  endpoints: [{ path: '/:id/download', method: 'get', handler: downloadApplicationFile }],
  fields: [
    { name: 'application', type: 'relationship', relationTo: 'applications', label: 'Bewerbung', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'role',
      type: 'select',
      label: 'Art',
      required: true,
      options: [
        { value: 'cv', label: 'Lebenslauf' },
        { value: 'attachment', label: 'Weitere Unterlage' },
      ],
      admin: { readOnly: true },
    },
    { name: 'fileName', type: 'text', label: 'Dateiname', required: true, admin: { readOnly: true } },
    { name: 'mimeType', type: 'text', label: 'Dateityp', required: true, admin: { readOnly: true } },
    { name: 'size', type: 'number', label: 'Größe (Bytes)', required: true, admin: { readOnly: true } },
    { name: 'storageKey', type: 'text', label: 'Speicherschlüssel', required: true, unique: true, admin: { readOnly: true, hidden: true } },
    { name: 'sha256', type: 'text', label: 'SHA-256', required: true, admin: { readOnly: true } },
  ],
  timestamps: true,
}

/** Who downloaded which application file when; admins read it, nobody changes it. */
export const ApplicationDownloads: CollectionConfig<'application-downloads'> = {
  slug: 'application-downloads',
  labels: { singular: 'Download', plural: 'Download-Protokoll' },
  admin: {
    group: 'Bewerbungen',
    defaultColumns: ['downloadedAt', 'userEmail', 'fileName', 'application'],
    description: 'Jeder Download einer Bewerbungsunterlage durch Mitarbeitende. Einträge werden mit der Bewerbung gelöscht.',
  },
  defaultSort: '-downloadedAt',
  disableDuplicate: true,
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'downloadedAt',
      type: 'date',
      label: 'Zeitpunkt',
      required: true,
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // not required: deleting a staff account keeps its log entries (with the address below)
    { name: 'user', type: 'relationship', relationTo: 'users', label: 'Mitarbeiter/in', admin: { readOnly: true } },
    { name: 'userEmail', type: 'text', label: 'E-Mail der Mitarbeiterin / des Mitarbeiters', admin: { readOnly: true } },
    { name: 'file', type: 'relationship', relationTo: 'application-files', label: 'Datei', admin: { readOnly: true } },
    { name: 'fileName', type: 'text', label: 'Dateiname', admin: { readOnly: true } },
    { name: 'application', type: 'relationship', relationTo: 'applications', label: 'Bewerbung', index: true, admin: { readOnly: true } },
  ],
}
