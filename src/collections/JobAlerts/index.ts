import type { CollectionConfig } from 'payload'
import { nobody } from '@/features/staff-auth/access'

/**
 * Job-alert subscriptions („Job-Agent“). Addresses are never listed in the admin: every API
 * access is refused (staff included) and the collection is hidden; the dashboard shows counts
 * only (JobAlertsCount). The site's own server code works through the Local API.
 */
export const JobAlerts: CollectionConfig = {
  slug: 'job-alerts',
  labels: { singular: 'Job-Agent', plural: 'Job-Agenten' },
  admin: { hidden: true, group: 'Anfragen', useAsTitle: 'id' },
  disableDuplicate: true,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'email', type: 'email', label: 'E-Mail', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'search', type: 'text', label: 'Suchbegriff', maxLength: 200 },
        { name: 'location', type: 'text', label: 'Ort', maxLength: 200 },
        { name: 'department', type: 'text', label: 'Bereich', maxLength: 200 },
        { name: 'employmentType', type: 'text', label: 'Arbeitszeit', maxLength: 200 },
        // km around „Ort“; empty or 0: the place itself (alerts from before radii existed)
        { name: 'radius', type: 'number', label: 'Umkreis (km)', min: 0, max: 100 },
      ],
    },
    {
      name: 'frequency',
      type: 'select',
      label: 'Häufigkeit',
      required: true,
      defaultValue: 'weekly',
      options: [
        { label: 'Täglich', value: 'daily' },
        { label: 'Wöchentlich', value: 'weekly' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Unbestätigt', value: 'pending' },
        { label: 'Bestätigt', value: 'confirmed' },
      ],
    },
    // Proof of consent (double opt-in): when and from which IP the alert was requested and confirmed.
    { name: 'requestIp', type: 'text', label: 'IP bei der Anmeldung' },
    { name: 'confirmedAt', type: 'date', label: 'Bestätigt am', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'confirmIp', type: 'text', label: 'IP bei der Bestätigung' },
    { name: 'jobsSince', type: 'date', label: 'Neue Stellen ab', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastSentAt', type: 'date', label: 'Letzte Benachrichtigung', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
