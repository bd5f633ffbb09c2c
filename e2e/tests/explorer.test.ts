/// <reference lib="dom" />
// The GraphQL explorer the product serves itself, in Chromium on a machine without internet: a
// visitor is told to sign in; the signed-in admin runs a query with the session and reads the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, screenshot } from '../lib/browser';
import { startProduct, type RunningProduct } from '../lib/product';

const runBrowser = browserAvailable();

describe.runIf(runBrowser)('the GraphQL explorer in Chromium, offline', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function newPage(theme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
    await context.addInitScript((value) => localStorage.setItem('bo.theme', value), theme);
    const page = await context.newPage();
    // Nothing may come from outside the product (the machine has no internet anyway).
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    return page;
  }

  it('tells a visitor to sign in', async () => {
    const page = await newPage();
    await page.goto(`${product.url}/graphql`);
    await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 20_000 }).toContain(
      'Обозреватель API открыт только сотрудникам, вошедшим в бэк-офис.',
    );
    expect(await page.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/user/login');
    await page.context().close();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`runs a query with the signed-in admin's session (${theme})`, async () => {
      const page = await newPage(theme);
      await page.goto(`${product.url}/user/login`);
      await page.getByLabel('Телефон').fill('+79990000001');
      await page.getByLabel('Пароль').fill('demo1234');
      await page.getByRole('button', { name: 'Войти' }).click();
      await page.waitForURL('**/app/profile');

      await page.goto(`${product.url}/graphql`);
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
});
