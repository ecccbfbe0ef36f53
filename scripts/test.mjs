#!/usr/bin/env node
// `npm test`: the generated-files check, the licence check of the run-time dependencies
// (scripts/licenses.mjs), lint and formatting (`npm run lint`, `npm run format:check`), then
// every vitest project (unit, integration against a fresh PostgreSQL, browser tests in Debian's
// chromium). Extra arguments go to vitest.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = { ...process.env, NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' }

for (const script of ['check-generated.mjs', 'licenses.mjs']) {
  const check = spawnSync(process.execPath, [path.join(root, 'scripts', script)], { stdio: 'inherit', cwd: root, env })
  if (check.status !== 0) process.exit(check.status ?? 1)
}

// before the slow suites: a finding fails the run at once
for (const script of ['lint', 'format:check']) {
  const check = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', cwd: root, env })
  if (check.status !== 0) process.exit(check.status ?? 1)
}

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-report-')), 'report.json')
const vitest = spawnSync(
  path.join(root, 'node_modules/.bin/vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: root, env },
)

// A closing line CI can read, whatever vitest printed.
if (fs.existsSync(report)) {
  const { numPassedTests = 0, numFailedTests = 0, numPendingTests = 0 } = JSON.parse(fs.readFileSync(report, 'utf8'))
  console.log(`\nTests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`)
}
process.exit(vitest.status ?? 1)
