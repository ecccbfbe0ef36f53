import type { Payload } from 'payload'
import { query } from './index'
import { jobs } from './schema'

/** Mean earth radius in km, the same as the site's JavaScript distance. */
const EARTH_RADIUS_KM = 6371.0088
/** km per degree of latitude, a little less than the true 111.2: the box below never cuts off a place within the radius */
const KM_PER_DEGREE = 111

/**
 * The published, unfilled jobs within `radiusKm` of a point (every job with a place when radius is
 * null), nearest first, each with the great-circle distance (haversine) to its nearest stored place
 * (`geo_places`, a JSON array of { lat, lon }). Plain SQL over the stored coordinates: no extension
 * needed for a few thousand jobs. A place outside the radius's bounding box is skipped before the
 * trigonometry, which is what most places are.
 */
export async function jobsByDistance(payload: Payload, point: { lat: number; lon: number }, radiusKm: number | null): Promise<{ id: number; km: number }[]> {
  const lat = `(p->>'lat')::float8`
  const lon = `(p->>'lon')::float8`
  const { rows } = await query<{ id: number; km: number }>(
    payload,
    `SELECT j.${jobs.id} AS id, d.km
     FROM ${jobs} j
     CROSS JOIN LATERAL (
       SELECT min(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
           power(sin(radians(${lat} - $1::float8) / 2), 2)
           + cos(radians($1::float8)) * cos(radians(${lat})) * power(sin(radians(${lon} - $2::float8) / 2), 2))))) AS km
       FROM jsonb_array_elements(CASE WHEN jsonb_typeof(j.${jobs.geoPlaces}) = 'array' THEN j.${jobs.geoPlaces} ELSE '[]'::jsonb END) AS p
       WHERE $3::float8 IS NULL
          OR (abs(${lat} - $1::float8) <= $3::float8 / ${KM_PER_DEGREE}
              AND abs(${lon} - $2::float8) <= $3::float8 / (${KM_PER_DEGREE} * cos(radians(least(89, abs($1::float8) + $3::float8 / ${KM_PER_DEGREE})))))
     ) d
     WHERE j.${jobs.status} = 'published' AND j.${jobs.filled} IS NOT TRUE
       AND d.km IS NOT NULL AND ($3::float8 IS NULL OR d.km <= $3::float8)
     ORDER BY d.km, j.${jobs.id}`,
    [point.lat, point.lon, radiusKm],
  )
  return rows.map((row) => ({ id: Number(row.id), km: Number(row.km) }))
}
