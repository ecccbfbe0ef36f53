import type { CollectionConfig } from 'payload'
import { staff, nobody } from '@/features/staff-auth/access'

/** One record per feed import; written only by the importJobFeed task. */
export const ImportRuns: CollectionConfig = {
  slug: 'import-runs',
  labels: { singular: 'Feed-Import', plural: 'Feed-Importe' },
  admin: {
    group: 'Stellenangebote',
    useAsTitle: 'startedAt',
    defaultColumns: ['startedAt', 'status', 'totalJobs', 'newJobs', 'updatedJobs', 'deletedJobs', 'error'],
    description: 'Protokoll der automatischen und manuellen Importe des Stellen-Feeds.',
    // a run is a record, not a form: its page is a readable summary
    components: { views: { edit: { default: { Component: '/features/feed/components/ImportRunView#ImportRunView' } } } },
  },
  defaultSort: '-startedAt',
  access: { read: staff, create: nobody, update: nobody, delete: staff },
  fields: [
    { name: 'startedAt', type: 'date', label: 'Gestartet', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'finishedAt', type: 'date', label: 'Beendet', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'running',
      options: [
        { label: 'Läuft', value: 'running' },
        { label: 'Erfolgreich', value: 'success' },
        { label: 'Abgelehnt (Sicherheitsregel)', value: 'refused' },
        { label: 'Fehlgeschlagen', value: 'failed' },
      ],
    },
    {
      name: 'trigger',
      type: 'select',
      label: 'Auslöser',
      defaultValue: 'schedule',
      options: [
        { label: 'Zeitplan', value: 'schedule' },
        { label: 'Manuell', value: 'manual' },
        { label: 'Übernahme trotz Ablehnung', value: 'override' },
      ],
    },
    { name: 'feedUrl', type: 'text', label: 'Feed-URL' },
    { name: 'totalJobs', type: 'number', label: 'Stellen im Feed', defaultValue: 0 },
    { name: 'newJobs', type: 'number', label: 'Neu', defaultValue: 0 },
    { name: 'updatedJobs', type: 'number', label: 'Aktualisiert', defaultValue: 0 },
    { name: 'deletedJobs', type: 'number', label: 'Entfernt', defaultValue: 0 },
    // A refused run keeps how many jobs it would have removed: the override's confirmation names it.
    { name: 'refusedDeletes', type: 'number', label: 'Würde entfernen' },
    { name: 'overrideOf', type: 'relationship', relationTo: 'import-runs', label: 'Übernimmt abgelehnten Import' },
    { name: 'triggeredBy', type: 'relationship', relationTo: 'users', label: 'Ausgelöst von' },
    { name: 'durationMs', type: 'number', label: 'Dauer (ms)' },
    { name: 'error', type: 'textarea', label: 'Fehler / Grund' },
    // [{ id, title, externalId }] of the jobs this run took off the site (at most 1000; deletedJobs has the full count)
    { name: 'removedJobs', type: 'json', label: 'Entfernte Stellen' },
  ],
}
