import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    // Every HTTP test file starts its own API (PGlite boots in ~3 s, or a fresh PostgreSQL database).
    // Generous bounds: with another suite beside it a test takes several times as long; a test waits
    // for events, so a passing one is not slower for it.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
