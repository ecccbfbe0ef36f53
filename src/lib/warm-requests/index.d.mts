export const WARM_HEADER: 'x-site-warm'
export function announceOwnOrigin(hostname: string | undefined, port: number): void
export function ownServer(): { origin: string; key: string } | undefined
export function isWarmRequest(headers: Record<string, string | string[] | undefined>): boolean
export function visitorStarted(): () => void
export function visitorsInFlight(): number
