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
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // A few tests parse thousands of generated feeds; sharing two busy cores with the int
          // files of the same run they took over vitest's default 5 s (seen at load 25).
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          environment: 'node',
          // The loopback stand-ins for ATS, logo hosts and the like (safe-fetch refuses loopback otherwise).
          env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' },
          include: ['tests/int/**/*.int.test.ts'],
          // Each file on its own copy of the migrated database: no file depends on another's leftovers.
          setupFiles: ['./tests/support/fileDatabase.ts'],
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
          env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' },
          include: ['tests/e2e/**/*.e2e.test.ts'],
          // One shared server and database: what it counts across visitors starts empty per file.
          setupFiles: ['./tests/support/e2eFileSlate.ts'],
          fileParallelism: false,
          hookTimeout: 180_000,
          testTimeout: 90_000,
        },
      },
    ],
  },
})
