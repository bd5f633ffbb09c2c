/// <reference lib="dom" />
// The audit trail in Chromium (issue 17): a campaign created and renamed through the screens shows both
// entries in its 'История' and in the 'Журнал действий' filtered to it, with the admin, the client and
// the old → new title; the journal's CSV holds the same rows; axe-core on the journal in light and
// dark; screenshots (e2e/screenshots/audit-*.png) in both themes and at 390 px.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../lib/axe';
import { browserAvailable, screenshot } from '../lib/browser';
import { productInBrowser, setTheme } from '../lib/suite';
import { signIn } from '../lib/session';

const runBrowser = browserAvailable();
const RUN = Date.now().toString(36).slice(-5);

describe.runIf(runBrowser)('the audit trail in Chromium', () => {
  const suite = productInBrowser();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow', acceptDownloads: true });
    page = await context.newPage();
    await signIn(page, suite.product.url);
  });

  const rowsOf = (table: ReturnType<Page['getByRole']>) =>
    table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent ?? '')));

  it("records a campaign's creation and renaming: its 'История' and the journal show both, with the admin and the change", async () => {
    const first = `Аудит ${RUN}`;
    const second = `Аудит ${RUN} — переименована`;
    await page.goto(`${suite.product.url}/app/campaign`);
    await page.getByRole('textbox', { name: 'Название', exact: true }).fill(first);
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/app\/campaign\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    // The campaign's page loads after the create: rename once it is shown (its sections are there)
    // and the typed name stays in the field.
    await page.getByRole('heading', { name: 'Периоды' }).waitFor();
    const name = page.getByRole('textbox', { name: 'Название', exact: true });
    await expect.poll(() => name.inputValue()).toBe(first);
    // What the user types stays when the campaign arrives again (web: campaigns.test.tsx).
    await name.fill(second);
    expect(await name.inputValue()).toBe(second);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    // The section's title follows the saved campaign (the creation's toast may still be on screen).
    await page.getByText(`Кампания: ${second}`, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Показать историю изменений' }).click();
    const history = page.getByRole('table', { name: 'История' });
    await history.waitFor();
    const historyRows = await rowsOf(history);
    expect(historyRows.map((r) => r.slice(1))).toEqual([
      ['Анна Смирнова (веб)', 'Изменение', `Название: ${first} → ${second}`],
      // A creation lists what the record had; empty values are left out (issue 39).
      ['Анна Смирнова (веб)', 'Создание', `Название: ${first}Активна: Да`],
    ]);
    await screenshot(page, 'audit-campaign-history-light');

    await page.goto(`${suite.product.url}/app/audit?model=Campaign&entity=${id}`);
    const journal = page.getByRole('table', { name: 'Журнал действий' });
    await journal.waitFor();
    await expect.poll(async () => (await rowsOf(journal)).length).toBe(2);
    const rows = await rowsOf(journal);
    expect(rows.map((r) => [r[1], r[2]!.slice(0, 3), r[3], r[4], r[5]])).toEqual([
      // The object is the campaign's name as it is now, with its kind under it.
      ['Анна СмирноваАдминистратор', 'Веб', `${second}Кампания`, 'Изменение', `Название: ${first} → ${second}`],
      ['Анна СмирноваАдминистратор', 'Веб', `${second}Кампания`, 'Создание', `Название: ${first}Активна: да`],
    ]);
    expect(
      await page
        .getByRole('link', { name: `Открыть: ${second}` })
        .first()
        .getAttribute('href'),
    ).toBe(`/app/campaign/${id}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Экспорт CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('№;Когда;Кто;Откуда;Адрес;Объект;Действие;Изменения');
    expect(
      csv.slice(1).map((line) =>
        line
          .split(';')
          .slice(2, 7)
          .filter((_, i) => i !== 2),
      ),
    ).toEqual([
      ['Анна Смирнова (Администратор)', 'Веб', `Кампания № ${id} «${second}»`, 'Изменение'],
      ['Анна Смирнова (Администратор)', 'Веб', `Кампания № ${id} «${second}»`, 'Создание'],
    ]);

    for (const mode of ['light', 'dark'] as const) {
      await setTheme(page, mode);
      await page.mouse.move(0, 0);
      expect(await seriousViolations(page), `journal (${mode})`).toEqual([]);
      await screenshot(page, `audit-journal-${mode}`);
    }
    await setTheme(page, 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'audit-journal-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
