// A describe block's product and browser: the run's product (lib/product.ts) and a Chromium of the
// block's own, started before its tests and closed after them; the theme a test switches to.
/// <reference lib="dom" />
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { animationsSettled, launchBrowser } from './browser';
import { startProduct, type RunningProduct } from './product';
import { signIn } from './session';

export interface ProductInBrowser {
  product: RunningProduct;
  browser: Browser;
}

/** Registers the block's hooks; the fields are set once its `beforeAll` hooks run. */
export function productInBrowser(): ProductInBrowser {
  const suite = {} as ProductInBrowser;
  beforeAll(async () => {
    suite.product = await startProduct();
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.stop();
  });
  return suite;
}

/**
 * Switches the header's theme toggle to `mode` (if it is not there yet) and waits for the page's
 * colours: buttons and links fade theirs (Chakra's transitions), axe measures and a screenshot shows
 * the final ones.
 */
export async function setTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  if ((await dark()) !== (mode === 'dark')) await page.getByTestId('theme-toggle').first().click();
  await expect.poll(dark).toBe(mode === 'dark');
  await animationsSettled(page);
}

/** A page in a new context (`options`: its viewport, locale…), signed in as `phone` (the demo admin by default). */
export async function signedInPage(suite: ProductInBrowser, options: BrowserContextOptions, phone?: string): Promise<Page> {
  const page = await (await suite.browser.newContext(options)).newPage();
  await signIn(page, suite.product.url, phone);
  return page;
}
