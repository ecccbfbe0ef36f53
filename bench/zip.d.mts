export function makeZip(entries: { name: string; data: Buffer; store?: boolean; declaredSize?: number }[]): Buffer
