export type PgTool = { file: string; major: number }
export function chooseTool(name: string, found: PgTool[], major: number): { tool?: PgTool; problem?: string }
