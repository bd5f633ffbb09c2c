// Every web test: network mocked by msw (unhandled requests fail the test), a clean DOM and storage.
import { cleanup, configure } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { reloadLanguage } from '../shared/i18n/i18n';
import { reloadColorMode } from '../shared/theme/color-mode';
import { toaster } from '../shared/notify/toaster';
import { gatewaySocket } from './gateway-socket';
import { disposeApps } from './render-app';
import { runListedDocuments, server } from './server';

// Lazy routes, the first render of Chakra and whole dialogs take seconds on a busy two-core machine
// (more than 15 s with other suites beside this one): findBy… and waitFor wait for up to 30 s.
configure({ asyncUtilTimeout: 30_000 });

// Files, blobs and forms are Node's own, as a browser's are its own: Node 24's fetch (which msw turns an
// XMLHttpRequest into) serialises only its own FormData and Blob, and sent jsdom's empty ("[object
// FormData]" or a 0-byte file), so an upload test would check nothing.
if (typeof window !== 'undefined') {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
  Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  runListedDocuments();
  // jsdom has no layout or scrolling; ScrollRestoration calls this on every navigation.
  if (typeof window !== 'undefined') window.scrollTo = () => undefined;
  // What every /app route loads before its screen (the shell with its Chakra system, the Apollo
  // client) loads here, under the 60 s hook bound, not inside a first test's 30 s wait: cold, on a
  // busy machine, vite transforms it on demand for many seconds. Once per worker (isolate: false);
  // not in the build checks' node environment.
  if (typeof window !== 'undefined') await Promise.all([import('../app/layout/app-shell'), import('../shared/apollo/client')]);
});

afterEach(() => {
  cleanup();
  disposeApps();
  server.resetHandlers();
  gatewaySocket.reset();
  if (typeof window !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
    // the language and theme stores are page-wide singletons: back to the defaults
    reloadLanguage();
    reloadColorMode();
    toaster.remove();
  }
});

// A file ends when no import it started is still loading: vitest rejects the module loads still under
// way when a file's run ends, and the shared module cache (isolate: false) keeps that failure, so a
// screen's chunk a test left loading (a period's plans grid, after a test that only read the crumbs)
// failed to load for every later file of that worker.
afterAll(async () => {
  await vi.dynamicImportSettled();
  server.close();
});
