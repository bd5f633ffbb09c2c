/// <reference lib="dom" />
// Reviewing manual-check tickets in a signed-in page, two ways (issue 25): through the keyboard review
// queue (Enter on the list's first row, then S, the points, Enter for each ticket — the next one opens
// by itself) and through the list as before it (click the row's '№', 'Начислить баллы', type, click
// 'Продолжить', go back, find the next 'Ручная проверка' row). Each counts the keystrokes and clicks a
// person makes; the e2e test and the benchmark (bench/review-queue.ts) share them.
import type { Page } from 'playwright-core';

export interface ReviewResult {
  ids: number[];
  keystrokes: number;
  clicks: number;
  ms: number;
}

const ticketId = (url: string) => Number(/\/app\/ticket\/(\d+)/.exec(url)?.[1]);

/** Reviews `count` tickets of 'Ручная проверка' with the keyboard only, each scored `points`. */
export async function reviewWithQueue(page: Page, productUrl: string, count: number, points = '5'): Promise<ReviewResult> {
  await page.goto(`${productUrl}/app/tickets?filter=manual`);
  await page.locator('[data-row-link]').first().waitFor();
  const started = Date.now();
  let keystrokes = 0;
  const press = async (key: string) => {
    keystrokes += 1;
    await page.keyboard.press(key);
  };
  // The focus starts before the list (skip link, search, filters): J reaches its first row, Enter opens it.
  await press('j');
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-row-link'));
  await press('Enter');
  await page.waitForURL(/\/app\/ticket\/\d+\?list=/);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = ticketId(page.url());
    // The address changes before the page shows the ticket: wait for its heading, so the keys below
    // reach this ticket's page and not the one before it.
    await page.getByRole('heading', { name: `Чек № ${id}`, exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Очередь проверки' }).getByText(/ из /).waitFor();
    await page.getByRole('button', { name: 'Начислить баллы' }).waitFor();
    await press('s');
    const field = page.getByRole('alertdialog').getByLabel('Баллы');
    await field.waitFor();
    // A person types once the cursor is in the field: the dialog moves the focus there after it opens
    // (on a busy machine, a frame or more after the field shows; keys typed before it are lost).
    await page.waitForFunction(() => document.activeElement?.closest('[role="alertdialog"]') !== null && document.activeElement?.tagName === 'INPUT');
    for (const ch of points) await press(ch);
    await press('Enter');
    ids.push(id);
    if (i < count - 1) await page.waitForURL((url) => ticketId(url.toString()) !== id && url.pathname.startsWith('/app/ticket/'));
    else await page.getByTestId('ticket-score').filter({ hasText: points }).waitFor();
  }
  return { ids, keystrokes, clicks: 0, ms: Date.now() - started };
}

/** The same through the list as it was: open a row, act with the mouse, go back, find the next. */
export async function reviewThroughList(page: Page, productUrl: string, count: number, points = '5'): Promise<ReviewResult> {
  await page.goto(`${productUrl}/app/tickets?filter=manual`);
  await page.locator('[data-row-link]').first().waitFor();
  const started = Date.now();
  let clicks = 0;
  let keystrokes = 0;
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    // Find the next row still in 'Ручная проверка' (reviewed ones stay on the page until it is read again).
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Ручная проверка' })
      .filter({ hasNot: page.locator(ids.map((id) => `a[href^="/app/ticket/${id}?"]`).join(', ') || 'x-none') })
      .first();
    const link = row.locator('[data-row-link]');
    await link.waitFor();
    // One click on the row's link, as before the queue: the ticket's own address, without the list
    // the queue would follow (with it, the page opens the next ticket by itself after the action).
    clicks += 1;
    const href = new URL((await link.getAttribute('href'))!, productUrl);
    href.searchParams.delete('list');
    await page.goto(href.toString());
    await page.waitForURL(/\/app\/ticket\/\d+/);
    const id = ticketId(page.url());
    clicks += 1;
    await page.getByRole('button', { name: 'Начислить баллы' }).click();
    const field = page.getByRole('alertdialog').getByLabel('Баллы');
    await field.waitFor();
    keystrokes += points.length;
    await field.pressSequentially(points);
    clicks += 1;
    await page.getByRole('alertdialog').getByRole('button', { name: 'Продолжить' }).click();
    await page.getByTestId('ticket-score').filter({ hasText: points }).waitFor();
    ids.push(id);
    clicks += 1;
    await page.goBack();
    await page.waitForURL(/\/app\/tickets/);
  }
  return { ids, keystrokes, clicks, ms: Date.now() - started };
}
