export const UNITS_DIR: string
export function renderUnits(options: {
  appDir: string
  user: string
  envFile: string
  stateDir: string
  node: string
  backupDir?: string
}): Record<string, string>
