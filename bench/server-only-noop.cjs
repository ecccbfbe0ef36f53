// Preloaded (--require) into the benchmarks' `payload run` workers: they run the app's server
// modules outside Next, where the 'server-only' marker would throw; as in vitest.config.mts it is a
// no-op there.
const id = require.resolve('server-only')
require.cache[id] = { id, filename: id, loaded: true, exports: {} }
