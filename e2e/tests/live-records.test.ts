/// <reference lib="dom" />
// Issue 25 in Chromium, two staff sessions side by side on one ticket: the manager scores it and the
// admin's open page shows it within a second with who did it; the admin opens the editor (taking the
// lock), the manager's page says 'Редактирует Анна Смирнова'; a second admin tab takes the lock over
// after asking and the first tab is told.
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot } from '../lib/browser';
import { pageGql, signIn } from '../lib/session';
import { productInBrowser } from '../lib/suite';

const runBrowser = browserAvailable();

describe.runIf(runBrowser)('live ticket page', () => {
  const suite = productInBrowser();
  it("shows the manager's score on the admin's open page within a second, and the editing lock and its takeover", { timeout: 240_000 }, async () => {
    const admin = await (await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' })).newPage();
    const manager = await (await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' })).newPage();
    await signIn(admin, suite.product.url);
    await signIn(manager, suite.product.url, '+79990000002');
    const { tickets } = await pageGql<{ tickets: { items: { id: number }[] } }>(manager, '{ tickets(where: { status: { eq: MANUAL } }, pageSize: 1) { items { id } } }');
    const id = tickets.items[0]!.id;
    for (const page of [admin, manager]) {
      await page.goto(`${suite.product.url}/app/ticket/${id}`);
      await page.getByText('Ручная проверка').first().waitFor();
    }
    await admin.getByText('Также открыт: Дмитрий Кузнецов').waitFor();

    // The manager scores; the admin's page shows it (1 s, plus room for a loaded machine's browser).
    await manager.getByRole('button', { name: 'Начислить баллы' }).click();
    await manager.getByRole('alertdialog').getByRole('textbox').fill('7');
    const started = Date.now();
    await manager.getByRole('alertdialog').getByRole('button', { name: 'Продолжить' }).click();
    await admin.getByText('Обработан').first().waitFor({ timeout: 10_000 });
    const delay = Date.now() - started;
    await expect.poll(() => admin.getByTestId('live-change-note').textContent()).toBe('Изменено: Дмитрий Кузнецов, только что');
    console.log(`change to appearance: ${delay} ms`);
    await screenshot(admin, 'live-ticket-changed');

    // The lock: the admin opens the editor of another (unprocessed) ticket, the manager sees it.
    const { tickets: open } = await pageGql<{ tickets: { items: { id: number }[] } }>(manager, '{ tickets(where: { status: { eq: MANUAL } }, pageSize: 1) { items { id } } }');
    const other = open.items[0]!.id;
    await admin.goto(`${suite.product.url}/app/ticket/${other}`);
    await manager.goto(`${suite.product.url}/app/ticket/${other}`);
    await admin.getByRole('button', { name: 'Исправить чек' }).click();
    await admin.getByRole('dialog', { name: 'Исправление чека' }).waitFor();
    await manager.getByText('Редактирует Анна Смирнова (администратор)', { exact: true }).waitFor();

    // A second admin tab asks, takes it over, and the first is told.
    const second = await (await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' })).newPage();
    await signIn(second, suite.product.url);
    await second.goto(`${suite.product.url}/app/ticket/${other}`);
    await second.getByRole('button', { name: 'Исправить чек' }).click();
    await second.getByText('Чек редактирует Анна Смирнова (администратор). Забрать редактирование?', { exact: false }).waitFor();
    await second.getByRole('button', { name: 'Забрать' }).click();
    await second.getByRole('dialog', { name: 'Исправление чека' }).waitFor();
    await admin.getByText('Редактирование перешло к: Анна Смирнова (администратор).', { exact: false }).waitFor();
    await screenshot(admin, 'live-ticket-taken-over');
    expect(delay).toBeLessThan(10_000);
  });
});
