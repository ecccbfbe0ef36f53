import { describe, expect, it } from 'vitest'
import { BOARD_DATABASE_ERROR, BOARD_LOAD_ERROR, boardLoadError, detailLoadError, isDatabaseError, safeReason } from '@/lib/errors'

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

describe('error catalogue', () => {
  it('recognises database failures, also wrapped (drizzle „Failed query“, AggregateError, pg codes)', () => {
    expect(isDatabaseError(refused)).toBe(true)
    expect(isDatabaseError(new Error('Failed query: select "id" from "jobs"', { cause: refused }))).toBe(true)
    expect(isDatabaseError(new Error('wrapped', { cause: new AggregateError([refused]) }))).toBe(true)
    expect(isDatabaseError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true)
    expect(isDatabaseError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false)
    expect(isDatabaseError('just a string')).toBe(false)
  })

  it('uses the fixed texts: the database text for the board, the generic one otherwise', () => {
    expect(boardLoadError(refused)).toBe('Fehler beim Laden der Stellenanzeigen aus der Datenbank')
    expect(BOARD_DATABASE_ERROR).toBe('Fehler beim Laden der Stellenanzeigen aus der Datenbank')
    expect(boardLoadError(new Error('boom'))).toBe(BOARD_LOAD_ERROR)
    expect(BOARD_LOAD_ERROR).toBe('Fehler beim Laden der Stellenanzeigen')
  })

  it('gives the detail page a short German reason without hosts, SQL or stack', () => {
    const text = detailLoadError(safeReason(new Error('Failed query: select * from jobs where password = 1', { cause: refused })))
    expect(text).toBe('Fehler beim Laden der Stellenangebote: Die Datenbank ist vorübergehend nicht erreichbar.')
    expect(detailLoadError(safeReason(new Error('at Object.<anonymous> (/srv/app.js:1:1)')))).toBe(
      'Fehler beim Laden der Stellenangebote: Ein unerwarteter Fehler ist aufgetreten.',
    )
  })
})
