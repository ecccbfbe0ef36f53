// How the production server's process starts: scripts/start.mjs (`npm start`, also the systemd
// unit's command), and the benchmarks the same way.
//
// The C heap: glibc's malloc raises its mmap threshold each time a large block is freed, so the
// large buffers of rendering (HTML, RSC payloads, file reads) soon come from its heap, which it
// rarely gives back to the system. Fixed thresholds keep blocks of 128 KB and more in their own
// mappings, returned when freed. Measured after a crawl of 5,000 job pages and 2,000 unique boards:
// about 60-100 MB less RSS outside V8's heap, with the same throughput. An operator's own values
// win; other C libraries (musl) ignore these variables.
//
// V8's young generation: Node 24 lets it grow to 128 MB, Node 20 and 22 to 32 MB. At 32 MB on Node 24
// the server had about 100 MB less RSS after the import of 5,000 jobs and after the unique boards, at
// the same crawl and board rates (bench/crawl.mjs, one run each).
//
// SERVER_NODE_FLAGS: node flags for the server's command line, for V8's flags that NODE_OPTIONS
// refuses, such as --optimize-for-size (see the README's memory section for what it costs). They
// come after the defaults, so the operator's value of the same flag wins.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const THRESHOLD = String(128 * 1024)
/** 16 MB semi-spaces: a young generation of 32 MB (two semi-spaces) */
const DEFAULT_NODE_FLAGS = ['--max-semi-space-size=16']
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'server.mjs')

/** `env` with the malloc thresholds the production server runs with, unless it sets its own. */
export function withMallocDefaults(env) {
  return { ...env, MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? THRESHOLD, MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? THRESHOLD }
}

/** The production server's node flags: the defaults, then the operator's SERVER_NODE_FLAGS. */
export function serverNodeFlags(env) {
  return [...DEFAULT_NODE_FLAGS, ...(env.SERVER_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)]
}

/** node's arguments for the production server: its flags, then scripts/server.mjs. */
export function serverArgs(env) {
  return [...serverNodeFlags(env), SERVER]
}
