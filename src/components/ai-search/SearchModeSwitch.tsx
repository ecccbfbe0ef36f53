'use client'
import type { ReactNode } from 'react'

/** Placeholder: toggles between the AI search ('Mit KI suchen') and the classic filters ('Klassische Suche'). */
export function SearchModeSwitch({ classic }: { classic: ReactNode }) {
  return <>{classic}</>
}
