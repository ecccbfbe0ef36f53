import { describe, expect, it } from 'vitest'
import { applyChannels } from '@/features/applications/channels'
import { applyPath } from '@/lib/paths'

describe('apply channels from the site settings', () => {
  it('offers all three ways, the short form included, unless the settings switch one off', () => {
    expect(applyChannels({})).toEqual({ shortForm: true, atsLink: true, emailLink: true })
    expect(applyChannels({ applyChannels: { shortForm: null, atsLink: true } })).toEqual({ shortForm: true, atsLink: true, emailLink: true })
    expect(applyChannels({ applyChannels: { shortForm: false, emailLink: false } })).toEqual({ shortForm: false, atsLink: true, emailLink: false })
  })

  it('puts the short form below the job’s own address', () => {
    expect(applyPath('koch-hamburg-12')).toBe('/stellenangebote/koch-hamburg-12/bewerben')
    expect(applyPath('köchin/x')).toBe('/stellenangebote/k%C3%B6chin%2Fx/bewerben')
  })
})
