/** A job's further work places (the Jobs field „Weitere Orte“): one per line, empty lines dropped. */
export function splitLocations(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}
