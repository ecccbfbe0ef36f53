export function isFrameworkScript(text: string): boolean
export function setReactRuntimeScripts(texts: Iterable<string>): void
export function inlineScripts(html: string): { text: string; framework: boolean }[]
export function sha256Source(text: string): string
export function contentSecurityPolicy(options?: { scriptHashes?: string[]; upgradeInsecure?: boolean }): string
export function policyForHtml(html: string, options?: { upgradeInsecure?: boolean }): { policy: string; refused: number; refusedScripts: string[] }
export function reactRuntimePieces(sources: Iterable<string>): string[]
