/// <reference lib="dom" />
// The GraphQL explorer at /graphql, in Chromium. On a machine without internet (this one): a visitor
// is told to sign in; the signed-in admin gets GraphiQL after the Apollo Sandbox failed to load, and
// runs a query with the session. With the Sandbox reachable (its origin answered by a stand-in page
// that speaks the Sandbox's postMessage protocol): the Sandbox is embedded with the endpoint and the
// chosen operation, and the page runs its operations with the session, to the gateway only.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, screenshot } from '../lib/browser';
import { productInBrowser } from '../lib/suite';

const runBrowser = browserAvailable();

describe.runIf(runBrowser)('the GraphQL explorer in Chromium, offline', () => {
  const suite = productInBrowser();

  async function newPage(theme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
    await context.addInitScript((value) => localStorage.setItem('bo.theme', value), theme);
    const page = await context.newPage();
    // Nothing may come from outside the product (the machine has no internet anyway).
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    return page;
  }

  it('tells a visitor to sign in', async () => {
    const page = await newPage();
    await page.goto(`${suite.product.url}/graphql`);
    await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 20_000 }).toContain('Обозреватель API открыт только сотрудникам, вошедшим в бэк-офис.');
    expect(await page.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/user/login');
    await page.context().close();
  });

  async function signIn(page: Page) {
    await page.goto(`${suite.product.url}/user/login`);
    await page.getByLabel('Телефон').fill('+79990000001');
    await page.getByLabel('Пароль').fill('demo1234');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL('**/app/profile');
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`runs a query with the signed-in admin's session in GraphiQL when the Sandbox cannot load (${theme})`, async () => {
      const page = await newPage(theme);
      const sandboxTried = page.waitForRequest((r) => r.url().startsWith('https://sandbox.embed.apollographql.com/sandbox/explorer?'));
      await signIn(page);

      // Never a blank page: the Sandbox is being loaded, then GraphiQL says why it is shown. The loading
      // text stands only until the Sandbox gives up (4 s), so the page itself records that it was drawn:
      // a busy machine may not poll the page within that window.
      await page.addInitScript((text) => {
        new MutationObserver((_, observer) => {
          if (!document.body?.textContent?.includes(text)) return;
          document.documentElement.dataset.loadingShown = 'yes';
          observer.disconnect();
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, 'Загружаем Apollo Sandbox…');
      await page.goto(`${suite.product.url}/graphql`);
      await sandboxTried;
      await page.getByText('Apollo Sandbox недоступен (нет доступа к apollographql.com): открыт GraphiQL.').waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.dataset.loadingShown)).toBe('yes');
      expect(await page.locator('iframe').count()).toBe(0);
      const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
      await editor.waitFor({ timeout: 30_000 });
      await editor.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.type('query Me { me { name surname roleName } }');
      await page.keyboard.press('Control+Enter');
      const response = page.locator('.graphiql-response');
      // Monaco draws spaces as non-breaking ones: compare with white space folded.
      const answer = async () => (await response.innerText()).replace(/\s+/g, ' ').trim();
      await expect.poll(answer, { timeout: 20_000 }).toBe('{ "data": { "me": { "name": "Анна", "surname": "Смирнова", "roleName": "admin" } } }');
      await screenshot(page, `explorer-${theme}`);
      await page.context().close();
    });
  }
  it('opens an example of the web in GraphiQL from the address, and another from the list', async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${suite.product.url}/graphql?explorer=graphiql&operation=ReportTicketStats&variables=${encodeURIComponent('{"groupBy":["region"]}')}`);
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await editor.waitFor({ timeout: 30_000 });
    const text = async (selector: string) => (await page.locator(selector).first().innerText()).replace(/\s+/g, ' ').trim();
    await expect
      .poll(() => text('.graphiql-query-editor .view-lines'), { timeout: 20_000 })
      .toMatch(/^query ReportTicketStats\(\$groupBy: \[TicketStatsKey!\], \$filter: ReportFilter, \$limit: Int\) \{ ticketStats\(/);
    await page.getByLabel('Примеры:').selectOption('TicketCountersLive');
    await expect.poll(() => text('.graphiql-query-editor .view-lines'), { timeout: 20_000 }).toMatch(/^subscription TicketCountersLive /);
    expect(new URL(page.url()).searchParams.get('operation')).toBe('TicketCountersLive');
    await page.context().close();
  });

  it('embeds the Apollo Sandbox when it can load; it runs operations through the page, with the session, to the gateway only', async () => {
    const page = await newPage();
    // A stand-in for the Sandbox's page (this machine has no internet): it shows what it was given,
    // then asks the page to run two operations as the Sandbox does (postMessage) and shows the answers.
    await page.route(/^https:\/\/sandbox\.embed\.apollographql\.com\//, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><body><pre id="given"></pre><pre id="answers"></pre><script>
          const params = new URLSearchParams(location.search);
          document.getElementById('given').textContent = JSON.stringify({ endpoint: params.get('endpoint'), document: params.get('defaultDocument'), variables: JSON.parse(params.get('defaultVariables') || 'null') });
          const answers = [];
          addEventListener('message', (event) => {
            if (event.data && event.data.name === 'ExplorerResponse') {
              answers.push({ id: event.data.operationId, data: event.data.response.data, error: event.data.response.error && event.data.response.error.message });
              answers.sort((a, b) => (a.id < b.id ? -1 : 1));
              document.getElementById('answers').textContent = JSON.stringify(answers);
            }
          });
          const ask = (operationId, endpointUrl) => parent.postMessage({ name: 'ExplorerRequest', operationId, endpointUrl, operation: 'query Me { me { name roleName } }', operationName: 'Me', variables: {}, headers: {} }, '*');
          parent.postMessage({ name: 'ExplorerListeningForHandshake' }, '*');
          ask('own', params.get('endpoint'));
          ask('foreign', 'https://evil.example/graphql');
        </script></body>`,
      }),
    );
    await signIn(page);
    await page.goto(`${suite.product.url}/graphql?operation=ReportTicketStats&variables=${encodeURIComponent('{"limit":5}')}`);
    const sandbox = page.frameLocator('[data-testid="sandbox"] iframe');
    const given = JSON.parse(await sandbox.locator('#given').innerText({ timeout: 20_000 })) as { endpoint: string; document: string; variables: unknown };
    expect(given.endpoint).toBe(`${suite.product.url}/graphql`);
    expect(given.document.startsWith('query ReportTicketStats(')).toBe(true);
    expect(given.variables).toEqual({ limit: 5 });
    await expect
      .poll(async () => JSON.parse((await sandbox.locator('#answers').innerText()) || '[]') as unknown[], { timeout: 20_000 })
      .toEqual([
        { id: 'foreign', data: null, error: `Обозреватель отправляет запросы только на ${suite.product.url}/graphql` },
        { id: 'own', data: { me: { name: 'Анна', roleName: 'admin' } } },
      ]);
    // The Sandbox is what is shown: no loading box, no GraphiQL.
    expect(await page.getByText('Загружаем Apollo Sandbox…').count()).toBe(0);
    expect(await page.locator('.graphiql-container').count()).toBe(0);
    await screenshot(page, 'explorer-sandbox');
    await page.context().close();
  });
});
