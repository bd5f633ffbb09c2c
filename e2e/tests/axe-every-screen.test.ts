/// <reference lib="dom" />
// axe-core on every /app screen in every language of the interface (issue 39): Russian, English,
// Spanish and English right to left, the light theme; no serious or critical violation anywhere. One
// signed-in page goes through the routes client-side; the language changes in place with the
// header's switch. A failure names the route, the language and the violation with its nodes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appRoutes } from '../lib/app-routes';
import { seriousViolations } from '../lib/axe';
import { browserAvailable } from '../lib/browser';
import { openInPage, setLanguage, signedInPage } from '../lib/navigate';
import { productInBrowser } from '../lib/suite';

const LANGUAGES = ['ru', 'en', 'es', 'en-RTL'] as const;

describe.runIf(browserAvailable())('axe on every /app screen in every language', () => {
  const suite = productInBrowser();
  let page: Page;
  let inflight: () => number;

  beforeAll(async () => {
    ({ page, inflight } = await signedInPage(suite.browser, suite.product.url, 1280));
  });

  it('has no serious or critical violation on any screen in Russian, English, Spanish and English right to left', async () => {
    const routes = await appRoutes(page);
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      await openInPage(page, route, inflight);
      for (const language of LANGUAGES) {
        await setLanguage(page, language);
        for (const v of await seriousViolations(page)) failures.push(`${route} [${language}] ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 3).join('\n    ')}`);
      }
      await setLanguage(page, 'ru');
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
