// `npm run seed` (after `payload migrate`): seeds what is missing. Prints the admin login
// when it creates the first user and keeps it in .data/admin-login.txt for the dev command
// (unless the caller chose the password through SEED_ADMIN_PASSWORD).
import fs from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import config from '../../payload.config'
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
if (result.admin && !env().SEED_ADMIN_PASSWORD) {
  const file = path.resolve(process.cwd(), '.data/admin-login.txt')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${result.admin.email}\n${result.admin.password}\n`, { mode: 0o600 })
  console.log(`\n  Admin login created: ${result.admin.email} / ${result.admin.password}\n  (saved in .data/admin-login.txt)\n`)
}
await payload.destroy()
process.exit(0)
