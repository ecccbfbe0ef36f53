// Types of events.mjs (plain JavaScript: scripts/server.mjs imports it unbundled).
export declare const CONTENT_CHANGED: 'site:content-changed'
export type SiteEvent = typeof CONTENT_CHANGED
export declare function announce(event: SiteEvent): void
export declare function subscribe(event: SiteEvent, listener: () => void): () => void
