import { RADIUS_OPTIONS } from '@/lib/jobs/filter'

/** The choices of „Umkreis“: exact, or one of the board's radii (the board's filter and the job alert's page). */
export function RadiusOptions() {
  return (
    <>
      <option value="">exakt</option>
      {RADIUS_OPTIONS.map((km) => (
        <option key={km} value={km}>
          {km} km
        </option>
      ))}
    </>
  )
}
