// Types of handler.mjs (plain JavaScript: Next imports it at run time, unbundled).
export declare const MAX_ENTRIES: number
export declare const TTL_MS: number
export declare function isFilteredBoardKey(key: string): boolean
export default class CacheHandler {
  constructor(ctx: object)
  get(key: string, ctx: object): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>
  set(key: string, data: unknown, ctx: { cacheControl?: unknown }): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
