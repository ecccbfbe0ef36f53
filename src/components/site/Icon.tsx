import type { ReactNode } from 'react'
import { ICON_SPRITE_URL } from './iconSprite'

/**
 * Every icon the public site shows, by lucide name. `node scripts/build-icon-sprite.mjs` draws them
 * into public/i.svg (run it after changing this list), served under an address with its content's
 * hash that browsers cache for good. An icon on a page is then a <use> reference of a few bytes, not its
 * paths repeated in the HTML, the RSC payload and the JavaScript.
 */
export const ICON_NAMES = [
  'arrow-down',
  'arrow-down-wide-narrow',
  'arrow-left',
  'arrow-right',
  'arrow-up-narrow-wide',
  'award',
  'bell',
  'bot',
  'briefcase',
  'building-2',
  'calendar',
  'calendar-check',
  'calendar-clock',
  'chef-hat',
  'chevron-down',
  'chevron-right',
  'chevron-up',
  'circle-check',
  'clock',
  'compass',
  'cookie',
  'euro',
  'external-link',
  'file-text',
  'handshake',
  'heart',
  'heart-handshake',
  'hotel',
  'house',
  'key-round',
  'loader-circle',
  'lock',
  'mail',
  'mail-check',
  'map-pin',
  'menu',
  'phone',
  'quote',
  'rotate-ccw',
  'search',
  'send',
  'share-2',
  'shield-check',
  'sliders-horizontal',
  'sparkles',
  'trending-up',
  'user',
  'users',
  'x',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/**
 * A decorative icon (lucide's look: 24 px, 2 px round strokes in the text colour, set by the `icon`
 * class in globals.css so `size-*` and `fill-*` classes still win).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  )
}

/**
 * A fact led by its icon: a job's company, place, pay or date, a contact's phone. The classes
 * default to the cards' look; each caller keeps its own spacing and icon colour.
 */
export function IconLine({
  as: Tag = 'li',
  icon,
  className = 'flex items-center gap-1.5',
  iconClassName = 'size-4 shrink-0',
  children,
  ...data
}: {
  as?: 'li' | 'span'
  icon: IconName
  className?: string
  iconClassName?: string
  children: ReactNode
} & { [attribute: `data-${string}`]: string }) {
  return (
    <Tag className={className} {...data}>
      <Icon name={icon} className={iconClassName} />
      {children}
    </Tag>
  )
}

/** What editors pick in a block's `icon` select field, mapped to the icon shown. */
const BLOCK_ICONS: Record<string, IconName> = {
  hotel: 'hotel',
  chef: 'chef-hat',
  trending: 'trending-up',
  key: 'key-round',
  shield: 'shield-check',
  compass: 'compass',
  handshake: 'handshake',
  users: 'users',
  search: 'search',
  phone: 'phone',
  send: 'send',
  check: 'circle-check',
  award: 'award',
  sparkles: 'sparkles',
  briefcase: 'briefcase',
  building: 'building-2',
}

/** The block icon an editor picked (select field `icon`), with a fallback. */
export function BlockIcon({ name, fallback = 'check', className }: { name?: string | null; fallback?: string; className?: string }) {
  return <Icon name={BLOCK_ICONS[name || ''] ?? BLOCK_ICONS[fallback] ?? 'circle-check'} className={className} />
}
