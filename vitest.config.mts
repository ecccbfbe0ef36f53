import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // Server modules import 'server-only'; outside Next (tests) the marker must be a no-op.
  'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // One PostgreSQL server for the whole run; fresh, migrated databases for int and e2e.
    globalSetup: ['./tests/support/globalSetup.ts'],
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          include: ['tests/int/**/*.int.test.ts'],
          fileParallelism: false,
          hookTimeout: 120_000,
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          fileParallelism: false,
          hookTimeout: 180_000,
          testTimeout: 90_000,
        },
      },
    ],
  },
})
