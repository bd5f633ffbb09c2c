import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // graphql 16 ships CJS (index.js) and ESM (index.mjs). Node, and so tsx in production, loads the
  // CJS build for everyone; Vite would give our sources the ESM one while Apollo and graphql-tools
  // use CJS, and graphql-js refuses a schema "from another module or realm". Resolve as Node does.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
