import type { Instrumentation } from 'next'

/**
 * Next calls register() once when the server starts; the work is in src/features/ops/boot.ts.
 * Next compiles this file for the edge runtime too: the condition, which it replaces by a constant,
 * keeps the Node-only module (settings, process.exit, Payload) out of that build.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { boot } = await import('@/features/ops/boot')
    await boot(async () => (await import('@payload-config')).default)
  }
}

/** Every error Next did not handle (render, route handler, action, proxy): one log line each. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logRequestError } = await import('@/features/ops/requestError')
  logRequestError(error, request, context)
}
