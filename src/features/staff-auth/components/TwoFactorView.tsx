import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { safePathWithin } from '@/lib/net/safeRedirect'
import { secondFactorState, type StaffUser } from '@/features/staff-auth/session'
import { AdminLogo } from '@/components/admin/AdminBrand'
import { TwoFactorForm } from './TwoFactorForm.client'
import { ADMIN_VIEWS } from '@/lib/paths'
import './two-factor.scss'

/** Only a path inside the admin is a target after the code (no open redirect). */
function target(adminRoute: string, redirectParam: unknown): string {
  const value = typeof redirectParam === 'string' ? redirectParam : ''
  const path = safePathWithin(value.startsWith(adminRoute) ? value : `${adminRoute}${value.startsWith('/') ? value : ''}`, adminRoute, adminRoute)
  return !path.startsWith(`${adminRoute}${ADMIN_VIEWS.twoFactor}`) && !path.startsWith(`${adminRoute}/logout`) ? path : adminRoute
}

/**
 * /admin/zwei-faktor (Payload's „unauthorized“ route): asks a logged-in user for the second
 * factor, makes an account without one (any role) set it up first, and lets staff renew it.
 */
export async function TwoFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { admin: adminRoute, api: apiRoute } = req.payload.config.routes
  const state = secondFactorState(req)
  if (state === 'anonymous') redirect(`${adminRoute}/login`)
  const user = req.user as StaffUser & { email?: string }
  const next = target(adminRoute, searchParams?.redirect)
  const mode = state === 'verify' ? 'verify' : state === 'enrol' ? 'enrol' : user.totpEnabled ? 'renew' : 'offer'
  return (
    <div className="two-factor">
      {/* the second step of the login: the firm's logo, as on the first */}
      <div className="two-factor__brand">
        <AdminLogo payload={req.payload} />
      </div>
      <TwoFactorForm mode={mode} apiRoute={apiRoute} next={next} logout={`${adminRoute}/logout`} email={user.email ?? ''} />
    </div>
  )
}
