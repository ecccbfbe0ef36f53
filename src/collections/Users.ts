import type { CollectionConfig } from 'payload'
import { admins, adminsField, adminsOrSelf, isAdmin, nobodyField } from '@/features/staff-auth/access'
import { env } from '@/env'
import { staffAuthEndpoints } from '@/features/staff-auth/endpoints'
import { forgotPasswordEndpoint } from '@/features/staff-auth/passwordReset'
import { secondFactorState } from '@/features/staff-auth/session'
import { countFailedLogin, firstUserIsAdmin, guardSecondFactorFields, refundSuccessfulLogin, staffAuthBeforeOperation } from '@/features/staff-auth/hooks'

/** Only the server reads and writes these (Local API with overrideAccess); hidden from the admin and the API. */
const secret = { hidden: true, access: { read: nobodyField, create: nobodyField, update: nobodyField } } as const

/** Shown in the form to admins only. */
const forAdmins = (_data: unknown, _siblingData: unknown, { user }: { user?: unknown }) => isAdmin(user)

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Mitarbeiter', plural: 'Mitarbeiter' },
  admin: { useAsTitle: 'email', group: 'Verwaltung', defaultColumns: ['name', 'email', 'role', 'updatedAt'] },
  auth: {
    // Payload's lockout locked the account for everyone; failed logins are throttled per client instead.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: env().NODE_ENV === 'production' },
  },
  // admin: logged in and past the second factor; otherwise Payload sends the admin to its
  // „unauthorized“ route, which is the second-factor view (payload.config.ts).
  // editors see and change only their own account; admins see every colleague
  access: { read: adminsOrSelf, create: admins, update: adminsOrSelf, delete: admins, admin: ({ req }) => secondFactorState(req) === 'passed' },
  // before Payload's own: this forgot-password answers the same for every address and queues the mail
  endpoints: [...staffAuthEndpoints, forgotPasswordEndpoint],
  hooks: {
    beforeOperation: [staffAuthBeforeOperation],
    beforeChange: [firstUserIsAdmin, guardSecondFactorFields],
    afterLogin: [refundSuccessfulLogin],
    afterError: [countFailedLogin],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Name' },
    {
      name: 'role',
      type: 'select',
      label: 'Rolle',
      required: true,
      defaultValue: 'editor', // the very first account becomes an admin (firstUserIsAdmin)
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Redaktion', value: 'editor' },
      ],
      // what an editor may not change is not shown to them at all (rather than greyed out); the
      // server still knows every role (the login reads the account with overrideAccess)
      access: { read: adminsField, create: adminsField, update: adminsField },
      admin: {
        position: 'sidebar',
        description: 'Administratoren verwalten Mitarbeiter und Website-Einstellungen; die Redaktion bearbeitet Inhalte und Kontaktanfragen.',
      },
    },
    {
      name: 'totpEnabled',
      type: 'checkbox',
      label: 'Zwei-Faktor-Anmeldung eingerichtet',
      defaultValue: false,
      access: { create: nobodyField, update: adminsField },
      admin: {
        position: 'sidebar',
        condition: forAdmins,
        description: 'Einrichten unter „Zwei-Faktor-Anmeldung“. Administratoren können sie zurücksetzen (Haken entfernen), z. B. nach Verlust des Telefons.',
      },
    },
    { name: 'totpSecret', type: 'text', ...secret },
    { name: 'totpPendingSecret', type: 'text', ...secret },
    { name: 'recoveryCodes', type: 'json', ...secret },
    // the newest TOTP time step used: that code and every older one are refused (no replay)
    { name: 'totpLastStep', type: 'number', ...secret },
    // The dashboard counts contact requests „seit Ihrem letzten Besuch“ from these marks.
    { name: 'dashboardVisitAt', type: 'date', label: 'Letzter Besuch der Übersicht', admin: { hidden: true } },
    { name: 'dashboardPreviousVisitAt', type: 'date', label: 'Vorheriger Besuch der Übersicht', admin: { hidden: true } },
  ],
  timestamps: true,
}
