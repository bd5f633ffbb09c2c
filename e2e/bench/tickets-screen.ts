// `npm run bench:screen -w e2e`: the tickets screen in Chromium on a large database. Starts the
// product as the README says on the PostgreSQL database of DATABASE_URL (fill it first with
// `npm run generate -w rest-api -- --tickets 1000000`), signs in as the demo admin and measures, five
// times each, the time from navigation to the first page of rows on screen, and from a click on a
// named filter ('Обработанные') to its first page on screen. Prints medians and maxima (ms).
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../lib/browser';
import { freePort, repoRoot } from '../lib/product';

const RUNS = 5;
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL database filled by `npm run generate -w rest-api -- --tickets 1000000`.');
  process.exit(1);
}

const [port, apiPort] = [await freePort(), await freePort()];
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve, reject) => {
  let output = '';
  const timer = setTimeout(() => reject(new Error(`the product did not start within 300 s:\n${output}`)), 300_000);
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /Back-office:\s+(http:\/\/\S+?)\/?\s/.exec(output);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]!);
    }
  });
  child.once('exit', (code) => reject(new Error(`the product exited (${code}):\n${output}`)));
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto(`${url}/user/login`);
  await page.getByLabel('Телефон').fill('+79990000001');
  await page.getByLabel('Пароль').fill('demo1234');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL('**/app/**');

  const total = await page.evaluate(async () => {
    const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ tickets(pageSize: 1) { total } }' }) });
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
    await page.getByRole('group', { name: 'Фильтры' }).getByRole('button', { name: /^Обработанные/ }).click();
    await page.waitForURL(/filter=processed/);
    await page.waitForFunction(
      (before) => {
        const rows = document.querySelectorAll('table tbody tr');
        return rows.length === 24 && rows[0]?.textContent !== before && document.querySelector('table[aria-busy="true"]') === null;
      },
      firstRow,
    );
    filtered.push(Date.now() - clicked);
  }
  console.log(`Tickets in the database: ${total.toLocaleString('en')}`);
  console.log('| what | median | max | goal |');
  console.log('|---|---|---|---|');
  console.log(`| tickets screen, first page of 24 on screen after navigation | ${median(firstPage)} ms | ${Math.max(...firstPage)} ms | < 1000 ms |`);
  console.log(`| named filter 'Обработанные', its first page on screen after the click | ${median(filtered)} ms | ${Math.max(...filtered)} ms | < 1000 ms |`);
} finally {
  await browser.close();
  child.kill('SIGINT');
}
