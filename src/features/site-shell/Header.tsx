import { getSiteSettings } from '@/features/site-shell/settings'
import { ownOriginMediaPath } from '@/lib/content/ownOrigin'
import type { Media } from '@/payload-types'
import { HeaderNav } from '@/features/site-shell/HeaderNav.client'
import { mainNav } from '@/features/site-shell/navigation'
import { sitePagePaths } from '@/lib/paths'

/** Fixed top bar on every page; the interactive navigation is a client component. */
export async function Header() {
  const settings = await getSiteSettings()
  const logo = typeof settings.logo === 'object' && settings.logo ? ownOriginMediaPath((settings.logo as Media).url) : null
  return <HeaderNav companyName={settings.companyName} logoSrc={logo} nav={mainNav(sitePagePaths(settings.sitePages))} />
}
