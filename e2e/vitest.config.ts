import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One product and one browser at a time: the machine has two cores.
    fileParallelism: false,
    // No retry: a test waits for the event it needs (a state in the page, an answer, a finished
    // transition), never for a while, so it passes on a busy machine the first time or fails for real.
  },
});
