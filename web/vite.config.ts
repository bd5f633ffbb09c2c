// The back-office is a static SPA: `vite build` writes web/dist, which the gateway serves at `/`
// (answering index.html for unknown paths, the router uses history mode). In development the dev
// server proxies `/graphql` (HTTP and the graphql-ws WebSocket) to the gateway, so the browser sees
// one origin and the session cookie stays same-origin, exactly as in production.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocumentsPlugin } from './vite-plugins/graphql-documents.ts';

const gateway = 'http://127.0.0.1:4000';
const proxy = { '/graphql': { target: gateway, ws: true } };

export const graphqlDocuments = graphqlDocumentsPlugin({
  srcDir: fileURLToPath(new URL('./src', import.meta.url)),
  generatedDir: fileURLToPath(new URL('./src/__generated__', import.meta.url)),
});

export default defineConfig({
  plugins: [graphqlDocuments, react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: one long-cached chunk per family. Screens are
        // split by the router (route-level `lazy`), so the sign-in route loads only what it needs.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 30 },
            { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc|stylis|hoist-non-react-statics|react-is|proxy-compare)[\\/]/, priority: 20 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
