export type WrkFigures = { rps: number; p50: number; p99: number; requests: number; non2xx: number; errors: number }
export function findWrk(): string | null
export function parseWrk(text: string): WrkFigures
export function runWrk(wrk: string, url: string, options: { connections: number; seconds: number }): Promise<WrkFigures>
