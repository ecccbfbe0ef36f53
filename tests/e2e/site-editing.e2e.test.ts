import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_ADMIN } from '../support/credentials'
import { baseUrl } from '../support/browser'

let token = ''
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, ...(init.headers ?? {}) },
  })
const html = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text()

describe('editing in the admin shows on the site with the next request', () => {
  beforeAll(async () => {
    const login = await fetch(`${baseUrl()}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    })
    token = (await login.json()).token
    expect(token).toBeTruthy()
  })

  it('a saved page block, a reference and the site settings appear on the next request', async () => {
    // Warm the caches first, so the test proves they are expired, not merely empty.
    expect(await html('/')).toContain('Führungskräfte für Hotellerie, Gastronomie und Touristik')
    expect(await html('/unternehmen')).toContain('In fünf Schritten zur passenden Führungskraft')

    const home = (await (await api('/pages?where[slug][equals]=home&depth=0')).json()).docs[0]
    const layout = structuredClone(home.layout)
    const hero = layout.find((block: { blockType: string }) => block.blockType === 'homeHero')
    const original = hero.heading
    hero.heading = 'Neue Überschrift aus der Redaktion'
    expect((await api(`/pages/${home.id}`, { method: 'PATCH', body: JSON.stringify({ layout, _status: 'published' }) })).status).toBe(200)
    expect(await html('/')).toContain('Neue Überschrift aus der Redaktion')

    const settings = await (await api('/globals/site-settings')).json()
    expect((await api('/globals/site-settings', { method: 'POST', body: JSON.stringify({ phone: '+49 40 7654321' }) })).status).toBe(200)
    const impressum = await html('/impressum')
    expect(impressum).toContain('+49 40 7654321')
    expect(await html('/unternehmen')).toContain('+49 40 7654321')

    const reference = (await (await api('/references?limit=1&depth=0')).json()).docs[0]
    expect((await api(`/references/${reference.id}`, { method: 'PATCH', body: JSON.stringify({ name: 'Redaktionshotel Geändert' }) })).status).toBe(200)
    expect(await html('/')).toContain('Redaktionshotel Geändert')

    // Restore for the other test files.
    hero.heading = original
    await api(`/pages/${home.id}`, { method: 'PATCH', body: JSON.stringify({ layout, _status: 'published' }) })
    await api('/globals/site-settings', { method: 'POST', body: JSON.stringify({ phone: settings.phone }) })
    await api(`/references/${reference.id}`, { method: 'PATCH', body: JSON.stringify({ name: reference.name }) })
    expect(await html('/')).toContain(original)
  })
})
