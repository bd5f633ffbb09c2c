/// <reference lib="dom" />
// Moving between /app screens inside one signed-in page as a click on a link does (no reload), and
// knowing when the next screen is drawn: the router's route, its header, its data, nothing loading.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsSettled } from './browser';
import { signIn } from './session';

/** The page's requests under way (chunks, GraphQL over HTTP), counted from now on. */
export function trackRequests(page: Page): () => number {
  let inflight = 0;
  page.on('request', () => (inflight += 1));
  page.on('requestfinished', () => (inflight -= 1));
  page.on('requestfailed', () => (inflight -= 1));
  return () => inflight;
}

/** The page is at `route`, its header's trail is not the one left behind, and nothing is loading. */
async function drawn(page: Page, route: string, inflight: () => number): Promise<boolean> {
  return (
    inflight() === 0 &&
    (await page.evaluate((pathname) => {
      const trail = document.querySelector('[data-testid="header-breadcrumbs"]')?.textContent ?? '';
      return (
        location.pathname + location.search === pathname &&
        trail !== document.documentElement.dataset.leftTrail &&
        document.querySelector('main h1') !== null &&
        document.querySelector('[aria-busy="true"]') === null
      );
    }, route))
  );
}

/**
 * Opens `route` as the router does after a click (no reload) and waits until its data is drawn:
 * `inflight` is the page's `trackRequests`. The screen being left keeps showing while the next one's
 * code and data load; the header's breadcrumbs change when the router has moved (every /app route
 * has a trail of its own), so the trail of the screen left behind is kept to compare.
 */
export async function openInPage(page: Page, route: string, inflight: () => number): Promise<void> {
  await page.evaluate((to) => {
    const trail = document.querySelector('[data-testid="header-breadcrumbs"]')?.textContent ?? '';
    const here = location.pathname + location.search;
    document.documentElement.dataset.leftTrail = here === to ? '' : trail;
    if (here === to) return; // already there (the profile after the sign-in)
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect.poll(() => drawn(page, route, inflight), { message: `${route} never finished loading` }).toBe(true);
  // Settled: still nothing under way a frame later (a query a screen starts after its first render).
  await animationsSettled(page);
  await expect.poll(() => drawn(page, route, inflight), { message: `${route} never finished loading` }).toBe(true);
}

/** A page of `browser` at `width` × 900 px in Russian, signed in as the administrator, and its requests under way. */
export async function signedInPage(browser: Browser, productUrl: string, width: number): Promise<{ page: Page; inflight: () => number }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ru-RU' });
  const page = await context.newPage();
  const inflight = trackRequests(page);
  await signIn(page, productUrl);
  return { page, inflight };
}

/** Switches the language with the header's switch (`en-RTL`: English right to left) and waits until the page reads in it. */
export async function setLanguage(page: Page, language: 'ru' | 'en' | 'es' | 'en-RTL'): Promise<void> {
  await page.getByTestId('language-switch').first().selectOption(language);
  const [lang, dir] = language === 'en-RTL' ? ['en', 'rtl'] : [language, 'ltr'];
  await expect
    .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.querySelector('[aria-busy="true"]') === null]))
    .toEqual([lang, dir, true]);
  await animationsSettled(page);
}
