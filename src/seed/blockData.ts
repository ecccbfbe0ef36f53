import type { Block, Field } from 'payload'

type Data = Record<string, unknown>

/** Collects a field list's default values (through rows, collapsibles, tabs and groups). */
function collectDefaults(fields: Field[], into: Data): Data {
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      collectDefaults(field.fields, into)
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) into[tab.name] = collectDefaults(tab.fields, {})
        else collectDefaults(tab.fields, into)
      }
    } else if (field.type === 'group' && 'name' in field && field.name) {
      into[field.name] = collectDefaults(field.fields, {})
    } else if ('name' in field && field.name && 'defaultValue' in field && field.defaultValue !== undefined && typeof field.defaultValue !== 'function') {
      into[field.name] = structuredClone(field.defaultValue)
    }
  }
  return into
}

/**
 * Seed data for a block: the German copy lives once, as the block's default values (what an
 * editor also gets when adding the block), overridden where a page needs different text.
 */
export function blockData(block: Block, overrides: Data = {}): Data & { blockType: string } {
  return { blockType: block.slug, ...collectDefaults(block.fields, {}), ...overrides }
}
