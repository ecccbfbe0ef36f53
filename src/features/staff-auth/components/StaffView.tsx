import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import { secondFactorState } from '@/features/staff-auth/session'
import { ADMIN_VIEWS } from '@/lib/paths'

/**
 * Custom admin views bypass Payload's admin access check: an anonymous visitor goes to the login,
 * a session without its second factor to the set-up or code first, then back to `path`.
 */
export function requireStaff({ req }: AdminViewServerProps['initPageResult'], path: string) {
  const adminRoute = req.payload.config.routes.admin
  const back = encodeURIComponent(`${adminRoute}${path}`)
  if (!req.user) redirect(`${adminRoute}/login?redirect=${back}`)
  if (secondFactorState(req) !== 'passed') redirect(`${adminRoute}${ADMIN_VIEWS.twoFactor}?redirect=${back}`)
}

/** The admin's frame (navigation, breadcrumb with `title`) around a custom view's content. */
export function StaffViewTemplate({
  initPageResult,
  params,
  searchParams,
  title,
  className,
  children,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & { title: string; className: string; children: ReactNode }) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <SetStepNav nav={[{ label: title }]} />
      <Gutter className={className}>{children}</Gutter>
    </DefaultTemplate>
  )
}
