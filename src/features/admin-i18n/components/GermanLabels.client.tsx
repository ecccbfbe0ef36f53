'use client'
import { useEffect, type ReactNode } from 'react'
import { HARDCODED_ENGLISH } from '@/features/admin-i18n/de'
import { defaultToZone } from '@/features/admin-i18n/berlinTime'

// before the first render: Payload's date cells format while they render. The server renders in
// the same zone (the server process runs with TZ=Europe/Berlin), so the two agree on hydration.
if (typeof window !== 'undefined') defaultToZone(Intl)

const ATTRIBUTES = ['aria-label', 'title', 'placeholder'] as const

/** German for a label Payload or Lexical wrote in English, or null when it is not one of them. */
function german(value: string | null): string | null {
  if (!value) return null
  const trimmed = value.trim()
  if (HARDCODED_ENGLISH[trimmed]) return value.replace(trimmed, HARDCODED_ENGLISH[trimmed])
  // file sizes, also inside a longer line („515 bytes — 240x80 — image/png“)
  return /\d\s*bytes\b/.test(value) ? value.replace(/(\d)\s*bytes\b/g, '$1 Bytes') : null
}

function translate(root: Node) {
  if (root instanceof Element) {
    for (const name of ATTRIBUTES) {
      const next = german(root.getAttribute(name))
      if (next) root.setAttribute(name, next)
    }
    for (const element of root.querySelectorAll('[aria-label],[title],[placeholder]')) {
      for (const name of ATTRIBUTES) {
        const next = german(element.getAttribute(name))
        if (next) element.setAttribute(name, next)
      }
    }
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = root.nodeType === Node.TEXT_NODE ? root : walker.nextNode(); node; node = walker.nextNode()) {
    // what an editor types stays as typed
    if (node.parentElement?.closest('[contenteditable="true"], textarea, input')) continue
    const next = german(node.nodeValue)
    if (next) node.nodeValue = next
  }
}

/**
 * Some labels in Payload's and Lexical's components are English literals without a translation
 * key (screen-reader labels such as „Add block“, the live preview's „Responsive“, file sizes in
 * „bytes“). This provider puts the German in as they appear.
 */
export function GermanLabels({ children }: { children?: ReactNode }) {
  useEffect(() => {
    translate(document.body)
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' || mutation.type === 'characterData') translate(mutation.target)
        else mutation.addedNodes.forEach(translate)
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: [...ATTRIBUTES] })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
