// The production server's C heap (scripts/start.mjs sets this for it; the benchmarks too).
// glibc's malloc raises its mmap threshold each time a large block is freed, so the large buffers
// of rendering (HTML, RSC payloads, file reads) soon come from its heap, which it rarely gives
// back to the system. Fixed thresholds keep blocks of 128 KB and more in their own mappings,
// returned when freed. Measured after a crawl of 5,000 job pages and 2,000 unique boards: about
// 60-100 MB less RSS outside V8's heap, with the same throughput. An operator's own values win;
// other C libraries (musl) ignore these variables.

const THRESHOLD = String(128 * 1024)

/** `env` with the malloc thresholds the production server runs with, unless it sets its own. */
export function withMallocDefaults(env) {
  return { ...env, MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? THRESHOLD, MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? THRESHOLD }
}
