export const ALLOWED: Record<string, string>
export function isCopyleft(expression: string): boolean
export function licenceProblems(
  lock: { packages: Record<string, { name?: string; license?: string; dev?: boolean; devOptional?: boolean; link?: boolean; version?: string }> },
  dir?: string,
): { name: string; version?: string; licence: string }[]
