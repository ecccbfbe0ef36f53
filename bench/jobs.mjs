// The generated jobs of the benchmarks (bench/board.mjs, bench/index.mjs): one generator, so
// their figures are measured on the same data.
import fs from 'node:fs'
import pg from 'pg'

/** The ten largest towns of the job mix, first in every benchmark's list of places. */
export const BIG_CITIES = ['München', 'Hamburg', 'Berlin', 'Köln', 'Düsseldorf', 'Frankfurt am Main', 'Stuttgart', 'Nürnberg', 'Dresden', 'Leipzig']
const CITIES = [
  ...BIG_CITIES,
  'Sylt',
  'Lübeck',
  'Rostock',
  'Bad Tölz',
  'Garmisch-Partenkirchen',
  'Freiburg im Breisgau',
  'Konstanz',
  'Heidelberg',
  'Würzburg',
  'Regensburg',
  'Passau',
  'Bremen',
  'Hannover',
  'Münster',
  'Stade',
  'Lüneburg',
  'Oberstdorf',
  'Baden-Baden',
  'Potsdam',
  'Weimar',
]
const DEPARTMENTS = [
  'Küche',
  'Service',
  'Front Office',
  'Management',
  'Food & Beverage',
  'Housekeeping',
  'Revenue & Sales',
  'Spa & Wellness',
  'Bankett',
  'Verpachtung',
]
const TITLES = [
  'Koch (m/w/d)',
  'Küchenchef (m/w/d)',
  'Sous Chef (m/w/d)',
  'Chef de Partie (m/w/d)',
  'Restaurantleiter (m/w/d)',
  'Hoteldirektor (m/w/d)',
  'Rezeptionist (m/w/d)',
  'Front Office Manager (m/w/d)',
  'F&B Manager (m/w/d)',
  'Revenue Manager (m/w/d)',
  'Hausdame (m/w/d)',
  'Spa Manager (m/w/d)',
  'Bankettleiter (m/w/d)',
  'Barkeeper (m/w/d)',
  'Pächter (m/w/d) für Gasthof',
]
const TYPES = ['Vollzeit', 'Teilzeit']

/** `count` realistic jobs (slugs bench-1 …) in one INSERT … SELECT (descriptions ~1 KB of HTML, like the feed's). */
export async function seedJobs(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`DELETE FROM jobs WHERE slug LIKE 'bench-%'`)
    await client.query(
      `INSERT INTO jobs (title, company, location, department, employment_type, description, requirements, benefits, salary,
                         publish_date, apply_url, slug, source, external_id, updated_at, created_at)
       SELECT ($1::text[])[1 + i % array_length($1::text[], 1)],
              'Hotel ' || substr(md5(i::text), 1, 8) || ' GmbH',
              ($2::text[])[1 + (i * 7) % array_length($2::text[], 1)],
              ($3::text[])[1 + (i * 3) % array_length($3::text[], 1)],
              ($4::text[])[1 + i % 2],
              '<p>Für unser Haus suchen wir zum nächstmöglichen Zeitpunkt eine engagierte Persönlichkeit, die mit Leidenschaft und Erfahrung unser Team verstärkt. ' ||
              'Referenz ' || md5(i::text) || '.</p><p>Sie verantworten die täglichen Abläufe, führen Ihr Team motivierend und sorgen für zufriedene Gäste. ' ||
              'Gemeinsam mit der Direktion entwickeln Sie Konzepte weiter und achten auf Qualität, Kosten und Nachhaltigkeit.</p>' ||
              '<ul><li>Planung und Organisation</li><li>Führung und Schulung der Mitarbeitenden</li><li>Qualitätssicherung nach HACCP</li></ul>' ||
              '<p>' || ($4::text[])[1 + i % 2] || '</p><p>40 Stunden pro Woche</p><p>unbefristet</p><p>Frühester Beginn: sofort</p>',
              '<ul><li>Abgeschlossene Ausbildung in Hotellerie oder Gastronomie</li><li>Mehrjährige Berufserfahrung</li><li>Gute Deutsch- und Englischkenntnisse</li></ul>',
              '<ul><li>Unbefristeter Vertrag</li><li>30 Tage Urlaub</li><li>Mitarbeiterzimmer</li></ul>',
              (40000 + (i % 30) * 1000)::text || ' € p. a.',
              now() - (i % 90) * interval '1 day' - (i % 1440) * interval '1 minute',
              'https://bewerbung.example.com/apply?id=bench-' || i,
              'bench-' || i, 'feed', 'bench-' || i, now(), now()
       FROM generate_series(1, $5::int) AS i`,
      [TITLES, CITIES, DEPARTMENTS, TYPES, count],
    )
  } finally {
    await client.end()
  }
}

/**
 * What the import derives from each generated job (places, pay figures, working-time model, staff
 * housing), so the board's radius, pay and fact filters have something to find. The coordinates
 * come from the shipped towns list.
 */
export async function deriveSearchFields(databaseUrl) {
  const towns = JSON.parse(fs.readFileSync(new URL('../src/features/job-search/data/de-towns.json', import.meta.url), 'utf8'))
  const byName = new Map()
  for (const [name, , lat, lon] of towns) if (!byName.has(name)) byName.set(name, [lat, lon])
  const points = CITIES.map((city) => [city, byName.get(city) ?? byName.get(city === 'Sylt' ? 'Westerland' : city.split(' ')[0])]).filter(([, p]) => p)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(
      `UPDATE jobs j SET geo_places = jsonb_build_array(jsonb_build_object('place', j.location, 'lat', c.lat, 'lon', c.lon))
       FROM unnest($1::text[], $2::float8[], $3::float8[]) AS c(name, lat, lon)
       WHERE j.location = c.name AND j.slug LIKE 'bench-%'`,
      [points.map(([c]) => c), points.map(([, p]) => p[0]), points.map(([, p]) => p[1])],
    )
    await client.query(
      `UPDATE jobs SET salary_min = substring(salary FROM '^[0-9]+')::numeric, salary_max = substring(salary FROM '^[0-9]+')::numeric,
         salary_period = 'year', salary_currency = 'EUR', working_time_model = lower(employment_type)::enum_jobs_working_time_model, staff_housing = true
       WHERE slug LIKE 'bench-%'`,
    )
  } finally {
    await client.end()
  }
}
