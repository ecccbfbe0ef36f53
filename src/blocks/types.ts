import type { SiteSetting } from '@/payload-types'

/** What every block component gets besides its own fields. */
export type BlockContext = {
  settings: SiteSetting
  /** placeholder values ({vermittlungen}, {anzahl}...) for editor texts */
  values: Record<string, string>
  /** true for the first block of a page: it carries the page's h1 */
  isFirst: boolean
}
