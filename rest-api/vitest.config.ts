import { defineConfig } from 'vitest/config';

/** Files that replace a module with `vi.mock`: they need a module graph of their own. */
const MOCKING = ['src/openapi/openapi.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    // Every HTTP test file starts its own API (PGlite boots in ~3 s, or a fresh PostgreSQL database).
    // Generous bounds: with another suite beside it a test takes several times as long; a test waits
    // for events, so a passing one is not slower for it.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'rest-api',
          include: ['src/**/*.test.ts'],
          exclude: [...MOCKING],
          // One module graph for every file (they run one at a time; each starts its own API and
          // database): loading fastify, kysely and PGlite again per file cost seconds of a busy CI
          // machine each. setupFiles still run before every file.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'rest-api-isolated', include: [...MOCKING] } },
    ],
  },
});
