import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    // Every HTTP test file starts its own API (PGlite boots in ~3 s, or a fresh PostgreSQL database).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
