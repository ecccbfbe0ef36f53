import { describe, expect, it } from 'vitest'
import { defaultToZone } from '@/features/admin-i18n/berlinTime'

const at = new Date('2026-11-26T18:26:00Z')
const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

describe('admin times in Berlin time', () => {
  it('formats without an explicit zone in Berlin time, whatever the default zone was', () => {
    const intl = { DateTimeFormat: Intl.DateTimeFormat }
    defaultToZone(intl)
    expect(new intl.DateTimeFormat('de-DE', time).format(at)).toBe('19:26')
    expect(new intl.DateTimeFormat('de-DE', { ...time, timeZone: 'UTC' }).format(at)).toBe('18:26')
    expect(new intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Europe/Berlin')
    expect(new intl.DateTimeFormat('de-DE')).toBeInstanceOf(Intl.DateTimeFormat)
    // called without `new`, as libraries do to find the viewer's zone
    expect((intl.DateTimeFormat as (locales?: string) => Intl.DateTimeFormat)().resolvedOptions().timeZone).toBe('Europe/Berlin')
    expect(intl.DateTimeFormat.supportedLocalesOf(['de-DE'])).toEqual(['de-DE'])
  })

  it('sets the default once', () => {
    const intl = { DateTimeFormat: Intl.DateTimeFormat }
    defaultToZone(intl)
    const first = intl.DateTimeFormat
    defaultToZone(intl, 'UTC')
    expect(intl.DateTimeFormat).toBe(first)
    expect(new intl.DateTimeFormat('de-DE', time).format(at)).toBe('19:26')
  })
})
