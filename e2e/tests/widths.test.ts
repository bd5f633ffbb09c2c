/// <reference lib="dom" />
// Every /app screen at the four widths of issue 26 (390, 768 — the spec's breakpoint —, 1024, 1440)
// in the light theme, at 390 in the dark one, in Spanish at 390 and in English right to left at 768
// and 390: the page never scrolls sideways (a wide table scrolls inside its own wrapper). One
// signed-in page goes through the routes client-side (as a click on a link would), each route
// measured at every width; a failure names the route, the width, the theme and the widest element.
// Also here: the header names the record and its parent on a nested route.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { appRoutes } from '../lib/app-routes';
import { animationsSettled, browserAvailable } from '../lib/browser';
import { openInPage, setLanguage, signedInPage } from '../lib/navigate';
import { pageGql } from '../lib/session';
import { productInBrowser, setTheme } from '../lib/suite';

const runBrowser = browserAvailable();
const WIDTHS = [1440, 1024, 768, 390] as const;
type Theme = 'light' | 'dark';
/** The other languages' passes (light theme): Spanish's long words at 390 px, right to left at 768 and 390. */
const LANGUAGE_PASSES = [
  ['es', [390]],
  ['en-RTL', [768, 390]],
] as const;
/** WIDTHS_SHOTS=<folder> saves a screenshot of every route, width and theme there (for looking, not for CI). */
const shots = process.env.WIDTHS_SHOTS;
/** WIDTHS_ROUTES=vendors,period keeps only the routes containing one of the words (for looking into one). */
const only = process.env.WIDTHS_ROUTES?.split(',').filter(Boolean);

describe.runIf(runBrowser)('every /app screen at 390, 768, 1024 and 1440 px', () => {
  const suite = productInBrowser();
  let page: Page;
  let inflight: () => number;

  beforeAll(async () => {
    ({ page, inflight } = await signedInPage(suite.browser, suite.product.url, 1440));
  });

  const open = (route: string) => openInPage(page, route, inflight);

  /** How far the page is wider than the window, and the element reaching furthest right, or null. */
  function overflow(): Promise<string | null> {
    return page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= window.innerWidth) return null;
      let widest: Element | null = null;
      let right = 0;
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > right + 0.5) {
          right = box.right;
          widest = element;
        }
      }
      const name = widest
        ? `<${widest.tagName.toLowerCase()}${widest.id ? `#${widest.id}` : ''} class="${String(widest.getAttribute('class') ?? '').slice(0, 80)}"> "${(widest.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(right)}`
        : 'unknown';
      const screen = document.querySelector('main h1')?.textContent ?? '';
      return `scrollWidth ${root.scrollWidth} > innerWidth ${window.innerWidth} (on ${location.pathname}${location.search}, '${screen}'); widest: ${name}`;
    });
  }

  it('never scrolls the page sideways, in either theme', async () => {
    const routes = (await appRoutes(page)).filter((route) => !only || only.some((word) => route.includes(word)));
    const failures: string[] = [];
    // Each route once, measured at every width in the light theme, and at the narrowest in the dark
    // one too (the themes differ in colour, not in layout: the dark pass at 390 px is the check of
    // that, at a third of the cost of every width in both).
    /** Measures the route at each width as it is now (theme, language), named `pass` in failures and screenshots. */
    const measure = async (route: string, widths: readonly number[], pass: string) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await animationsSettled(page);
        const problem = await overflow();
        if (problem) failures.push(`${route} at ${width} px, ${pass}: ${problem}`);
        if (shots) {
          mkdirSync(shots, { recursive: true });
          await page.screenshot({ path: path.join(shots, `${route.slice(5).replaceAll(/[/?=]/g, '_') || 'app'}-${width}-${pass}.png`), fullPage: true });
        }
      }
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    };
    for (const route of routes) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await open(route);
      const passes: [Theme, readonly number[]][] = [
        ['light', WIDTHS],
        ['dark', [390]],
      ];
      for (const [theme, widths] of passes) {
        await setTheme(page, theme);
        await measure(route, widths, theme);
      }
      await setTheme(page, 'light');
      // The longest words (Spanish) at the narrowest width, and the mirrored layout (English right
      // to left) at the spec's breakpoint and the narrowest: the language changes in place, as the
      // header's switch does it.
      for (const [language, widths] of LANGUAGE_PASSES) {
        await setLanguage(page, language);
        await measure(route, widths, language);
      }
      await setLanguage(page, 'ru');
    }
    expect(failures).toEqual([]);
  }, 420_000);

  it('names the vendor and the ticket in the header of /app/vendor/:userId/ticket/:ticketId', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { tickets } = await pageGql<{ tickets: { items: Array<{ id: number; userId: number | null; user: { name: string | null; surname: string | null } | null }> } }>(
      page,
      'query { tickets(pageSize: 50) { items { id userId user { name surname } } } }',
    );
    const ticket = tickets.items.find((t) => t.userId && t.user?.name);
    if (!ticket) throw new Error('the demo data has no ticket with a named vendor');
    const route = `/app/vendor/${ticket.userId}/ticket/${ticket.id}`;
    await open(route);
    const vendor = [ticket.user!.name, ticket.user!.surname].filter(Boolean).join(' ');
    const crumbs = page.getByRole('navigation', { name: 'Путь' }).getByTestId('breadcrumb');
    await expect.poll(() => crumbs.allInnerTexts()).toEqual(['Главная', 'Продавцы', vendor, `Чек № ${ticket.id}`]);
    expect(await crumbs.nth(2).locator('a').getAttribute('href')).toBe(`/app/vendor/${ticket.userId}`);
  });
});
