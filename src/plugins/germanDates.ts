import type { Config, DateField, Field } from 'payload'

/** Payload's date picker defaults to US formats (MM/dd/yyyy, h:mm a); the admin is German. */
export const GERMAN_DATE = 'dd.MM.yyyy'
export const GERMAN_TIME = 'HH:mm'
export const GERMAN_DATE_TIME = `${GERMAN_DATE} ${GERMAN_TIME}`

type DateAdmin = NonNullable<NonNullable<DateField['admin']>['date']>

function germanDateAdmin(date: DateAdmin = {}): DateAdmin {
  // the union of picker appearances does not narrow through a spread
  const settings = date as { pickerAppearance?: string; displayFormat?: string; timeFormat?: string }
  const appearance = settings.pickerAppearance ?? 'default'
  const displayFormat =
    appearance === 'dayAndTime' ? GERMAN_DATE_TIME : appearance === 'timeOnly' ? GERMAN_TIME : appearance === 'monthOnly' ? 'MMMM yyyy' : GERMAN_DATE
  return { ...date, displayFormat: settings.displayFormat ?? displayFormat, timeFormat: settings.timeFormat ?? GERMAN_TIME } as DateAdmin
}

/** Sets the German format on every date field, also inside rows, tabs, groups, arrays and blocks. */
export function withGermanDates(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'date') return { ...field, admin: { ...field.admin, date: germanDateAdmin(field.admin?.date) } }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withGermanDates(tab.fields) })) }
    if (field.type === 'blocks') return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: withGermanDates(block.fields) })) }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withGermanDates(field.fields) } as Field
    return field
  })
}

/** The timestamps Payload would add itself (same columns), with the German picker for list filters. */
const timestamps = (fields: Field[]): Field[] => {
  const names = new Set(fields.map((f) => ('name' in f ? f.name : undefined)))
  const stamp = (name: 'createdAt' | 'updatedAt', label: string): Field => ({
    name,
    label,
    type: 'date',
    index: true,
    admin: { disableBulkEdit: true, hidden: true, date: germanDateAdmin({ pickerAppearance: 'dayAndTime' }) },
  })
  return [...(names.has('updatedAt') ? [] : [stamp('updatedAt', 'Geändert am')]), ...(names.has('createdAt') ? [] : [stamp('createdAt', 'Erstellt am')])]
}

/**
 * Every date field in the admin shows and accepts TT.MM.JJJJ and 24-hour times. Runs last among
 * the plugins so fields added by other plugins are covered too; the picker's month and day names
 * come from the admin language (date-fns `de`).
 */
export const germanDatesPlugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: [...withGermanDates(collection.fields), ...(collection.timestamps === false ? [] : timestamps(collection.fields))],
  })),
  globals: config.globals?.map((global) => ({ ...global, fields: withGermanDates(global.fields) })),
})
