// `npm run seed` (after `payload migrate`): seeds what is missing. A generated first admin login
// goes to .data/admin-login.txt (never to the log, which `npm run build` may keep); `npm run dev`
// prints it from there, and the file is deleted once that password no longer works.
import path from 'node:path'
import { getPayload } from 'payload'
import config from '../../payload.config'
import { pruneAdminLogin, saveAdminLogin } from './adminLogin'
import { seed } from './index'
import { env } from '@/env'

const payload = await getPayload({ config })
const result = await seed(payload)
const { created } = result
payload.logger.info(
  `Seed: ${created.pages} pages, ${created.references} references, ${created.jobs} jobs created` +
    (created.settings ? ', site settings set' : '') +
    (created.pages + created.references + created.jobs || created.settings ? '' : ' (nothing to do)'),
)
const loginFile = path.resolve(process.cwd(), '.data/admin-login.txt')
if (result.admin && !env().SEED_ADMIN_PASSWORD) {
  saveAdminLogin(loginFile, result.admin)
  payload.logger.info(`Seed: admin ${result.admin.email} created; its generated password is in .data/admin-login.txt until it is changed`)
} else {
  await pruneAdminLogin(payload, loginFile)
}
await payload.destroy()
process.exit(0)
