import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderUnits } from '../../scripts/render-units.mjs'

/**
 * The systemd units of deploy/systemd, rendered for a server, pass `systemd-analyze verify`
 * (Debian package `systemd`; .ci/run installs it): known keys and values, executables that exist,
 * timers with a unit to start. Any line it prints counts as a failure: it only warns about an
 * unknown key or a bad value.
 */
const root = path.resolve(import.meta.dirname, '../..')
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))
const openssl = ['/usr/bin/openssl'].find((file) => fs.existsSync(file))
const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => fs.existsSync(file))
if (!analyze) console.warn('[deploy-units] systemd-analyze is missing (apt-get install systemd): the verify test is skipped')

let dir: string
const verify = (files: string[]) => {
  const result = spawnSync(analyze!, ['verify', '--man=no', ...files.map((file) => path.join(dir, file))], { cwd: dir, encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() }
}

const units = () => renderUnits({ appDir: root, user: 'site', envFile: '/etc/site/site.env', stateDir: '/var/lib/site', node: process.execPath })

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-units-'))
  for (const [file, text] of Object.entries(units())) fs.writeFileSync(path.join(dir, file), text)
  // a template is verified as one of its instances
  fs.copyFileSync(path.join(dir, 'site@.service'), path.join(dir, 'site@3001.service'))
})
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('deploy/systemd units', () => {
  it('has the instances, the worker, the front, the backup and its timer, every value filled in', () => {
    const rendered = units()
    expect(Object.keys(rendered).sort()).toEqual([
      'site-backup.service',
      'site-backup.timer',
      'site-front.service',
      'site-worker.service',
      'site.target',
      'site@.service',
    ])
    for (const [file, text] of Object.entries(rendered)) expect(text, file).not.toMatch(/\{\{/)
    expect(rendered['site@.service']).toMatch(/^Environment=NODE_ENV=production PORT=%i HOSTNAME=127\.0\.0\.1$/m)
    expect(rendered['site-worker.service']).toContain('jobs:run --cron "* * * * *" --handle-schedules')
    // every script a unit starts is in the repository
    for (const text of Object.values(rendered))
      for (const [, script] of text.matchAll(/ (scripts\/[\w.-]+\.mjs)/g)) expect(fs.existsSync(path.join(root, script)), script).toBe(true)
    expect(() =>
      renderUnits({ appDir: 'relative/dir', user: 'site', envFile: '/etc/site/site.env', stateDir: '/var/lib/site', node: '/usr/bin/node' }),
    ).toThrow(/absolute path/)
  })

  it.skipIf(!analyze)('passes systemd-analyze verify without a single complaint', () => {
    const result = verify(['site@3001.service', 'site-worker.service', 'site-front.service', 'site-backup.service', 'site-backup.timer', 'site.target'])
    expect(result.output).toBe('')
    expect(result.status).toBe(0)
  })

  it.skipIf(!analyze)('(the check itself notices a broken unit)', () => {
    fs.writeFileSync(path.join(dir, 'broken.service'), '[Service]\nExecStart=/nonexistent/node scripts/start.mjs\nRestartt=always\n')
    const result = verify(['broken.service'])
    expect(result.output).toMatch(/Unknown key 'Restartt'/)
    expect(result.output).toMatch(/is not executable/)
  })

  it.skipIf(!nginx || !openssl)('has a TLS server for the system nginx that nginx accepts (deploy/nginx/tls.conf.example)', () => {
    const tls = path.join(dir, 'tls')
    fs.mkdirSync(tls)
    const cert = spawnSync(
      openssl!,
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=www.example.com',
        '-days',
        '1',
        '-keyout',
        path.join(tls, 'privkey.pem'),
        '-out',
        path.join(tls, 'fullchain.pem'),
      ],
      { encoding: 'utf8' },
    )
    expect(cert.status, cert.stderr).toBe(0)
    const site = fs
      .readFileSync(path.join(root, 'deploy/nginx/tls.conf.example'), 'utf8')
      .replaceAll('/etc/letsencrypt/live/www.example.com', tls)
      .replaceAll('/var/www/letsencrypt', tls)
    expect(site).toContain('proxy_pass http://127.0.0.1:8080;') // the front's FRONT_LISTEN in deploy/site.env.example
    fs.writeFileSync(path.join(tls, 'site.conf'), site)
    fs.writeFileSync(
      path.join(tls, 'nginx.conf'),
      `pid ${tls}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  include ${tls}/site.conf;\n}\n`,
    )
    const checked = spawnSync(nginx!, ['-t', '-q', '-p', tls, '-c', path.join(tls, 'nginx.conf')], { encoding: 'utf8' })
    expect(checked.stderr.trim()).toBe('')
    expect(checked.status).toBe(0)
  })
})
