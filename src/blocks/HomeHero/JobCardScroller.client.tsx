'use client'
import type { ReactNode } from 'react'
import { ANCHORS } from '@/blocks/anchors'

const AI_SEARCH_ANCHOR = ANCHORS.aiSearch

/**
 * The job-seeker card: a click anywhere on it (except its button) scrolls to the AI job search.
 * The keyboard equivalent is the hidden-until-focused link inside.
 */
export function JobCardScroller({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={className}
      data-testid="hero-job-card"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a,button')) return
        document.getElementById(AI_SEARCH_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
      }}
    >
      {children}
      <a href={`#${AI_SEARCH_ANCHOR}`} className="hero-card-skip">
        Zur KI-Jobsuche
      </a>
    </div>
  )
}
