/**
 * Next calls register() once when the server starts; the work is in src/features/ops/boot.ts.
 * Next compiles this file for the edge runtime too: the condition, which it replaces by a constant,
 * keeps the Node-only module (settings, process.exit, Payload) out of that build.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('@/features/ops/boot')).boot()
}
