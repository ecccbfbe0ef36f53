type PayloadRunOptions = { env?: NodeJS.ProcessEnv; attempts?: number; quiet?: boolean }
export function runPayload(args: string[], options?: PayloadRunOptions): { status: number; output: string }
export function runPayloadAsync(args: string[], options?: PayloadRunOptions): Promise<{ status: number; output: string }>
