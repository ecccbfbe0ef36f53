export function isTraversable(dir: string): boolean
export function startEmbeddedPostgres(options: {
  dir: string
  port: number
  database?: string
  persistent?: boolean
  log?: boolean
}): Promise<{ url: string; adminUrl: string; stop: () => Promise<void> }>
export function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void>
export function createFreshDatabase(url: string, database: string, options?: { template?: string }): Promise<string>
export function dropDatabases(url: string, prefix: string): Promise<void>
export function passwordFileOf(dir: string): string
export function withoutPassword(url: string): string
