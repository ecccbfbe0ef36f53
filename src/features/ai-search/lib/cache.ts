/** Small LRU map with a time to live per entry (bounded memory for search results). Pure apart from the clock. */
export class LruCache<V> {
  private entries = new Map<string, { value: V; expires: number }>()
  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    this.entries.delete(key) // most recently used goes to the end
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V, ttlMs: number): void {
    this.entries.delete(key)
    this.entries.set(key, { value, expires: this.now() + ttlMs })
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
