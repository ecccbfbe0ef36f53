import type { CollectionBeforeChangeHook } from 'payload'
import { findReferenceLogo } from '@/features/references/logo'

/**
 * When no logo is uploaded, look for one on the server (src/features/references/logo.ts);
 * failure leaves the logo empty. `context.skipLogoResolve` turns it off (seed).
 */
export const resolveReferenceLogo: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (req.context.skipLogoResolve) return data
  const logo = data.logo !== undefined ? data.logo : originalDoc?.logo
  if (logo) return data
  const found = await findReferenceLogo(req, String(data.name ?? originalDoc?.name ?? 'Referenz'), {
    logoUrl: data.logoUrl !== undefined ? data.logoUrl : originalDoc?.logoUrl,
    domain: data.domain !== undefined ? data.domain : originalDoc?.domain,
  })
  if (found !== undefined) data.logo = found
  return data
}
