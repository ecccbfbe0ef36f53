import Link from 'next/link'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { isExternalHref } from '@/lib/content/ownOrigin'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode }

/** next/link for our own paths, a plain anchor for external, tel: and mailto: targets. */
export function SmartLink({ href, children, ...props }: Props) {
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    )
  }
  if (/^(tel|mailto):/i.test(href) || href.startsWith('#')) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} {...props}>
      {children}
    </Link>
  )
}
