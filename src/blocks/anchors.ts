/** Section ids that links elsewhere rely on (header, footer, hero cards, old bookmarks). */
export const ANCHORS = {
  aiSearch: 'ki-jobsuche',
  about: 'about',
  approach: 'approach',
  expertise: 'expertise',
  references: 'references-section',
  contact: 'contact',
} as const
