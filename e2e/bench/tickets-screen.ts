// `npm run bench:screen -w e2e`: the tickets screen in Chromium on a large database. Starts the
// product as the README says on the PostgreSQL database of DATABASE_URL (fill it first with
// `npm run generate -w rest-api -- --tickets 1000000`), signs in as the demo admin and measures, five
// times each, the time from navigation to the first page of rows on screen, and from a click on a
// named filter ('Обработанные') to its first page on screen. Prints medians and maxima (ms).
import { launchBrowser, median, signedInPage, startBenchProduct } from '../lib/bench';

const RUNS = 5;
if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL database filled by `npm run generate -w rest-api -- --tickets 1000000`.');
  process.exit(1);
}

const product = await startBenchProduct();
const url = product.url;
const browser = await launchBrowser();
try {
  const page = await signedInPage(browser, url);

  const total = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ tickets(pageSize: 1) { total } }' }),
    });
    return ((await response.json()) as { data: { tickets: { total: number } } }).data.tickets.total;
  });

  const firstPage: number[] = [];
  const filtered: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${url}/app/profile`);
    await page.getByRole('heading', { name: 'Профиль' }).waitFor();
    const started = Date.now();
    await page.goto(`${url}/app/tickets`);
    await page.locator('table tbody tr').nth(23).waitFor();
    firstPage.push(Date.now() - started);

    const firstRow = await page.locator('table tbody tr').first().textContent();
    const clicked = Date.now();
    await page
      .getByRole('group', { name: 'Фильтры' })
      .getByRole('button', { name: /^Обработанные/ })
      .click();
    await page.waitForURL(/filter=processed/);
    await page.waitForFunction((before) => {
      const rows = document.querySelectorAll('table tbody tr');
      return rows.length === 24 && rows[0]?.textContent !== before && document.querySelector('table[aria-busy="true"]') === null;
    }, firstRow);
    filtered.push(Date.now() - clicked);
  }
  console.log(`Tickets in the database: ${total.toLocaleString('en')}`);
  console.log('| what | median | max | goal |');
  console.log('|---|---|---|---|');
  console.log(`| tickets screen, first page of 24 on screen after navigation | ${median(firstPage)} ms | ${Math.max(...firstPage)} ms | < 1000 ms |`);
  console.log(`| named filter 'Обработанные', its first page on screen after the click | ${median(filtered)} ms | ${Math.max(...filtered)} ms | < 1000 ms |`);
} finally {
  await browser.close();
  await product.stop();
}
