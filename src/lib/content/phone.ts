/** 'tel:' link for a displayed number: '+49 4141 000000 (Platzhalter)' -> 'tel:+494141000000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(.*?\)/g, '').replace(/[^+\d]/g, '')}`
}
