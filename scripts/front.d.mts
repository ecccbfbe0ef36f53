export function renderFrontConfig(options: { listen: string | number; upstreams: string[]; prefix: string }): string
export function startFront(options: {
  listen: string | number
  upstreams: string[]
  prefix: string
  log?: (text: string) => void
}): Promise<{ url: string; configPath: string; cacheDir: string; exited: Promise<number | null>; stop: () => Promise<void> }>
