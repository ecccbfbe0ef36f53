import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES as M, validateContact } from '@/features/contact/lib/schema'

const valid = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna.muster@example.com',
  company: 'Hotel am See',
  message: 'Wir suchen einen Küchenchef.',
  privacyAccepted: true,
}
const errorsFor = (patch: Record<string, unknown>) => {
  const result = validateContact({ ...valid, ...patch })
  return result.success ? {} : result.fieldErrors
}
const x = (n: number) => 'x'.repeat(n)
/** A syntactically valid address of exactly n characters. */
const emailOfLength = (n: number) => {
  const domain = '@example.com'
  let local = 'a'.repeat(Math.min(64, n - domain.length))
  let rest = n - domain.length - local.length
  const labels: string[] = []
  while (rest > 0) {
    const len = Math.min(rest - 1, 60) // each label adds a dot
    labels.push('b'.repeat(Math.max(1, len)))
    rest -= Math.max(1, len) + 1
  }
  if (rest < 0) local = local.slice(0, local.length + rest)
  const address = `${local}@${[...labels, 'example', 'com'].join('.')}`
  return address
}

describe('contact schema: its rules and German messages', () => {
  it('accepts a complete request and trims every text field', () => {
    const result = validateContact({
      ...valid,
      firstName: '  Anna ',
      lastName: ' Muster\n',
      email: ' anna@example.com ',
      company: ' Hotel ',
      message: '  Zehn Zeichen!  ',
      extra: 'dropped',
    })
    expect(result.success && result.data).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.com',
      company: 'Hotel',
      message: 'Zehn Zeichen!',
      privacyAccepted: true,
    })
  })

  it.each([
    ['firstName', M.firstNameMin, M.firstNameMax],
    ['lastName', M.lastNameMin, M.lastNameMax],
  ])('%s: 1 character too short, 2 and 100 fine, 101 too long, whitespace-only empty', (field, minMessage, maxMessage) => {
    expect(errorsFor({ [field]: x(1) })[field as 'firstName']).toBe(minMessage)
    expect(errorsFor({ [field]: '' })[field as 'firstName']).toBe(minMessage)
    expect(errorsFor({ [field]: '     ' })[field as 'firstName']).toBe(minMessage)
    expect(errorsFor({ [field]: ' a ' })[field as 'firstName']).toBe(minMessage)
    expect(errorsFor({ [field]: x(2) })).toEqual({})
    expect(errorsFor({ [field]: x(100) })).toEqual({})
    expect(errorsFor({ [field]: ` ${x(100)} ` })).toEqual({})
    expect(errorsFor({ [field]: x(101) })[field as 'firstName']).toBe(maxMessage)
  })

  it('email: must be a valid address', () => {
    for (const bad of ['', '   ', 'anna', 'anna@', '@example.com', 'anna@example', 'anna muster@example.com', 'anna@@example.com']) {
      expect(errorsFor({ email: bad }).email, bad).toBe(M.emailInvalid)
    }
    expect(errorsFor({ email: 'a.b+c@sub.example.de' })).toEqual({})
  })

  it('email: 255 characters are accepted, 256 are too long', () => {
    const at255 = emailOfLength(255)
    const at256 = emailOfLength(256)
    expect(at255).toHaveLength(255)
    expect(at256).toHaveLength(256)
    expect(errorsFor({ email: at255 })).toEqual({})
    expect(errorsFor({ email: at256 }).email).toBe(M.emailMax)
    expect(errorsFor({ email: ` ${at255} ` })).toEqual({}) // trimmed before counting
  })

  it('company: optional, 200 characters fine, 201 too long', () => {
    expect(errorsFor({ company: undefined })).toEqual({})
    expect(errorsFor({ company: '' })).toEqual({})
    expect(errorsFor({ company: x(200) })).toEqual({})
    expect(errorsFor({ company: x(201) }).company).toBe(M.companyMax)
  })

  it('message: 9 characters too short, 10 and 2000 fine, 2001 too long, whitespace-only empty', () => {
    expect(errorsFor({ message: x(9) }).message).toBe(M.messageMin)
    expect(errorsFor({ message: ' '.repeat(20) }).message).toBe(M.messageMin)
    expect(errorsFor({ message: `   ${x(9)}   ` }).message).toBe(M.messageMin)
    expect(errorsFor({ message: x(10) })).toEqual({})
    expect(errorsFor({ message: x(2000) })).toEqual({})
    expect(errorsFor({ message: x(2001) }).message).toBe(M.messageMax)
  })

  it('privacyAccepted: must be true', () => {
    expect(errorsFor({ privacyAccepted: false }).privacyAccepted).toBe(M.privacy)
    expect(errorsFor({ privacyAccepted: 'true' }).privacyAccepted).toBe(M.privacy)
    expect(errorsFor({ privacyAccepted: undefined }).privacyAccepted).toBe(M.privacy)
  })

  it('answers German messages, never library defaults, for missing fields or a non-object', () => {
    expect(validateContact({})).toEqual({
      success: false,
      fieldErrors: { firstName: M.firstNameMin, lastName: M.lastNameMin, email: M.emailInvalid, message: M.messageMin, privacyAccepted: M.privacy },
    })
    const fromNull = validateContact(null)
    expect(fromNull.success).toBe(false)
    expect(Object.values(fromNull.success ? {} : fromNull.fieldErrors)).toEqual(
      expect.arrayContaining([M.firstNameMin, M.lastNameMin, M.emailInvalid, M.messageMin, M.privacy]),
    )
    expect(errorsFor({ firstName: 42 }).firstName).toBe(M.firstNameMin)
  })

  it('reports every wrong field at once, one message each', () => {
    expect(errorsFor({ firstName: 'A', lastName: x(101), email: 'kaputt', company: x(201), message: 'kurz', privacyAccepted: false })).toEqual({
      firstName: M.firstNameMin,
      lastName: M.lastNameMax,
      email: M.emailInvalid,
      company: M.companyMax,
      message: M.messageMin,
      privacyAccepted: M.privacy,
    })
  })

  it.each([
    ['firstName', 'A', 'Vorname muss mindestens 2 Zeichen lang sein'],
    ['firstName', x(101), 'Vorname darf maximal 100 Zeichen lang sein'],
    ['lastName', 'B', 'Nachname muss mindestens 2 Zeichen lang sein'],
    ['lastName', x(101), 'Nachname darf maximal 100 Zeichen lang sein'],
    ['email', 'kaputt', 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
    ['email', emailOfLength(256), 'E-Mail-Adresse darf maximal 255 Zeichen lang sein'],
    ['company', x(201), 'Firmenname darf maximal 200 Zeichen lang sein'],
    ['message', 'kurz', 'Nachricht muss mindestens 10 Zeichen lang sein'],
    ['message', x(2001), 'Nachricht darf maximal 2000 Zeichen lang sein'],
    ['privacyAccepted', false, 'Bitte akzeptieren Sie die Datenschutzerklärung'],
  ])('%s %#: answers the exact German message', (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message })
  })
})
