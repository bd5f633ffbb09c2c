import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One product and one browser at a time: the machine has two cores.
    fileParallelism: false,
    // expect.poll gives up after 30 s, not vitest's 1 s: a table of a lazy route takes seconds to show
    // on a busy machine (the retry used to hide that).
    expect: { poll: { timeout: 30_000 } },
    // No retry: a test waits for the event it needs (a state in the page, an answer, a finished
    // transition), never for a while, so it passes on a busy machine the first time or fails for real.
  },
});
