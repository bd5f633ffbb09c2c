// `npm run bench:reports -w e2e`: the reports screen in Chromium (issue 27). Starts the
// product as the README says (DATABASE_URL when set, else PGlite in a temporary folder with the demo
// data), signs in as the demo admin and measures, five times each, for 'План и факт' and 'Активность
// продавцов': the time from navigation to the table's rows on screen, the DOM elements, the longest
// task, and the GraphQL requests and bytes of the report. Timings are indicative on a shared machine;
// the counts are what tests assert.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../lib/browser';
import { freePort, repoRoot } from '../lib/product';

const RUNS = 5;
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'bo-reports-bench-'));
const [port, apiPort] = [await freePort(), await freePort()];
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), LOG_LEVEL: 'warn', ...(dataDir ? { DATA_DIR: dataDir } : {}) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve, reject) => {
  let output = '';
  const timer = setTimeout(() => reject(new Error(`the product did not start within 600 s:\n${output}`)), 600_000);
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

  const graphql: { name: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    const name = (JSON.parse(response.request().postData() ?? '{}') as { operationName?: string }).operationName ?? '?';
    graphql.push({ name, bytes: (await response.body().catch(() => Buffer.alloc(0))).length });
  });

  const lines: string[] = [];
  for (const [title, address] of [
    ['План и факт', '/app/reports'],
    ['Активность продавцов', '/app/reports?report=salesReps'],
  ] as const) {
    const times: number[] = [];
    const elements: number[] = [];
    const longest: number[] = [];
    let requests: string[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${url}/app/profile`);
      await page.getByRole('heading', { name: 'Профиль' }).waitFor();
      graphql.length = 0;
      // Long tasks of the navigation, from a buffered observer installed before it.
      await page.evaluate(() => {
        const w = window as unknown as { longest: number };
        w.longest = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
        }).observe({ type: 'longtask' });
      });
      const started = Date.now();
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, address);
      await page.locator('table tbody tr').first().waitFor();
      times.push(Date.now() - started);
      await page.waitForTimeout(300); // let the chart settle before counting
      elements.push(await page.evaluate(() => document.querySelectorAll('*').length));
      longest.push(await page.evaluate(() => (window as unknown as { longest: number }).longest));
      const report = graphql.filter((g) => g.name.startsWith('Report'));
      requests = report.map((g) => g.name);
      bytes = report.reduce((sum, g) => sum + g.bytes, 0);
    }
    lines.push(
      `| ${title} | ${median(times)} ms | ${Math.max(...times)} ms | ${Math.max(...elements)} | ${Math.round(Math.max(...longest))} ms | ${requests.join(', ')} | ${(bytes / 1000).toFixed(1)} kB |`,
    );
  }
  console.log('| report | data on screen, median | max | DOM elements (max) | longest task (max) | report requests | bytes |');
  console.log('|---|---|---|---|---|---|---|');
  for (const line of lines) console.log(line);
} finally {
  await browser.close();
  child.kill('SIGINT');
  if (dataDir) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 2000);
}
