export function bindAddress(env: Record<string, string | undefined>): string | undefined
