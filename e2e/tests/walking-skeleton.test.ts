// The whole path in a real browser: web → gateway → REST API → PGlite, started as the README says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, screenshot } from '../lib/browser';
import { startProduct, type RunningProduct } from '../lib/product';

const runBrowser = browserAvailable();

describe('the product started with npm start', () => {
  let product: RunningProduct;
  beforeAll(async () => {
    product = await startProduct(); // the run's product, started by `npm start` on a fresh data folder: its banner is checked below
  });
  afterAll(async () => {
    await product?.stop();
  });

  it('prints the address and the four demo sign-ins', () => {
    const banner = product.output();
    expect(banner).toContain('Demo sign-in: +79990000001 / demo1234   administrator');
    expect(banner).toContain('+79990000002 / demo1234   regional manager');
    expect(banner).toContain('+79990000003 / demo1234   sales representative');
    expect(banner).toContain('+79990000004 / demo1234   vendor');
  });

  it('answers the GraphQL tickets query with 24 items and at least 500 in total', async () => {
    // A script's request (its token in `Authorization`): a browser session sends the web's operations
    // only, by id (docs/adr/0030-trusted-operations.md).
    const gql = (query: string, variables: object, cookie?: string) =>
      fetch(`${product.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { authorization: cookie.replace(/^access_token=/, '') } : {}) },
        body: JSON.stringify({ query, variables }),
      });
    const login = await gql('mutation ($p: String!, $w: String!) { login(phone: $p, password: $w) { ttl } }', {
      p: '+79990000001',
      w: 'demo1234',
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^access_token=[A-Za-z0-9]{64}$/);
    const res = await gql('{ tickets { total page pageSize items { id user { id } place { id } } } }', {}, cookie);
    const body = (await res.json()) as { data: { tickets: { total: number; page: number; pageSize: number; items: unknown[] } } };
    expect(body.data.tickets.items).toHaveLength(24);
    expect(body.data.tickets.page).toBe(1);
    expect(body.data.tickets.pageSize).toBe(24);
    expect(body.data.tickets.total).toBeGreaterThanOrEqual(500);
  });

  describe.runIf(runBrowser)('in Chromium', () => {
    let browser: Browser;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('refuses a wrong password with the spec message', async () => {
      page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
      await page.goto(`${product.url}/app/tickets`);
      await page.waitForURL('**/user/login');
      await page.getByLabel('Телефон').fill('+79990000001');
      await page.getByLabel('Пароль').fill('wrong-password');
      await page.getByRole('button', { name: 'Войти' }).click();
      await expect(page.getByText('Вы ввели неверные данные.').first().waitFor()).resolves.toBeUndefined();
      await screenshot(page, 'login-wrong-password');
      await page.close();
    });

    it('signs in as the demo admin, pages through tickets and signs out', async () => {
      page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
      await page.goto(product.url);
      await page.waitForURL('**/user/login');
      await screenshot(page, 'login');
      await page.getByLabel('Телефон').fill('+79990000001');
      await page.getByLabel('Пароль').fill('demo1234');
      await page.getByRole('button', { name: 'Войти' }).click();
      await page.waitForURL('**/app/profile');
      await page.getByText('Авторизация успешно выполнена.').first().waitFor();
      await page.getByText('Смирнова').first().waitFor();
      await screenshot(page, 'profile');

      await page.getByRole('link', { name: 'Чеки' }).click();
      await page.waitForURL('**/app/tickets');
      const rows = page.locator('tbody tr');
      // The first column is the row's checkbox (bulk actions); the ticket's '№' is the second.
      const ids = () => rows.locator('td:nth-child(2)').allTextContents();
      await rows.nth(23).waitFor();
      expect(await rows.count()).toBe(24);
      const firstPageIds = await ids();
      expect(firstPageIds.every((id) => /^\d+$/.test(id))).toBe(true);
      await screenshot(page, 'tickets-page-1');

      await page.getByRole('button', { name: 'Страница 2', exact: true }).click();
      await page.waitForURL('**/app/tickets?page=2');
      await expect.poll(async () => (await ids())[0]).not.toBe(firstPageIds[0]);
      // The first screenful (12 rows) is drawn first and the rest right after it (docs/adr/0061-tickets-rows-first.md).
      await rows.nth(23).waitFor();
      expect(await rows.count()).toBe(24);
      const secondPageIds = await ids();
      expect(secondPageIds.filter((id) => firstPageIds.includes(id))).toEqual([]);
      await screenshot(page, 'tickets-page-2');

      await page.getByRole('button', { name: 'Выйти' }).click();
      await page.waitForURL('**/user/login');
      await page.goto(`${product.url}/app/tickets`);
      await page.waitForURL('**/user/login');
      await page.close();
    });
  });
});
