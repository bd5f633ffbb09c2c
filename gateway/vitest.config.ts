import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** Files that replace a module with `vi.mock`: they need a module graph of their own. */
const MOCKING = ['src/realtime/sockets.test.ts'];

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
    // Generous: with another suite beside it a test takes several times as long (tests wait for
    // events, so a passing one is not slower for it).
    testTimeout: 60_000,
    // A file's hook may boot an API of its own (PGlite, migrations, demo data), as every rest-api file
    // does under that suite's 120 s: beside other suites and two busy loops three such boots took over 60 s.
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'gateway',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...MOCKING],
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup.ts'],
          // One module graph for every file (they run one at a time): each file loading the gateway
          // and the whole REST API again cost ~4 s of a busy CI machine per file, a third of the
          // suite. Files keep no state of their own in modules; those that mock a module run apart.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'gateway-isolated', include: [...MOCKING] },
      },
    ],
  },
});
