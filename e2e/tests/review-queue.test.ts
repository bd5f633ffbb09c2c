/// <reference lib="dom" />
// The keyboard review queue in Chromium (issue 25): on the run's product (the counts it checks are read
// at its start, and files run one at a time), the admin opens 'Ручная проверка', and with the keyboard only — Enter on the list's
// first row, then S, the points and Enter for each — scores four tickets; each next one opens by
// itself, and every one of them is processed with those points.
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot } from '../lib/browser';
import { reviewWithQueue } from '../lib/review';
import { pageGql, signIn } from '../lib/session';
import { productInBrowser } from '../lib/suite';

describe.runIf(browserAvailable())('the keyboard review queue in Chromium', () => {
  const suite = productInBrowser();

  it('reviews four manual-check tickets one after another with the keyboard only', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await signIn(page, suite.product.url);
    const before = await pageGql<{ tickets: { items: { id: number }[]; total: number } }>(
      page,
      'query { tickets(where: { status: { eq: MANUAL } }, pageSize: 4, orderBy: [{ field: dateTime, direction: DESC }]) { items { id } total } }',
    );
    const result = await reviewWithQueue(page, suite.product.url, 4, '7');
    await screenshot(page, 'review-queue-1440');
    // The list's first four, in its order, each opened by the queue after the one before was scored.
    expect(result.ids).toEqual(before.tickets.items.map((t) => t.id));
    expect(result.clicks).toBe(0);
    // J to the first row, Enter to open it, then three keys a receipt.
    expect(result.keystrokes).toBe(2 + 4 * 3);
    const after = await pageGql<{ tickets: { items: { id: number; status: string; score: number }[] } }>(
      page,
      `query { tickets(where: { id: { in: [${result.ids.join(',')}] } }, pageSize: 4) { items { id status score } } }`,
    );
    expect(after.tickets.items.map((t) => `${t.status}:${t.score}`)).toEqual(['PROCESSED:7', 'PROCESSED:7', 'PROCESSED:7', 'PROCESSED:7']);
    const remaining = await pageGql<{ tickets: { total: number } }>(page, 'query { tickets(where: { status: { eq: MANUAL } }, pageSize: 1) { total } }');
    expect(remaining.tickets.total).toBe(before.tickets.total - 4);
    await context.close();
  });
});
