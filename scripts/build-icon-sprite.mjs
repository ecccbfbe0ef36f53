#!/usr/bin/env node
// Writes public/i.svg: one <symbol> per icon the site uses (ICON_NAMES in
// src/components/site/Icon.tsx), drawn from lucide's own icon data, so pages reference an icon
// with <use> instead of repeating its paths in the HTML, the RSC payload and the JavaScript. Also
// writes src/components/site/iconSprite.ts, the sprite's address with a hash of its content: a
// short address (every icon on a page repeats it, twice) that browsers may cache for good
// (next.config.ts), since a changed sprite gets a new one.
//   node scripts/build-icon-sprite.mjs           write both
//   node scripts/build-icon-sprite.mjs --check   fail when a committed one is stale
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const spritePath = path.join(root, 'public/i.svg')
const urlModulePath = path.join(root, 'src/components/site/iconSprite.ts')

/** The names listed in Icon.tsx's ICON_NAMES (the one list; its type checks every use). */
export function iconNames() {
  const source = fs.readFileSync(path.join(root, 'src/components/site/Icon.tsx'), 'utf8')
  const list = source.match(/ICON_NAMES = \[([^\]]*)\] as const/)?.[1]
  if (!list) throw new Error('ICON_NAMES not found in src/components/site/Icon.tsx')
  return [...list.matchAll(/'([a-z0-9-]+)'/g)].map(([, name]) => name)
}

const attributes = (props) =>
  Object.entries(props)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('')

/** lucide's data of an icon; an old name (e.g. building-2) is a module re-exporting the new one. */
async function iconData(name) {
  const module = await import(`lucide-react/icons/${name}`)
  if (module.__iconData) return module.__iconData
  const file = fileURLToPath(import.meta.resolve(`lucide-react/icons/${name}`))
  const target = fs.readFileSync(file, 'utf8').match(/from '\.\/([a-z0-9-]+)\.mjs'/)?.[1]
  if (!target) throw new Error(`lucide has no icon ${name}`)
  return iconData(target)
}

export async function buildSprite() {
  const symbols = []
  for (const name of iconNames()) {
    const __iconData = await iconData(name)
    const body = __iconData.node.map(([tag, props]) => `<${tag}${attributes(props)}/>`).join('')
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\n${symbols.join('\n')}\n</svg>\n`
}

/** The sprite and the module with its address, as they should be committed: [path, content] pairs. */
export async function spriteFiles() {
  const sprite = await buildSprite()
  const hash = crypto.createHash('sha256').update(sprite).digest('hex').slice(0, 8)
  const urlModule = `// Written by scripts/build-icon-sprite.mjs: the icon sprite's address, changing with its content.\nexport const ICON_SPRITE_URL = '/i.svg?${hash}'\n`
  return [
    [spritePath, sprite],
    [urlModulePath, urlModule],
  ]
}

/** The committed files that differ from what spriteFiles() writes (paths relative to the repo). */
export async function staleSpriteFiles() {
  return (await spriteFiles())
    .filter(([file, content]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content)
    .map(([file]) => path.relative(root, file))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const stale = await staleSpriteFiles()
    if (stale.length) {
      console.error(`${stale.join(' and ')} stale: run \`node scripts/build-icon-sprite.mjs\` and commit.`)
      process.exit(1)
    }
  } else {
    for (const [file, content] of await spriteFiles()) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, content)
      console.log(`wrote ${path.relative(root, file)} (${content.length} bytes)`)
    }
  }
}
