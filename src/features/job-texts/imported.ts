import type { Field, FieldAccess } from 'payload'
import { FEED_JOB_FIELDS } from '@/features/feed/lib/types'

/**
 * Fields the feed import writes on every run (or owns outright): on an imported job they are
 * read-only for everyone but the import, which writes to the table directly. What an editor may
 * still change on an imported job is everything else: the job image, the contact photo and the URL.
 */
export const IMPORT_OWNED_FIELDS = [...FEED_JOB_FIELDS, 'source', 'lastSeenAt', 'contentHash', 'sourceHash', 'validThrough'] as const

/** The labels an editor sees for the fields that stay editable on an imported job. */
export const EDITABLE_ON_IMPORTED_JOBS = ['Stellenbild', 'Foto (Ansprechpartner)', 'URL-Kennung'] as const

type SourceHolder = { source?: string | null } | undefined

/** Changes through the API or the admin are refused for an imported job (the next import would overwrite them). */
const notOnImportedJobs: FieldAccess = ({ doc, data }) => ((doc as SourceHolder)?.source ?? (data as SourceHolder)?.source) !== 'feed'

/** Where a job comes from is set on creation only: an editor cannot turn a manual job into a feed job or back. */
const setOnCreateOnly: FieldAccess = () => false

/** Adds the import's lock to every import-owned field, also inside rows and tabs. */
export function lockImportOwnedFields(fields: Field[]): Field[] {
  const owned = new Set<string>(IMPORT_OWNED_FIELDS)
  return fields.map((field) => {
    if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: lockImportOwnedFields(field.fields) }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: lockImportOwnedFields(tab.fields) })) }
    if (!('name' in field) || !owned.has(field.name) || field.type === 'ui') return field
    const update = field.name === 'source' ? setOnCreateOnly : notOnImportedJobs
    return { ...field, access: { ...field.access, update } } as Field
  })
}
