import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { createFreshDatabase } from '../../scripts/embedded-pg.mjs'

/**
 * Runs before each integration file (a setup file): the file gets its own copy of the run's
 * migrated template database and its own media folder, so nothing another file left behind (rows
 * a limit counts, queued jobs, uploads) changes its outcome, whatever the file order.
 */
const template = new URL(inject('intDatabaseUrl')).pathname.slice(1)
process.env.DATABASE_URL = await createFreshDatabase(inject('intDatabaseUrl'), `${template}_${randomBytes(6).toString('hex')}`, { template })
process.env.MEDIA_DIR = fs.mkdtempSync(path.join(inject('mediaDir'), 'int-'))
