import type { Counter, Gauge, Histogram } from 'prom-client'

export const metrics: {
  requestDuration: () => Histogram<'kind' | 'status'>
  pageMemory: () => Counter<'result'>
  feedImports: () => Counter<'status'>
  feedImportDuration: () => Histogram<'status'>
  feedImportJobs: () => Counter<'change'>
  mailQueue: () => Gauge<'task' | 'state'>
  aiSearches: () => Counter<'answerer'>
  failedLogins: () => Counter<'step'>
  pageWarmingPages: () => Counter<'result'>
  pageWarmingDuration: () => Histogram<'outcome'>
  pageWarmingLastRun: () => Gauge<'edge'>
  cacheBytes: () => Gauge<'cache'>
  cacheBoundBytes: () => Gauge<'cache'>
}
export function renderMetrics(): Promise<{ contentType: string; body: string }>
export function routeKind(url: string | undefined): 'admin' | 'api' | 'asset' | 'page'
export function isLoopback(address: string | null | undefined): boolean
export function metricsAllowed(request: { peer?: string | null; forwardedFor?: string | null; authorization?: string | null; token?: string }): boolean
