'use client'
import { useSyncExternalStore } from 'react'
import { parseSavedJobs, SAVED_JOBS_KEY, toggleSavedJob, type SavedJob } from '@/features/saved-jobs/lib'

const CHANGE_EVENT = 'saved-jobs:change'
const EMPTY: SavedJob[] = []
let cache: { raw: string | null; jobs: SavedJob[] } = { raw: null, jobs: EMPTY }

function read(): SavedJob[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(SAVED_JOBS_KEY)
  } catch {
    // storage blocked: the list stays empty
  }
  if (raw !== cache.raw) cache = { raw, jobs: parseSavedJobs(raw) }
  return cache.jobs
}

function subscribe(onChange: () => void) {
  // other tabs write through the storage event, this tab through our own event
  const onStorage = (event: StorageEvent) => event.key === SAVED_JOBS_KEY && onChange()
  window.addEventListener('storage', onStorage)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/** The saved jobs; empty during server rendering and hydration. */
export const useSavedJobs = () => useSyncExternalStore(subscribe, read, () => EMPTY)

function write(jobs: SavedJob[]) {
  try {
    window.localStorage.setItem(SAVED_JOBS_KEY, JSON.stringify(jobs))
  } catch {
    // storage full or blocked: nothing to keep
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

export const toggleSaved = (job: { slug: string; title: string }) => write(toggleSavedJob(read(), job))
export const removeSaved = (slug: string) => write(read().filter((job) => job.slug !== slug))
