import { API_PATHS } from '@/lib/paths'

/**
 * Live preview beside the admin form: the real page at a phone's width and at a desktop's, with
 * German labels (Payload's own choice of sizes shows icons only).
 */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { label: 'Smartphone', name: 'mobile', width: 390, height: 844 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]

/**
 * Drafts of pages and jobs: saved automatically about once a second while an editor types (the
 * live preview follows), „Entwurf speichern“ kept for those who look for it, and publishing at a
 * chosen time (a queued task, run by the job runner) with a 24-hour clock.
 */
export const DRAFTS = {
  autosave: { interval: 1000, showSaveDraftButton: true },
  schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 15 },
}

/** The admin's preview link for a site path: /api/preview switches on draft mode for staff, then opens it. */
export const previewPath = (path: string): string => `${API_PATHS.preview}?path=${encodeURIComponent(path)}`

type Versioned = { _status?: string | null } | null | undefined

/**
 * Whether a save can change what the public sees: an autosaved draft of a draft changes nothing
 * public (the site shows only published versions), so caches and Google are left alone.
 */
export const changesPublicSite = (doc: Versioned, previousDoc: Versioned): boolean => !(doc?._status === 'draft' && previousDoc?._status !== 'published')
