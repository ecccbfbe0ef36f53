import type { Payload } from 'payload'
import type { Media } from '@/payload-types'
import { ownOriginMediaPath } from '@/lib/content/ownOrigin'
import './admin-brand.scss'

async function brand(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: true }).catch(() => null)
  const logo = settings && typeof settings.logo === 'object' && settings.logo ? ownOriginMediaPath((settings.logo as Media).url) : null
  return { name: settings?.companyName || 'Verwaltung', logo }
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-ZÄÖÜ]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('') || name.slice(0, 1)

/** The login page's logo: the firm's logo and name from the site settings, not Payload's. */
export async function AdminLogo({ payload }: { payload: Payload }) {
  const { name, logo } = await brand(payload)
  return (
    <span className="admin-brand admin-brand--logo" data-admin-brand="logo">
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- the admin's small logo, shown as uploaded
        <img src={logo} alt="" className="admin-brand__image" />
      ) : (
        <span className="admin-brand__mark" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <span className="admin-brand__name">{name}</span>
    </span>
  )
}

/** The navigation's icon: the firm's logo (or its initials), named for screen readers. */
export async function AdminIcon({ payload }: { payload: Payload }) {
  const { name, logo } = await brand(payload)
  return (
    <span className="admin-brand admin-brand--icon" data-admin-brand="icon" title={name}>
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- the admin's small logo, shown as uploaded
        <img src={logo} alt={name} className="admin-brand__image" />
      ) : (
        <span className="admin-brand__mark" role="img" aria-label={name}>
          {initials(name)}
        </span>
      )}
    </span>
  )
}
