// The part of autocannon's API the cluster test uses (the package ships no types).
declare module 'autocannon' {
  type Request = { method?: string; path?: string; setupRequest?: (request: object) => object }
  type Histogram = { average: number; p50: number; p99: number; total: number }
  export type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number }
  export default function autocannon(options: { url: string; connections?: number; duration?: number; timeout?: number; requests?: Request[] }): Promise<Result>
}
