import type { CollectionConfig } from 'payload'
import { staff } from '@/access'
import { env } from '@/env'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Mitarbeiter', plural: 'Mitarbeiter' },
  admin: { useAsTitle: 'email', group: 'Verwaltung', defaultColumns: ['name', 'email', 'updatedAt'] },
  auth: {
    maxLoginAttempts: 5, // then locked for lockTime
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: env().NODE_ENV === 'production' },
  },
  access: { read: staff, create: staff, update: staff, delete: staff, admin: ({ req }) => Boolean(req.user) },
  fields: [{ name: 'name', type: 'text', label: 'Name' }],
  timestamps: true,
}
