/// <reference lib="dom" />
// axe-core on every /app screen in every language of the interface (issue 39): Russian, English,
// Spanish and English right to left, the light theme; no serious or critical violation anywhere. One
// signed-in page goes through the routes client-side; the language changes in place with the
// header's switch. A failure names the route, the language and the violation with its nodes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appRoutes } from '../lib/app-routes';
import { seriousViolations } from '../lib/axe';
import { animationsSettled, browserAvailable } from '../lib/browser';
import { openInPage, trackRequests } from '../lib/navigate';
import { signIn } from '../lib/session';
import { productInBrowser } from '../lib/suite';

const LANGUAGES = ['ru', 'en', 'es', 'en-RTL'] as const;

describe.runIf(browserAvailable())('axe on every /app screen in every language', () => {
  const suite = productInBrowser();
  let page: Page;
  let inflight: () => number;

  beforeAll(async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
    page = await context.newPage();
    inflight = trackRequests(page);
    await signIn(page, suite.product.url);
  });

  async function setLanguage(language: (typeof LANGUAGES)[number]): Promise<void> {
    await page.getByTestId('language-switch').first().selectOption(language);
    const [lang, dir] = language === 'en-RTL' ? ['en', 'rtl'] : [language, 'ltr'];
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.querySelector('[aria-busy="true"]') === null]))
      .toEqual([lang, dir, true]);
    await animationsSettled(page);
  }

  it('has no serious or critical violation on any screen in Russian, English, Spanish and English right to left', async () => {
    const routes = await appRoutes(page);
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      await openInPage(page, route, inflight);
      for (const language of LANGUAGES) {
        await setLanguage(language);
        for (const v of await seriousViolations(page)) failures.push(`${route} [${language}] ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 3).join('\n    ')}`);
      }
      await setLanguage('ru');
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
