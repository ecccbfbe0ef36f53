export function runPayload(args: string[], options?: { env?: NodeJS.ProcessEnv; attempts?: number; quiet?: boolean }): { status: number; output: string }
