/** Placeholder for /verpachtung#paechter-jobs; the job-board work fills it in. */
export async function LeaseJobsSection() {
  return <section id="paechter-jobs" />
}
