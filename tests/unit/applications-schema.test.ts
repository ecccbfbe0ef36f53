import { describe, expect, it } from 'vitest'
import {
  APPLICATION_MESSAGES as M,
  applicationValuesFrom,
  checkChosenFiles,
  emptyApplicationForm,
  parseJobId,
  parseSourcePage,
  validateApplication,
  type ApplicationFormValues,
} from '@/features/applications/schema'

const valid: ApplicationFormValues = {
  ...emptyApplicationForm,
  firstName: ' Jürgen ',
  lastName: 'Weiß',
  email: 'juergen.weiss@example.de',
  privacyAccepted: true,
}
const errorsFor = (patch: Partial<ApplicationFormValues>, initiative = false) => {
  const result = validateApplication({ ...valid, ...patch }, { initiative })
  return result.success ? {} : result.fieldErrors
}

describe('validateApplication', () => {
  it('accepts the three required fields and the consent, trimmed, optional texts absent', () => {
    const result = validateApplication(valid, { initiative: false })
    expect(result).toEqual({ success: true, data: { firstName: 'Jürgen', lastName: 'Weiß', email: 'juergen.weiss@example.de', talentPool: false } })
  })

  it('answers a German message at each required field', () => {
    const result = validateApplication(emptyApplicationForm, { initiative: false })
    expect(result.success).toBe(false)
    expect(!result.success && result.fieldErrors).toEqual({
      firstName: M.firstNameMin,
      lastName: M.lastNameMin,
      email: M.emailInvalid,
      privacyAccepted: M.privacy,
    })
  })

  it('checks lengths, e-mail and phone', () => {
    expect(errorsFor({ firstName: 'x'.repeat(101) })).toEqual({ firstName: M.firstNameMax })
    expect(errorsFor({ email: 'kein-at-zeichen.de' })).toEqual({ email: M.emailInvalid })
    expect(errorsFor({ phone: 'ruf mich an' })).toEqual({ phone: M.phoneInvalid })
    expect(errorsFor({ phone: '+49 (40) 123-456/7' })).toEqual({})
    expect(errorsFor({ message: 'x'.repeat(2001) })).toEqual({ message: M.messageMax })
    expect(errorsFor({ earliestStart: 'x'.repeat(101) })).toEqual({ earliestStart: M.earliestStartMax })
  })

  it('keeps area and place only for an initiative application, with the talent-pool consent', () => {
    const job = validateApplication({ ...valid, desiredArea: 'Küche', desiredPlace: 'x'.repeat(500) }, { initiative: false })
    expect(job.success && job.data).toEqual(expect.not.objectContaining({ desiredArea: expect.anything() }))
    expect(errorsFor({ desiredPlace: 'x'.repeat(101) }, true)).toEqual({ desiredPlace: M.desiredPlaceMax })
    const initiative = validateApplication(
      { ...valid, desiredArea: ' Küche ', desiredPlace: 'Hamburg', talentPool: true, earliestStart: 'sofort' },
      { initiative: true },
    )
    expect(initiative.success && initiative.data).toMatchObject({ desiredArea: 'Küche', desiredPlace: 'Hamburg', talentPool: true, earliestStart: 'sofort' })
  })
})

describe('form input', () => {
  it('reads submitted fields; a checkbox counts when the browser sent it', () => {
    const sent = new Map([
      ['firstName', 'Anna'],
      ['privacyAccepted', 'on'],
    ])
    const values = applicationValuesFrom((name) => sent.get(name))
    expect(values).toEqual({ ...emptyApplicationForm, firstName: 'Anna', privacyAccepted: true })
  })

  it('takes a job id and a site path only in their plain form', () => {
    expect(parseJobId('42')).toBe(42)
    expect(parseJobId('0')).toBeUndefined()
    expect(parseJobId('42; drop')).toBeUndefined()
    expect(parseJobId(undefined)).toBeUndefined()
    expect(parseSourcePage('/stellenangebote/koch-hamburg/bewerben', '/')).toBe('/stellenangebote/koch-hamburg/bewerben')
    expect(parseSourcePage('//evil.example/x', '/bewerbende')).toBe('/bewerbende')
    expect(parseSourcePage('https://evil.example/', '/bewerbende')).toBe('/bewerbende')
  })

  it('checks chosen files by size and count before uploading', () => {
    const MB = 1024 * 1024
    expect(checkChosenFiles({ name: 'cv.pdf', size: 10 * MB + 1 }, [])).toEqual({ cv: M.cvTooLarge })
    expect(checkChosenFiles({ name: 'cv.pdf', size: 0 }, [])).toEqual({ cv: M.fileEmpty('cv.pdf') })
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `z${i}.pdf`, size: MB }))
    expect(checkChosenFiles(undefined, four)).toEqual({ attachments: M.attachmentsTooMany })
    expect(
      checkChosenFiles(undefined, [
        { name: 'a.pdf', size: 15 * MB },
        { name: 'b.pdf', size: 6 * MB },
      ]),
    ).toEqual({ attachments: M.attachmentsTooLarge })
    expect(checkChosenFiles({ name: 'cv.pdf', size: 10 * MB }, [{ name: 'a.pdf', size: 20 * MB }])).toEqual({})
  })
})
