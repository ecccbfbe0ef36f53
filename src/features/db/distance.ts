import type { Payload } from 'payload'
import { query } from './index'
import { jobs } from './schema'

/** Mean earth radius in km, the same as the site's JavaScript distance. */
const EARTH_RADIUS_KM = 6371.0088

/**
 * The great-circle distance (haversine) in km from ($1 lat, $2 lon) to the nearest of a job's
 * stored places (`alias`.geo_places, a JSON array of { lat, lon }); NULL for a job without places.
 * Plain SQL over the stored coordinates: no extension needed for a few thousand jobs.
 */
export function nearestPlaceKmSql(alias: string, lat = '$1', lon = '$2'): string {
  return `(SELECT min(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians((p->>'lat')::float8 - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians((p->>'lat')::float8)) * power(sin(radians((p->>'lon')::float8 - ${lon}::float8) / 2), 2)))))
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${alias}.${jobs.geoPlaces}) = 'array' THEN ${alias}.${jobs.geoPlaces} ELSE '[]'::jsonb END) AS p)`
}

/**
 * The published, unfilled jobs within `radiusKm` of a point (every job with a place when radius is
 * null), nearest first, each with the km to its nearest place.
 */
export async function jobsByDistance(payload: Payload, point: { lat: number; lon: number }, radiusKm: number | null): Promise<{ id: number; km: number }[]> {
  const { rows } = await query<{ id: number; km: number }>(
    payload,
    `SELECT id, km FROM (
       SELECT j.${jobs.id} AS id, ${nearestPlaceKmSql('j')} AS km
       FROM ${jobs} j
       WHERE j.${jobs.status} = 'published' AND j.${jobs.filled} IS NOT TRUE
     ) d
     WHERE km IS NOT NULL AND ($3::float8 IS NULL OR km <= $3::float8)
     ORDER BY km, id`,
    [point.lat, point.lon, radiusKm],
  )
  return rows.map((row) => ({ id: Number(row.id), km: Number(row.km) }))
}
