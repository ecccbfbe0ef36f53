import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { getTestPayload } from '../support/payload'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await payload.create({
    collection: 'users',
    data: { email: `plan-${Date.now()}@example.com`, password: 'Geheim-123456', role: 'editor', totpEnabled: true },
  })
})

describe('„Veröffentlichung planen“', () => {
  it('the job queue publishes a planned draft job and page when their time has come, as the admin queues it', async () => {
    const context = { disableRevalidate: true }
    const job = await payload.create({ collection: 'jobs', draft: true, data: { title: 'Geplante Stelle (m/w/d)', _status: 'draft' }, context })
    const page = await payload.create({
      collection: 'pages',
      draft: true,
      data: { title: 'Geplante Seite', slug: `geplant-${Date.now()}`, _status: 'draft' },
      context,
    })
    expect(job._status).toBe('draft')
    // as Payload's schedule drawer queues it: with the planning staff member
    for (const doc of [
      { relationTo: 'jobs', value: String(job.id) },
      { relationTo: 'pages', value: String(page.id) },
    ]) {
      await payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil: new Date(Date.now() - 1000),
        input: { type: 'publish', doc, user: { relationTo: 'users', value: editor.id } } as never,
      })
    }
    await payload.jobs.run({ limit: 10 })
    expect((await payload.findByID({ collection: 'jobs', id: job.id, depth: 0 }))._status).toBe('published')
    expect((await payload.findByID({ collection: 'pages', id: page.id, depth: 0 }))._status).toBe('published')
  })
})
