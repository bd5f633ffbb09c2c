/// <reference lib="dom" />
// Geography, catalogue and campaigns in Chromium (issue 12): a region, a city in it and a place
// type; a product with matches and exclusions and the match preview; a campaign with a period,
// products with points, plans set in bulk for the places of a city; a delete refused because the
// record is in use; axe-core on every list and editor, screenshots in light and dark
// (e2e/screenshots/catalogue-*.png); the plans grid's time to first render on the demo data.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { seriousViolations } from '../lib/axe';
import { browserAvailable, screenshot } from '../lib/browser';
import { productInBrowser, setTheme, signedInPage } from '../lib/suite';

const runBrowser = browserAvailable();
const RUN = Date.now().toString(36).slice(-5);

describe.runIf(runBrowser)('geography, catalogue and campaigns in Chromium', () => {
  const suite = productInBrowser();
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(suite, { viewport: { width: 1280, height: 900 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  });

  /** axe-core in both themes, with a screenshot of each. */
  async function check(name: string) {
    // The pointer off every control: a hovered button's lighter background is not what axe should judge.
    await page.mouse.move(0, 0);
    for (const mode of ['light', 'dark'] as const) {
      await setTheme(page, mode);
      await page.mouse.move(0, 0);
      const violations = await seriousViolations(page);
      // Each node names its selector, its HTML and axe's reason (colours and ratio for a contrast).
      expect(violations, `${name} (${mode}): ${JSON.stringify(violations, null, 2)}`).toEqual([]);
      await screenshot(page, `catalogue-${name}-${mode}`);
    }
    await setTheme(page, 'light');
  }

  async function pick(label: string, text: string, option = text) {
    const box = page.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(text);
    // An option is named by its title, then its description (a place's address and city: issue 25).
    await page
      .getByRole('option', { name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first()
      .click();
  }

  const region = `E2E регион ${RUN}`;
  const city = `E2E город ${RUN}`;
  let regionUrl = '';

  it('creates a region, a city in it and a place type; the lists show them', async () => {
    await page.goto(`${suite.product.url}/app/regions`);
    await page.getByRole('link', { name: 'Открыть «Московская область»' }).waitFor();
    await check('regions');
    await page.getByRole('link', { name: 'Добавить' }).click();
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.getByText('Обязательное поле.').waitFor();
    await page.getByRole('textbox', { name: 'Название', exact: true }).fill(region);
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/app\/region\/\d+$/);
    regionUrl = page.url();
    await page.getByRole('heading', { name: `Регион: ${region}` }).waitFor();
    await check('region');

    await page.goto(`${suite.product.url}/app/city`);
    await page.getByRole('textbox', { name: 'Название', exact: true }).fill(city);
    await pick('Регион', region);
    await page.getByRole('combobox', { name: 'Часовой пояс' }).selectOption('Europe/Samara');
    await page.getByRole('textbox', { name: 'Широта' }).fill('53,2');
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.getByText('Укажите и широту, и долготу.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Название', exact: true }).inputValue()).toBe(city);
    await page.getByRole('textbox', { name: 'Долгота' }).fill('50.15');
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/app\/city\/\d+$/);
    await page.getByRole('heading', { name: `Город: ${city}` }).waitFor();
    await check('city');

    await page.goto(`${suite.product.url}/app/cities?q=${encodeURIComponent(city)}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Открыть «${city}»` }) });
    await expect.poll(() => row.getByRole('cell').allTextContents()).toEqual([expect.stringMatching(/^\d+$/), city, region, '—', 'Europe/Samara']);
    await check('cities');

    await page.goto(`${suite.product.url}/app/place-types`);
    await page.getByRole('link', { name: 'Добавить' }).click();
    await page.getByRole('textbox', { name: 'Название', exact: true }).fill(`E2E тип ${RUN}`);
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\?edit=\d+$/);
    await page.getByRole('link', { name: `Открыть «E2E тип ${RUN}»` }).waitFor();
    await check('place-types');

    await page.goto(`${suite.product.url}/app/adm-entities`);
    await page.getByRole('heading', { name: 'Адм. образования' }).waitFor();
    await page.getByText(/^Всего: /).waitFor();
    await check('adm-entities');
  });

  it('refuses to delete the region while its city uses it, and keeps everything', async () => {
    await page.goto(regionUrl);
    await page.getByRole('button', { name: 'Удалить' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Подтвердите удаление').waitFor();
    await screenshot(page, 'catalogue-region-confirm-light');
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText(`Регион «${region}» используется: 1 город. Сначала перенесите их в другой регион.`).waitFor();
    await screenshot(page, 'catalogue-region-refused-light');
    expect(page.url()).toBe(regionUrl);
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Название', exact: true }).inputValue()).toBe(region);
  });

  const productTitle = `E2E молоко ${RUN}`;

  it('creates a product with matches and exclusions and checks the match preview', async () => {
    await page.goto(`${suite.product.url}/app/products`);
    await page.getByRole('region', { name: 'Категории продуктов' }).waitFor();
    await check('products');
    await page.getByRole('link', { name: 'Добавить' }).click();
    await page.getByRole('textbox', { name: 'Название', exact: true }).fill(productTitle);
    await page.getByRole('textbox', { name: 'Рекомендованная цена, ₽' }).fill('89,9');
    const matches = page.getByRole('textbox', { name: 'Совпадения' });
    await matches.fill('молоко');
    await matches.press('Enter');
    await matches.fill('Молоко');
    await matches.press('Enter');
    await page.getByText('«Молоко» уже есть в списке.').waitFor();
    await matches.fill('milk');
    await matches.press('Enter');
    const exclusions = page.getByRole('textbox', { name: 'Исключения' });
    await exclusions.fill('шоколад');
    await exclusions.press('Enter');
    await pick('Категория', 'Молоч', 'Молочная продукция');
    await page.getByText('Баллы категории: 10, рекомендованная цена категории: 99,99 ₽').waitFor();
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/app\/product\/\d+$/);
    await page.getByRole('heading', { name: `Продукт: ${productTitle}` }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Рекомендованная цена, ₽' }).inputValue()).toBe('89,90');
    expect(await page.getByRole('list', { name: 'Совпадения' }).getByRole('listitem').allTextContents()).toEqual(['молоко', 'milk']);

    // A picture: stored with its thumbnails, the 200 px one shown.
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e2e8f0' } })
      .png()
      .toBuffer();
    await page.getByLabel('Изображение продукта: выбрать файл').setInputFiles({ name: 'milk.png', mimeType: 'image/png', buffer: png });
    const picture = page.getByRole('img', { name: 'Изображение продукта' });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^\/files\/products\//);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);

    const line = page.getByRole('textbox', { name: 'Строка чека' });
    await line.fill('МОЛОКО Весёлый молочник 2,5% 900 мл');
    await expect.poll(() => page.getByTestId('match-preview').textContent()).toBe('Подходит: содержит «молоко».');
    await check('product');
    await line.fill('Молоко шоколадное 200 мл');
    await expect.poll(() => page.getByTestId('match-preview').textContent()).toBe('Не подходит: содержит исключение «шоколад».');
    await line.fill('Кефир 1%');
    await expect.poll(() => page.getByTestId('match-preview').textContent()).toBe('Не подходит: нет ни одного совпадения.');
  });

  it('creates a campaign with a period, adds the product with points, and sets plans for the places of a city in bulk', async () => {
    await page.goto(`${suite.product.url}/app/campaigns`);
    await page.getByRole('link', { name: 'Открыть «Большая корзина»' }).waitFor();
    await check('campaigns');
    await page.getByRole('link', { name: 'Добавить' }).click();
    const title = `E2E кампания ${RUN}`;
    await page.getByRole('textbox', { name: 'Название', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Ссылка на правила' }).fill('example.ru');
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.getByText('Введите адрес вида https://…').waitFor();
    await page.getByRole('textbox', { name: 'Ссылка на правила' }).fill('https://example.ru/rules');
    await page.getByRole('textbox', { name: 'Лимит единиц в чеке' }).fill('10');
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/app\/campaign\/\d+$/);
    const campaignUrl = page.url();

    await pick('Продукт для добавления', productTitle);
    await page.getByRole('link', { name: productTitle }).waitFor();
    await page.getByRole('textbox', { name: `Баллы «${productTitle}»`, exact: true }).fill('7');
    await page.getByRole('textbox', { name: `Бонусные баллы «${productTitle}»` }).fill('3');
    await page.getByRole('button', { name: `Сохранить баллы «${productTitle}»` }).click();
    await page.getByText('Операция выполнена').first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: `Баллы «${productTitle}»`, exact: true }).inputValue()).toBe('7');
    await check('campaign');

    await page.getByRole('link', { name: 'Добавить период' }).click();
    await page.waitForURL(/\/period$/);
    await expect.poll(() => page.getByRole('textbox', { name: 'Лимит единиц в чеке' }).inputValue()).toBe('10');
    // Two day inputs in Russian: 'дд.мм.гггг', each with a calendar with Russian month names.
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.getByText('Обязательное поле.').first().waitFor();
    const start = page.getByRole('textbox', { name: 'Начало', exact: true });
    const end = page.getByRole('textbox', { name: 'Окончание', exact: true });
    await start.fill('01.12.2026');
    await start.press('Tab');
    await expect.poll(() => start.inputValue()).toBe('01.12.2026');
    await end.fill('28.02.2027');
    await end.press('Tab');
    await screenshot(page, 'catalogue-period-typed-light');
    await expect.poll(() => end.inputValue()).toBe('28.02.2027');
    await page.getByRole('button', { name: 'Выбрать в календаре: Начало' }).click();
    await page
      .getByText(/декабрь 2026/i)
      .first()
      .waitFor();
    await screenshot(page, 'catalogue-period-calendar-light');
    await page.keyboard.press('Escape');
    expect(await start.inputValue()).toBe('01.12.2026');
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.waitForURL(/\/period\/\d+$/);
    await page.getByRole('heading', { name: 'Период: 1 декабря 2026 — 28 февраля 2027' }).waitFor();

    // The period's own points for the suite.product.
    await page.getByRole('textbox', { name: `Баллы «${productTitle}»`, exact: true }).fill('9');
    await page.getByRole('button', { name: `Сохранить баллы «${productTitle}»` }).click();
    await page.getByText('Операция выполнена').first().waitFor();

    // Plans of the places of one demo city, in bulk.
    await pick('Город', 'Химки');
    await page
      .getByRole('textbox', { name: /^План «/ })
      .first()
      .waitFor();
    const count = await page.getByRole('textbox', { name: /^План «/ }).count();
    expect(count).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'План для всех мест фильтра' }).fill('25');
    await page.getByRole('button', { name: 'Применить ко всем' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Продолжить' }).click();
    await page.getByText(/^План установлен: \d+ мест/).waitFor();
    await expect.poll(async () => new Set(await Promise.all((await page.getByRole('textbox', { name: /^План «/ }).all()).map((i) => i.inputValue())))).toEqual(new Set(['25']));
    await check('period');

    // One inline edit: one mutation.
    const mutations: string[] = [];
    page.on('request', (request) => {
      // The web sends operations by id, not text (docs/adr/0030-trusted-operations.md): a write is named Update….
      const name = request.url().endsWith('/graphql') ? (request.postDataJSON() as { operationName?: string } | null)?.operationName : undefined;
      if (name?.startsWith('Update')) mutations.push(name);
    });
    const first = page.getByRole('textbox', { name: /^План «/ }).first();
    await first.fill('30');
    await first.press('Enter');
    await page.getByText('План сохранён').first().waitFor();
    expect(mutations).toEqual(['UpdatePlan']);

    await page.goto(campaignUrl);
    await page.getByRole('link', { name: '1 декабря 2026 — 28 февраля 2027' }).waitFor();
  });

  it('loads the plans grid of a demo period (every place) and reports the time to first render', async () => {
    await page.goto(`${suite.product.url}/app/campaigns`);
    await page.getByRole('link', { name: 'Открыть «Большая корзина»' }).click();
    const periodLink = page.getByRole('table', { name: 'Периоды' }).getByRole('link').first();
    const href = await periodLink.getAttribute('href');
    const started = Date.now();
    await page.goto(`${suite.product.url}${href}`);
    await page
      .getByRole('textbox', { name: /^План «/ })
      .first()
      .waitFor();
    const elapsed = Date.now() - started;
    console.log(`plans grid: first row after ${elapsed} ms (page load included)`);
    const rows = await page.getByRole('table', { name: 'Планы мест' }).getAttribute('aria-rowcount');
    expect(Number(rows)).toBeGreaterThan(30);
    await page.getByRole('table', { name: 'Планы мест' }).getByRole('row').nth(3).scrollIntoViewIfNeeded();
    await screenshot(page, 'catalogue-plans-demo-light');
  });
});
