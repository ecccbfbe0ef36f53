import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/browser'
import { fetchManual } from '../support/rest'

/** The old site's addresses  must answer with permanent redirects. */
const legacy: [from: string, to: string][] = [
  ['/ueber_uns.html', '/#about'],
  ['/jobangebote.html', '/bewerbende'],
  ['/bewerber.html', '/bewerbende'],
  ['/bewerbende.html', '/bewerbende'],
  ['/bewerber', '/bewerbende'],
  ['/jobangebote', '/stellenangebote'],
  ['/unternehmen.html', '/unternehmen'],
  ['/impressum.html', '/impressum'],
  ['/datenschutz.html', '/datenschutz'],
  ['/verpachtungen.html', '/verpachtung'],
  ['/index.html', '/'],
]

describe('legacy redirects', () => {
  it.each(legacy)('%s answers with a permanent redirect to %s', async (from, to) => {
    const response = await fetchManual(from)
    expect([301, 308]).toContain(response.status)
    const location = response.headers.get('location')
    expect(location).toBeTruthy()
    expect(new URL(location!, baseUrl()).href).toBe(new URL(to, baseUrl()).href)
  })

  it('keeps the query string of an old link', async () => {
    const response = await fetchManual('/jobangebote.html?ort=Hamburg')
    expect(new URL(response.headers.get('location')!, baseUrl()).search).toBe('?ort=Hamburg')
  })

  it('does not redirect the current addresses', async () => {
    for (const path of ['/', '/impressum']) {
      const response = await fetchManual(path)
      expect([301, 302, 303, 307, 308], path).not.toContain(response.status)
    }
  })
})
