export function loadScriptsAfterPaint(html: string, loaderAddress: string): string
export function chunksAfterPaint(html: string): string[]
