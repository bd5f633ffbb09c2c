// The GraphQL explorer (GraphiQL with its Monaco editor) as a build of its own into web/dist, after
// the back-office's: sharing one build would split the back-office's entry into chunks shared with
// the explorer and grow the sign-in route. The gateway serves web/dist/explorer.html at /graphql
// (for a browser) and /explorer.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraThemeAlias } from './vite.config.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';

export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), precompressPlugin({ quality: 9 })],
    resolve: { alias: [chakraThemeAlias] },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      chunkSizeWarningLimit: 6000,
      rolldownOptions: { input: { explorer: fileURLToPath(new URL('./explorer.html', import.meta.url)) } },
    },
  };
});
