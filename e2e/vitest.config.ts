import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One product and one browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
