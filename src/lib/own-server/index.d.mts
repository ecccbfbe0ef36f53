export const WARM_HEADER: 'x-site-warm'
export const SOCKET_HEADER: 'x-site-socket'
export function announceOwnOrigin(hostname: string | undefined, port: number): void
export function ownServer(): { origin: string; key: string } | undefined
export function isWarmRequest(headers: Record<string, string | string[] | undefined>): boolean
export function visitorStarted(): () => void
export function visitorsInFlight(): number
export function socketHeaderValue(address: string | undefined): string
export function socketAddress(value: string | null | undefined): string | null
