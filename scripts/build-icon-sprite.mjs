#!/usr/bin/env node
// Writes src/components/site/icons.svg: one <symbol> per icon the site uses (ICON_NAMES in
// src/components/site/Icon.tsx), drawn from lucide's own icon data, so pages reference an icon
// with <use> instead of repeating its paths in the HTML, the RSC payload and the JavaScript.
//   node scripts/build-icon-sprite.mjs           write the sprite
//   node scripts/build-icon-sprite.mjs --check   fail when the committed sprite is stale
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const spritePath = path.join(root, 'src/components/site/icons.svg')

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
  // width and height: the build reads them when it gives the file its hashed URL
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\n${symbols.join('\n')}\n</svg>\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sprite = await buildSprite()
  if (process.argv.includes('--check')) {
    if (!fs.existsSync(spritePath) || fs.readFileSync(spritePath, 'utf8') !== sprite) {
      console.error('src/components/site/icons.svg is stale: run `node scripts/build-icon-sprite.mjs` and commit it.')
      process.exit(1)
    }
  } else {
    fs.writeFileSync(spritePath, sprite)
    console.log(`wrote ${path.relative(root, spritePath)} (${sprite.length} bytes)`)
  }
}
