// Component and unit tests: jsdom, the real providers, msw at the network level.
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
    // Screen tests click through whole dialogs; on a busy 2-core CI machine they take seconds.
    testTimeout: 20_000,
  },
});
