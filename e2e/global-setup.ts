// One product for every browser test file of a run (started as the README says, on a fresh data
// folder): starting it per file cost ~15 s each on this two-core machine.
import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './lib/browser';
import { startOwnProduct } from './lib/product';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's product: its addresses and what `npm start` printed when it started. */
    product: { url: string; apiUrl: string; banner: string };
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) return; // the files skip themselves (loudly) without a browser
  const product = await startOwnProduct();
  project.provide('product', { url: product.url, apiUrl: product.apiUrl, banner: product.output() });
  return async () => {
    await product.stop();
  };
}
