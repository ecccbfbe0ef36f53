import path from 'node:path'
import { ESLint } from 'eslint'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

describe('lint and format (npm run lint, npm run format:check)', () => {
  it('reports hooks misuse, an internal link that bypasses the router, and a disable without a reason', { timeout: 120_000 }, async () => {
    const eslint = new ESLint({ cwd: root })
    const code = [
      "'use client'",
      "import { useEffect, useState } from 'react'",
      'export function Panel({ open, id }: { open: boolean; id: string }) {',
      '  if (open) useState(1)',
      '  useEffect(() => console.info(id), [])',
      '  // eslint-disable-next-line no-console',
      '  return <a href="/stellenangebote">Jobs</a>',
      '}',
      '',
    ].join('\n')
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/components/Panel.client.tsx') })
    const rules = result.messages.map((message) => message.ruleId)
    expect(rules).toContain('react-hooks/rules-of-hooks')
    expect(rules).toContain('react-hooks/exhaustive-deps')
    expect(rules).toContain('@next/next/no-html-link-for-pages')
    expect(rules).toContain('@eslint-community/eslint-comments/require-description')

    const [script] = await eslint.lintText('console.log(proces.env.PORT)\n', { filePath: path.join(root, 'scripts/example.mjs') })
    expect(script.messages.map((message) => message.message)).toEqual(["'proces' is not defined."])
  })

  it('leaves generated files alone', { timeout: 120_000 }, async () => {
    const eslint = new ESLint({ cwd: root })
    const ignorePath = path.join(root, '.prettierignore')
    for (const file of ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js', 'migrations/20261122_101607_initial.ts']) {
      expect(await eslint.isPathIgnored(path.join(root, file)), file).toBe(true)
      expect((await prettier.getFileInfo(path.join(root, file), { ignorePath })).ignored, file).toBe(true)
    }
    expect(await eslint.isPathIgnored(path.join(root, 'src/env.ts'))).toBe(false)
    expect((await prettier.getFileInfo(path.join(root, 'src/env.ts'), { ignorePath })).ignored).toBe(false)
  })

  it('formats in the house style: no semicolons, single quotes, lines wrapped after 160 characters', async () => {
    const file = path.join(root, 'src/example.ts')
    const options = { ...(await prettier.resolveConfig(file)), filepath: file }
    const short = `const greeting = "Guten Tag";\n`
    expect(await prettier.format(short, options)).toBe(`const greeting = 'Guten Tag'\n`)
    const long = `export const cities = [${Array.from({ length: 16 }, (_, i) => `'Stadt ${i + 1}'`).join(', ')}]\n`
    expect(long.length).toBeGreaterThan(160)
    const formatted = await prettier.format(long, options)
    expect(formatted.split('\n').every((line) => line.length <= 160)).toBe(true)
    expect(formatted.split('\n').length).toBeGreaterThan(2)
  })
})
