// Component and unit tests: jsdom, the real providers, msw at the network level.
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chakraThemeAlias, graphqlDocuments } from './vite.config.ts';

export default defineConfig({
  plugins: [graphqlDocuments, react()],
  resolve: { alias: [chakraThemeAlias] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Dates are shown in the viewer's time zone; tests pin one so formatted values are exact.
    env: { TZ: 'Europe/Moscow' },
    restoreMocks: true,
    // The files share their workers' modules (src/test/setup.ts resets the DOM, storage, the network
    // mocks, the socket, the language and the theme after every test): importing Chakra, Apollo and
    // the setup once per worker instead of once per file, and two workers on a 2-core machine (vitest
    // would take one), make the suite 3× faster (243 → 80 s here). Tests pass in any file order.
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Screen tests click through whole dialogs; on a busy 2-core machine (other suites beside this one)
    // the longest (catalogue/period.test.tsx, creating a period) took over 60 s. A generous bound: a
    // test waits for what it needs, never for a while, so a passing one is not slower for it.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
