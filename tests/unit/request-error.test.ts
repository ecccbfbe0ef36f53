import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/log/index.mjs'
import { onRequestError } from '@/instrumentation'

afterEach(() => {
  vi.restoreAllMocks()
  delete process.env.NEXT_RUNTIME
})

describe('onRequestError (src/instrumentation.ts)', () => {
  it('logs an unhandled error with route, request id and message, without the query or an e-mail address', async () => {
    process.env.NEXT_RUNTIME = 'nodejs'
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const failure = Object.assign(new Error('duplicate key (email)=(anna.muster@example.com)'), { digest: '123456' })
    await onRequestError(
      failure,
      { path: '/stellenangebote/koch-hamburg?q=anna+muster', method: 'GET', headers: { 'x-request-id': 'req-4711-abcdef' } },
      {
        routerKind: 'App Router',
        routePath: '/stellenangebote/[jobId]',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: undefined,
      },
    )
    expect(error).toHaveBeenCalledTimes(1)
    const [fields, message] = error.mock.calls[0] as unknown as [Record<string, unknown>, string]
    expect(message).toBe('request-error')
    expect(fields).toMatchObject({
      event: 'request-error',
      route: '/stellenangebote/[jobId]',
      routeType: 'render',
      method: 'GET',
      path: '/stellenangebote/koch-hamburg',
      requestId: 'req-4711-abcdef',
      digest: '123456',
      error: expect.stringContaining('<address>'),
    })
    expect(JSON.stringify(fields)).not.toMatch(/anna/)
  })
})
