export function estimateBytes(value: unknown, depth?: number): number

export class BoundedCache<V> {
  constructor(options: { maxBytes: number; maxEntries?: number; sizeOf?: (value: V, key: string) => number; now?: () => number })
  readonly maxBytes: number
  readonly maxEntries: number
  readonly bytes: number
  get(key: string): V | undefined
  set(key: string, value: V, options?: { ttlMs?: number; bytes?: number }): void
  delete(key: string): void
  clear(): void
  readonly size: number
}

export function reportCache(name: string, report: { bytes: () => number; bound: () => number }): void
export function cacheSizes(): { name: string; bytes: number; bound: number }[]
export function megabytes(text: string | undefined, fallbackMB: number): number
