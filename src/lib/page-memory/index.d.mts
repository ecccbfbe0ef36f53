export const MEMORY_FRESH_MS: number
export const REFRESH_TIMEOUT_MS: number
export const PAGE_MEMORY_MAX_MB: number

export interface PageAnswer {
  status: number
  headers: Record<string, unknown>
  body: Buffer
}

export function memoryKey(req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): string | null
export function isKeepable(status: number, headers: Record<string, unknown>): boolean

export class PageMemory {
  constructor(options?: { maxEntries?: number; maxBytes?: number; now?: () => number })
  bytes: number
  readonly maxBytes: number
  answer(key: string): (PageAnswer & { storedAt: number }) | null
  refresh(key: string): (answer: PageAnswer | null) => void
  drop(key: string): void
  forget(): void
}
