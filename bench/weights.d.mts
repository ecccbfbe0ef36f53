export function gzipSize(bytes: Uint8Array | string): number
export function scriptSources(html: string): string[]
export function pageWeights(
  url: string,
  html?: string,
): Promise<{ htmlBytes: number; htmlGzipBytes: number; scripts: number; jsBytes: number; jsGzipBytes: number }>
