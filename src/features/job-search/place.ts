/**
 * How „PLZ oder Ort“ and „Umkreis“ narrow a list of jobs, for the board and the job alerts alike. Pure.
 */
import { isPostcode, nearestKm, resolvePlace, type Point } from './geo'

/**
 * Without a radius, a postcode or its first digits in „PLZ oder Ort“ means the jobs at that
 * postcode or below those digits. null when the input is no postcode or a radius makes it a distance.
 */
export function postcodeMatcher(location: string, radius?: number | null): ((job: { postalCode?: string | null }) => boolean) | null {
  if (radius || !isPostcode(location)) return null
  const postcode = location.trim()
  return (job) => Boolean(job.postalCode?.startsWith(postcode))
}

/**
 * With a radius, the jobs whose nearest place lies within it of the place named (a postcode or a
 * town). null without a radius, or when the place cannot be located (its name then filters as text).
 */
export function radiusMatcher(location: string, radius?: number | null): ((job: { points: readonly Point[] }) => boolean) | null {
  const place = radius && location.trim() ? resolvePlace(location) : null
  if (!place || !radius) return null
  return (job) => {
    const km = nearestKm(place, job.points)
    return km !== null && km <= radius
  }
}
