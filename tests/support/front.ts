import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startFront } from '../../scripts/front.mjs'
import { freePort } from './appServer'

export type TestFront = Awaited<ReturnType<typeof startTestFront>>

/**
 * The production front (scripts/front.mjs, Debian's nginx) before `upstreams`, on a free loopback
 * port, with its configuration, logs, temp files and cache in a temporary folder removed by stop().
 */
export async function startTestFront(upstreams: string[]) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'site-front-'))
  const log: string[] = []
  const front = await startFront({ listen: `127.0.0.1:${await freePort()}`, upstreams, prefix, log: (text) => log.push(text) }).catch((error) => {
    fs.rmSync(prefix, { recursive: true, force: true })
    throw error
  })
  const readIfThere = (file: string) => {
    try {
      return fs.readFileSync(file, 'latin1')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ''
      throw error
    }
  }
  return {
    url: front.url,
    log,
    /** The cache keys ($scheme$host$request_uri) of every answer nginx stored. */
    cachedKeys: (): string[] =>
      (fs.readdirSync(front.cacheDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        // nginx replaces and removes cache files while we read: one that is gone holds no key
        .map((entry) => /\nKEY: ([^\n]*)\n/.exec(readIfThere(path.join(entry.parentPath, entry.name)))?.[1] ?? '')
        .filter(Boolean),
    stop: async () => {
      await front.stop()
      fs.rmSync(prefix, { recursive: true, force: true })
    },
  }
}
