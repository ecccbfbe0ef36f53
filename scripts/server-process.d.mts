export function withMallocDefaults<T extends Record<string, string | undefined>>(env: T): T & { MALLOC_MMAP_THRESHOLD_: string; MALLOC_TRIM_THRESHOLD_: string }
export function serverNodeFlags(env: Record<string, string | undefined>): string[]
export function serverArgs(env: Record<string, string | undefined>): string[]
