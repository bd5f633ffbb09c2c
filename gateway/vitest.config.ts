import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // graphql 16 ships CJS (index.js) and ESM (index.mjs). Node, and so tsx in production, loads the
  // CJS build for everyone; Vite would give our sources the ESM one while Apollo and graphql-tools
  // use CJS, and graphql-js refuses a schema "from another module or realm". Resolve as Node does.
  // `@bo/rest-api` is this checkout's API (the workspace link in node_modules may point at another
  // checkout's, e.g. from a git worktree).
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: require.resolve('graphql') },
      { find: /^@bo\/rest-api$/, replacement: fileURLToPath(new URL('../rest-api/src/index.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // Generous: with another suite beside it a test takes several times as long (tests wait for
    // events, so a passing one is not slower for it).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
