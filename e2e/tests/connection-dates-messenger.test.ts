/// <reference lib="dom" />
// Issue 39 in Chromium: the header and the processor panel tell the truth for every way the page's
// socket can end (refused from the page load on, closed with a server's 1011 once and for good, a
// close graphql-ws never retries), and no keystroke is lost when 'По дату' is typed right after
// 'С даты' on /app/tickets (9 rounds, no delay between the keys, not retries). The page's socket
// passes through Playwright's WebSocket route, which can close it with a code or refuse it. And the
// messenger from a vendor's side: his messages his, the staff's signed as staff, his '✓' turning
// '✓✓' live when staff read them.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import { browserAvailable } from '../lib/browser';
import { signIn, apiLogin } from '../lib/session';
import { productInBrowser } from '../lib/suite';

const runBrowser = browserAvailable();
const NO_CONNECTION = 'Нет подключения к обработчику чеков.';

describe.runIf(runBrowser)('the connection told as it is, and dates typed at once (issue 39)', () => {
  const suite = productInBrowser();
  let page: Page;
  /** What the route does with a new socket: pass it to the gateway, or close it at once with a code. */
  let newSockets: 'pass' | { closeWith: number } = 'pass';
  let attempts = 0;
  /** The header's state when the page tries again after its first refused attempt. */
  let atSecondAttempt: Promise<string | null> | null = null;
  const open = new Set<WebSocketRoute>();
  /** The operations the page has subscribed to on its latest socket. */
  let subscribed = new Set<string>();

  beforeAll(async () => {
    page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.routeWebSocket(/\/graphql$/, (ws) => {
      attempts += 1;
      if (attempts === 2) atSecondAttempt = page.getByTestId('connection-indicator').getAttribute('data-state');
      if (newSockets !== 'pass') return void ws.close({ code: newSockets.closeWith, reason: 'test' });
      const server = ws.connectToServer();
      const mine = (subscribed = new Set<string>());
      ws.onMessage((message) => {
        const sent = typeof message === 'string' ? (JSON.parse(message) as { type?: string; payload?: { operationName?: string } }) : {};
        if (sent.type === 'subscribe' && sent.payload?.operationName) mine.add(sent.payload.operationName);
        server.send(message);
      });
      open.add(ws);
      ws.onClose(() => open.delete(ws));
    });
    await signIn(page, suite.product.url);
  });

  const indicator = () => page.getByTestId('connection-indicator');
  const state = () => indicator().getAttribute('data-state');
  const status = () => page.getByTestId('processor-status');
  const closeOpen = async (code: number) => {
    for (const ws of [...open]) await ws.close({ code, reason: 'test' });
  };

  it("refused from the page load on: 'Нет связи' and the panel's no-connection sentence, live once the socket is let in", async () => {
    newSockets = { closeWith: 1013 };
    attempts = 0;
    await page.goto(`${suite.product.url}/app/tickets`);
    // Said once the first attempt is refused, not after several while 'Подключение…' stays.
    await expect.poll(() => atSecondAttempt).not.toBeNull();
    expect(await atSecondAttempt).toBe('offline');
    await expect.poll(() => status().textContent()).toBe(NO_CONNECTION);
    expect(await state()).toBe('offline');
    expect(await indicator().textContent()).toBe('Нет связи');
    newSockets = 'pass';
    await expect.poll(state).toBe('live');
    expect(await status().getAttribute('data-status')).not.toBe('offline');
  });

  it('a server error close (1011) is reconnected by itself; when it keeps coming, the header asks for a reload with its button', async () => {
    await expect.poll(state).toBe('live');
    const seen = new Set<string>();
    const watch = setInterval(
      () =>
        void state().then(
          (s) => s && seen.add(s),
          () => undefined,
        ),
      20,
    );
    await closeOpen(1011);
    await expect.poll(() => open.size).toBe(1);
    await expect.poll(state).toBe('live');
    clearInterval(watch);
    expect(seen.has('reconnecting') && !seen.has('failed')).toBe(true);
    expect(await status().getAttribute('data-status')).not.toBe('offline');

    // The gateway fails every connection: three retries, then a reload is asked for (a fresh page: the
    // close above counts as one of the three for a connection up less than 30 s).
    await page.reload();
    await expect.poll(state).toBe('live');
    newSockets = { closeWith: 1011 };
    attempts = 0;
    await closeOpen(1011);
    await expect.poll(state).toBe('failed');
    expect(attempts).toBe(3);
    expect(await indicator().textContent()).toBe('Соединение прервано: обновите страницуОбновить страницу');
    expect(await status().textContent()).toBe(NO_CONNECTION);
    newSockets = 'pass';
    await indicator().getByRole('button', { name: 'Обновить страницу' }).click();
    await expect.poll(state).toBe('live');
  });

  it('a close graphql-ws never retries (4400) asks for a reload at once', async () => {
    await expect.poll(state).toBe('live');
    // The tickets screen's live streams start once its counts have answered: a stream started after the
    // close would open a socket of its own (busy-loop run: one attempt where none was expected).
    await expect.poll(() => ['ProcessorStatusLive', 'ProcessorHistoryRecordLive', 'TicketCountersLive'].every((name) => subscribed.has(name))).toBe(true);
    newSockets = { closeWith: 4400 };
    attempts = 0;
    await closeOpen(4400);
    await expect.poll(state).toBe('failed');
    expect(attempts).toBe(0);
    expect(await status().textContent()).toBe(NO_CONNECTION);
    newSockets = 'pass';
  });

  it("keeps every key of 'По дату' typed right after 'С даты', 9 times out of 9", { timeout: 240_000 }, async () => {
    const from = page.getByRole('textbox', { name: 'С даты', exact: true });
    const to = page.getByRole('textbox', { name: 'По дату', exact: true });
    // Here the URL takes 'С даты' before the Tab even with the old reset of both fields (it did not go
    // red against it); web's date-range-filter.test.tsx holds the URL back and pins that cause.
    for (let round = 1; round <= 9; round += 1) {
      await page.goto(`${suite.product.url}/app/tickets`);
      await from.waitFor();
      const day = String(round).padStart(2, '0');
      await from.click();
      // 'С даты', its calendar button, 'По дату': the keys in one go, as a fast typist's.
      await page.keyboard.type(`${day}.10.2026`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.type(`${round + 10}.11.2026`);
      await expect.poll(async () => [round, await from.inputValue(), await to.inputValue()]).toEqual([round, `${day}.10.2026`, `${round + 10}.11.2026`]);
      await page.waitForURL((url) => url.searchParams.get('to') !== null);
      const params = new URL(page.url()).searchParams;
      expect([round, params.get('from'), params.get('to')]).toEqual([round, `2026-10-${day}`, `2026-11-${round + 10}`]);
    }
  });
});

describe.runIf(runBrowser)('the messenger from the vendor’s side (issue 39)', () => {
  const suite = productInBrowser();

  it("draws his own messages as his, with '✓' turning '✓✓' when staff read them live, and the staff's signed as staff", { timeout: 120_000 }, async () => {
    const vendor = await apiLogin(suite.product.apiUrl, '+79990000004');
    const admin = await apiLogin(suite.product.apiUrl, '+79990000001');
    const room = `user-${vendor.id}`;
    const page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, suite.product.url, '+79990000004');
    await page.goto(`${suite.product.url}/app/messenger?room=${room}`);
    await page.getByRole('heading', { level: 2, name: 'Переписка с сотрудниками программы' }).waitFor();
    const log = page.getByRole('log', { name: 'История сообщений' });
    // The room's live subscriptions are open once a staff message written now shows (a message sent
    // before the room is joined is not delivered to it): staff write about once a second until then.
    let sent = 0;
    const staffMessage = log.getByTestId('message').filter({ hasText: /^Сотрудник программыОтвет сотрудника \d+/ });
    await expect
      .poll(
        async () => {
          sent += 1;
          const response = await fetch(`${suite.product.apiUrl}/messages/sendToRoom/${room}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: admin.token },
            body: JSON.stringify({ text: `Ответ сотрудника ${sent}` }),
          });
          expect(response.status).toBe(200);
          return (await staffMessage.count()) > 0;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    expect(await staffMessage.first().getByTestId('read-mark').count()).toBe(0);

    const ownText = `Вопрос продавца ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Сообщение' }).fill(ownText);
    await page.getByRole('button', { name: 'Отправить' }).click();
    const own = log.getByTestId('message').filter({ hasText: ownText });
    const mark = own.getByTestId('read-mark');
    await expect.poll(() => mark.textContent()).toBe('✓');
    // His message stands on his side (the log's end), the staff's on the other.
    const [logBox, ownBox, staffBox] = await Promise.all([log.boundingBox(), own.boundingBox(), staffMessage.first().boundingBox()]);
    expect([Math.abs(logBox!.x + logBox!.width - (ownBox!.x + ownBox!.width)) < 40, Math.abs(staffBox!.x - logBox!.x) < 40]).toEqual([true, true]);

    const read = await fetch(`${suite.product.apiUrl}/messages/read/${room}`, { method: 'POST', headers: { authorization: admin.token } });
    expect(read.status).toBe(200);
    await expect.poll(() => mark.textContent()).toBe('✓✓');
    expect(await mark.getAttribute('aria-label')).toBe('Прочитано');
  });
});
