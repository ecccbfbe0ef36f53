/** The firm works in German time: every time the admin shows is Berlin time, whatever the viewer's zone. */
export const ADMIN_TIME_ZONE = 'Europe/Berlin'

type DateTimeFormatConstructor = typeof Intl.DateTimeFormat & { adminTimeZone?: string }

/**
 * Payload formats its dates (versions, lists, „Zuletzt geändert“) with date-fns' TZDate, which asks
 * Intl for the offset of the default zone. Giving Intl.DateTimeFormat Berlin as its default makes all
 * of them Berlin time; an explicit zone stays as asked.
 */
export function defaultToZone(target: { DateTimeFormat: typeof Intl.DateTimeFormat }, timeZone = ADMIN_TIME_ZONE): void {
  const Native = target.DateTimeFormat as DateTimeFormatConstructor
  if (Native.adminTimeZone) return
  const withZone = (options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions => ({ ...options, timeZone: options?.timeZone ?? timeZone })
  // a proxy, not a subclass: libraries also call Intl.DateTimeFormat() without `new`
  target.DateTimeFormat = new Proxy(Native, {
    construct: (Format, [locales, options]) => new Format(locales, withZone(options)),
    apply: (Format, _self, [locales, options]) => new Format(locales, withZone(options)),
    get: (Format, key) => (key === 'adminTimeZone' ? timeZone : Reflect.get(Format, key)),
  })
}
