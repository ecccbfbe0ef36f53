import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './appServer'

export type DebianPostgres = { url: string; major: number; binDir: string; stop: () => void }

/** The newest server of Debian's PostgreSQL packages (`apt-get install postgresql`), if any. */
export function debianPostgresBinDir(): { binDir: string; major: number } | null {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const majors = fs
    .readdirSync(base)
    .map(Number)
    .filter((major) => fs.existsSync(path.join(base, String(major), 'bin/initdb')))
    .sort((a, b) => b - a)
  return majors.length ? { binDir: path.join(base, String(majors[0]), 'bin'), major: majors[0] } : null
}

/**
 * A throwaway cluster of Debian's PostgreSQL (not the system service): initdb into a temporary
 * folder and a server on a free loopback port, run as `postgres` when we are root (PostgreSQL
 * refuses to run as root). stop() ends it and removes the folder.
 */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const found = debianPostgresBinDir()
  if (!found) throw new Error("Debian's PostgreSQL is not installed: apt-get install postgresql (.ci/run does)")
  const { binDir, major } = found
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-debian-pg-'))
  const data = path.join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir])
  const as = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`)
  }
  as(path.join(binDir, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'])
  const port = await freePort()
  as(path.join(binDir, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ])
  as(path.join(binDir, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'site'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/site`,
    major,
    binDir,
    stop: () => {
      try {
        as(path.join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
