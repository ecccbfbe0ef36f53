import type { ArrayField, Field } from 'payload'

/** Shared field builders for the page-builder blocks (German labels, sensible defaults). */

export const CLAIMS_HELP = 'Platzhalter: {vermittlungen}, {jahreInterim}, {gruendungsjahr}, {jahreErfahrung} (Kennzahlen aus den Website-Einstellungen).'

export const text = (name: string, label: string, defaultValue?: string, required = false): Field => ({
  name,
  type: 'text',
  label,
  defaultValue,
  required,
})

export const textarea = (name: string, label: string, defaultValue?: string, description?: string): Field => ({
  name,
  type: 'textarea',
  label,
  defaultValue,
  admin: description ? { description } : undefined,
})

/** A list of plain strings (bullet points). */
export const stringList = (name: string, label: string, defaultValue?: string[]): ArrayField => ({
  name,
  type: 'array',
  label,
  labels: { singular: 'Punkt', plural: 'Punkte' },
  defaultValue: defaultValue?.map((value) => ({ value })),
  fields: [{ name: 'value', type: 'text', label: 'Text', required: true }],
})

/** Title + text items (principles, steps, benefits). */
export const titledItems = (name: string, label: string, defaultValue?: Record<string, unknown>[], extra: Field[] = []): ArrayField => ({
  name,
  type: 'array',
  label,
  labels: { singular: 'Eintrag', plural: 'Einträge' },
  defaultValue,
  fields: [{ name: 'title', type: 'text', label: 'Titel', required: true }, { name: 'text', type: 'textarea', label: 'Text' }, ...extra],
})

/** Icons an editor can pick (value = key in components/site/Icon.tsx). */
export const ICON_OPTIONS = [
  { value: 'hotel', label: 'Hotel' },
  { value: 'chef', label: 'Kochmütze' },
  { value: 'trending', label: 'Kurve (Umsatz)' },
  { value: 'key', label: 'Schlüssel' },
  { value: 'shield', label: 'Schild (Sicherheit)' },
  { value: 'compass', label: 'Kompass' },
  { value: 'handshake', label: 'Handschlag' },
  { value: 'users', label: 'Personen' },
  { value: 'search', label: 'Lupe' },
  { value: 'phone', label: 'Telefon' },
  { value: 'send', label: 'Senden' },
  { value: 'check', label: 'Haken' },
  { value: 'award', label: 'Auszeichnung' },
  { value: 'sparkles', label: 'Funkeln' },
  { value: 'briefcase', label: 'Aktentasche' },
  { value: 'building', label: 'Gebäude' },
]

export const iconField: Field = {
  name: 'icon',
  type: 'select',
  label: 'Symbol',
  options: ICON_OPTIONS,
}

/** A link with label and target (internal path, #anchor or external address). */
export const linkGroup = (name: string, label: string, defaults?: { label: string; href: string }): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', label: 'Beschriftung', defaultValue: defaults?.label },
        { name: 'href', type: 'text', label: 'Ziel', defaultValue: defaults?.href, admin: { description: 'z. B. /bewerbende oder /#contact' } },
      ],
    },
  ],
})

export const linksArray = (name: string, label: string, defaultValue?: { label: string; href: string; text?: string }[]): ArrayField => ({
  name,
  type: 'array',
  label,
  labels: { singular: 'Link', plural: 'Links' },
  defaultValue,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', label: 'Beschriftung', required: true },
        { name: 'href', type: 'text', label: 'Ziel', required: true },
      ],
    },
    { name: 'text', type: 'textarea', label: 'Beschreibung' },
  ],
})
