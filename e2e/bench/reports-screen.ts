// `npm run bench:reports -w e2e`: the reports screen in Chromium (issue 27). Starts the
// product as the README says (DATABASE_URL when set, else PGlite in a temporary folder with the demo
// data), signs in as the demo admin and measures, five times each, for 'План и факт' and 'Активность
// продавцов': the time from navigation to the table's rows on screen, the DOM elements, the longest
// task, and the GraphQL requests and bytes of the report. Timings are indicative on a shared machine;
// the counts are what tests assert.
import { launchBrowser, longestTask, median, navigateInApp, signedInPage, startBenchProduct, watchLongTasks } from '../lib/bench';

const RUNS = 5;
const product = await startBenchProduct();
const url = product.url;
const browser = await launchBrowser();
try {
  const page = await signedInPage(browser, url);

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
      // Long tasks of the navigation, from an observer installed before it.
      await watchLongTasks(page);
      const started = Date.now();
      await navigateInApp(page, address);
      await page.locator('table tbody tr').first().waitFor();
      times.push(Date.now() - started);
      await page.waitForTimeout(300); // let the chart settle before counting
      elements.push(await page.evaluate(() => document.querySelectorAll('*').length));
      longest.push(await longestTask(page));
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
  await product.stop();
}
