import { describe, expect, it } from 'vitest'
import { describeFetchCause, feedFetchFailedMessage, feedUnreadableMessage } from '@/features/feed/lib/failure'

describe('feed import failure messages', () => {
  it('name the address and the cause in German, one per address', () => {
    expect(feedFetchFailedMessage([{ url: 'https://a.example/feed.xml', cause: { kind: 'timeout', timeoutMs: 8000 } }])).toBe(
      'Der Job-Feed konnte nicht geladen werden. https://a.example/feed.xml: keine vollständige Antwort innerhalb von 8 s (Zeitüberschreitung). Es wurde nichts geändert.',
    )
    const both = feedFetchFailedMessage([
      { url: 'https://a.example/x', cause: { kind: 'http-status', status: 404 } },
      { url: 'https://b.example/x', cause: { kind: 'dns' } },
    ])
    expect(both).toMatch(/^Keine der Feed-Adressen war erreichbar\. /)
    expect(both).toContain('https://a.example/x: der Server antwortete mit HTTP-Status 404; https://b.example/x: der Servername wurde nicht gefunden (DNS)')
  })

  it('never mentions proxies, and has a German text for every cause', () => {
    const kinds = [
      'dns',
      'connection-refused',
      'connection-reset',
      'tls',
      'refused-address',
      'content-type',
      'redirects',
      'invalid-url',
      'scheme',
      'other',
    ] as const
    for (const kind of kinds) expect(describeFetchCause({ kind })).toMatch(/^[a-zäöü(]/)
    expect(describeFetchCause({ kind: 'too-large', maxBytes: 50 * 1024 * 1024 })).toBe('die Antwort ist größer als 50 MB')
    expect(describeFetchCause({ kind: 'timeout', timeoutMs: 2500 })).toContain('2,5 s')
    expect(feedFetchFailedMessage([{ url: 'u', cause: { kind: 'other' } }])).not.toMatch(/proxy/i)
  })

  it('say which address served unreadable XML', () => {
    expect(feedUnreadableMessage('https://a.example/feed.xml')).toBe(
      'Der Job-Feed unter https://a.example/feed.xml ist kein lesbares XML-Dokument (Failed to parse XML). Es wurde nichts geändert.',
    )
  })
})
