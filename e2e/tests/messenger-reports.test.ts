/// <reference lib="dom" />
// The messenger and the reports in Chromium against the running product: an app user (the REST API
// as the mobile app speaks it) writes, the conversation moves up with its badge for two staff
// members at once, one opens it and the badge goes for the other; older messages load at the top and
// keep the position; a file is sent and its read mark follows the app user's reading; a report's CSV export holds the rows of its GraphQL answer;
// a report's filters saved under a name survive a reload and open the report again. No
// serious or critical axe violations on either screen, light and dark; screenshots of each.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../lib/axe';
import { browserAvailable, screenshot } from '../lib/browser';
import { productInBrowser } from '../lib/suite';
import { signIn, apiLogin } from '../lib/session';

const runBrowser = browserAvailable();

/** A demo vendor who writes from the app (its own conversation, room `user-{id}`). */
const APP_USER_PHONE = '+79990000115';
/** Another demo vendor, whose messages show that the staff pages' live subscriptions are open. */
const PROBE_USER_PHONE = '+79990000116';

describe.runIf(runBrowser)('messenger and reports in Chromium', () => {
  const suite = productInBrowser();
  const contexts: BrowserContext[] = [];
  let appUser: { id: number; token: string };
  let probeUser: { id: number; token: string };

  /** The app user sends `count` messages to its own room over the REST API (as the mobile app does). */
  async function appUserWrites(texts: string[], user = appUser): Promise<void> {
    for (const text of texts) {
      const response = await fetch(`${suite.product.apiUrl}/messages/sendToRoom/user-${user.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: user.token },
        body: JSON.stringify({ text }),
      });
      expect(response.status).toBe(200);
    }
  }

  /**
   * Waits until a page's live subscription has reached the API's room: `user` writes again (about
   * once a second) until `arrived` holds. A subscription's room is joined a moment after the socket is
   * live, and a message sent before that is not delivered to it.
   */
  async function untilLiveIn(arrived: () => Promise<boolean>, user: { id: number; token: string }): Promise<void> {
    let probe = 0;
    await expect
      .poll(
        async () => {
          probe += 1;
          await appUserWrites([`Проверка связи ${probe}`], user);
          return arrived();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
  }

  async function staffPage(theme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await suite.browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow', acceptDownloads: true });
    contexts.push(context);
    await context.addInitScript((value) => localStorage.setItem('bo.theme', value), theme);
    const page = await context.newPage();
    await signIn(page, suite.product.url);
    return page;
  }

  const rooms = (page: Page) => page.getByTestId('conversation').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.room));
  const badge = (page: Page, room: string) => page.locator(`[data-room="${room}"] [data-testid="new-badge"]`);

  beforeAll(async () => {
    appUser = await apiLogin(suite.product.apiUrl, APP_USER_PHONE);
    probeUser = await apiLogin(suite.product.apiUrl, PROBE_USER_PHONE);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it('an app user writes: the conversation moves up with its badge for both staff; one opens it, the badge goes for the other', async () => {
    const a = await staffPage('light');
    const b = await staffPage('dark');
    for (const page of [a, b]) {
      await page.getByRole('link', { name: 'Сообщения' }).click();
      await page.waitForURL('**/app/messenger');
      await page.getByRole('heading', { name: 'Сообщения' }).waitFor();
    }
    // The live subscriptions are open: another app user's conversation comes to the top of both lists.
    await untilLiveIn(async () => (await Promise.all([a, b].map(async (page) => (await rooms(page))[0]))).every((r) => r === `user-${probeUser.id}`), probeUser);
    const room = `user-${appUser.id}`;
    await appUserWrites([`Здравствуйте! Вопрос ${Date.now()}`]);
    for (const page of [a, b]) {
      await expect.poll(() => rooms(page), { timeout: 10_000 }).toContain(room);
      await expect.poll(async () => (await rooms(page))[0]).toBe(room);
      await badge(page, room).waitFor();
    }
    await screenshot(a, 'messenger-list-light');
    await screenshot(b, 'messenger-list-dark');

    await a.locator(`[data-room="${room}"]`).click();
    await a.getByRole('log', { name: 'История сообщений' }).getByTestId('message').first().waitFor();
    await expect.poll(() => badge(a, room).count()).toBe(0);
    await expect.poll(() => badge(b, room).count(), { timeout: 10_000 }).toBe(0);
    await screenshot(a, 'messenger-room-light');
    expect(await seriousViolations(a)).toEqual([]);
    expect(await seriousViolations(b)).toEqual([]);
  });

  it('loads older messages at the top keeping the position, shows new ones live, and sends a file', async () => {
    await appUserWrites(Array.from({ length: 20 }, (_, i) => `История ${i + 1}`));
    const page = await staffPage('dark');
    await page.goto(`${suite.product.url}/app/messenger?room=user-${appUser.id}`);
    const log = page.getByRole('log', { name: 'История сообщений' });
    await expect.poll(() => log.getByTestId('message').count(), { timeout: 10_000 }).toBe(12);
    const oldestShown = await log.getByTestId('message').first().getAttribute('data-message-id');
    await log.evaluate((el) => (el.scrollTop = 0));
    // 12 older ones (fewer when the room has fewer)
    await expect.poll(() => log.getByTestId('message').count(), { timeout: 10_000 }).toBeGreaterThan(12);
    // the message that was at the top is still where the reader looked, not pushed out of view
    const box = await log.boundingBox();
    const kept = await page.locator(`[data-message-id="${oldestShown}"]`).boundingBox();
    expect(kept!.y).toBeGreaterThan(box!.y - 10);
    expect(kept!.y).toBeLessThan(box!.y + box!.height);
    await screenshot(page, 'messenger-history-dark');

    await log.evaluate((el) => (el.scrollTop = el.scrollHeight));
    // The room's live subscription is open once a message written now shows.
    await untilLiveIn(async () => (await log.getByText(/^Проверка связи \d+$/).count()) > 0, appUser);
    await log.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await appUserWrites(['Пришло сейчас']);
    await log.getByText('Пришло сейчас').waitFor({ timeout: 10_000 });

    await page.getByTestId('file-input').setInputFiles({
      name: 'pixel.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    });
    await page.getByRole('button', { name: 'Отправить' }).click();
    await log.getByRole('img', { name: 'Изображение' }).last().waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Отправить' }).click();
    await page.getByText('Введите текст или прикрепите файл').first().waitFor();

    // the app user reads the conversation: the staff message's mark turns to 'Прочитано' live
    const mark = log.getByTestId('read-mark').last();
    expect(await mark.getAttribute('aria-label')).toBe('Отправлено');
    const read = await fetch(`${suite.product.apiUrl}/messages/read/user-${appUser.id}`, { method: 'POST', headers: { authorization: appUser.token } });
    expect(read.status).toBe(200);
    await expect.poll(() => mark.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Прочитано');
    await screenshot(page, 'messenger-file-dark');
  });

  it('draws a report, exports its CSV with the rows of the GraphQL answer, shows its query', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await staffPage(theme);
      await page.goto(`${suite.product.url}/app/reports?report=status`);
      await page.getByRole('img', { name: 'График: Чеки по статусам' }).waitFor({ timeout: 20_000 });
      const answer = (await page.evaluate(async () => {
        // As the explorer asks it (a staff session's own document: docs/adr/0030-trusted-operations.md).
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-explorer': '1' },
          body: JSON.stringify({ query: '{ ticketStats(groupBy: [status]) { groups { key { status } count totalSum } } }' }),
        });
        return response.json();
      })) as { data: { ticketStats: { groups: { key: { status: string }; count: number; totalSum: number }[] } } };
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Экспорт CSV' }).click();
      const file = await (await download).path();
      const lines = readFileSync(file, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Статус;Чеков;Сумма;Баллы');
      expect(lines.slice(1).map((line) => line.split(';').slice(1, 3).join(';'))).toEqual(
        answer.data.ticketStats.groups.map((g) => `${g.count};${(g.totalSum / 100).toFixed(2).replace('.', ',')}`),
      );
      await page.getByRole('button', { name: 'Показать запрос' }).click();
      await page.getByTestId('report-query').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `reports-status-${theme}`);
    }
  });

  it("saves a report's filters under a name; after a reload the saved view opens the report again", async () => {
    const page = await staffPage();
    await page.goto(`${suite.product.url}/app/reports?report=day`);
    await page.getByRole('img', { name: 'График: Чеки по дням' }).waitFor({ timeout: 20_000 });
    const name = `По дням ${Date.now()}`;
    await page.getByRole('button', { name: 'Сохранённые фильтры' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сохранённые фильтры' });
    await dialog.getByRole('textbox', { name: 'Название' }).fill(name);
    await dialog.getByRole('button', { name: 'Сохранить текущие фильтры' }).click();
    await dialog.getByRole('link', { name: `Открыть «${name}»` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${suite.product.url}/app/reports`);
    await page.reload();
    await page.getByRole('img', { name: 'График: План и факт' }).or(page.getByText('Нет данных')).first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Сохранённые фильтры' }).click();
    await page
      .getByRole('dialog', { name: 'Сохранённые фильтры' })
      .getByRole('link', { name: `Открыть «${name}»` })
      .click();
    await page.waitForURL((url) => url.search === '?report=day');
    await page.getByRole('img', { name: 'График: Чеки по дням' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'reports-saved-view');
  });
});
