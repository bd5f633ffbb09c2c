// `npm run bench:queue -w e2e` (and `npm run bench -- --only queue`): 20 manual-check tickets reviewed
// (each scored) in Chromium, with the keyboard review queue and through the list as before it (open
// the row, act, go back, find the next) — the time and the keystrokes and clicks of each (issue 25).
// Each way runs on a fresh product with the demo data (a data folder of its own), as the admin.
// Timings are indicative on a shared machine; the counts are exact.
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../lib/browser';
import { startOwnProduct } from '../lib/product';
import { reviewThroughList, reviewWithQueue, type ReviewResult } from '../lib/review';
import { signIn } from '../lib/session';

const COUNT = 20;
const json = process.argv.includes('--json');

async function measure(way: 'queue' | 'list'): Promise<ReviewResult> {
  const product = await startOwnProduct();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' })).newPage();
    await signIn(page, product.url);
    return way === 'queue' ? await reviewWithQueue(page, product.url, COUNT) : await reviewThroughList(page, product.url, COUNT);
  } finally {
    await browser.close();
    await product.stop();
  }
}

const queue = await measure('queue');
const list = await measure('list');
const line = (name: string, r: ReviewResult) =>
  `${name}: ${(r.ms / 1000).toFixed(1)} s, ${r.keystrokes} keystrokes + ${r.clicks} clicks = ${r.keystrokes + r.clicks} actions for ${r.ids.length} tickets`;
console.log(line('review queue', queue));
console.log(line('list path   ', list));
if (json) {
  const rows = [
    {
      what: `review ${COUNT} manual tickets: queue (keys + clicks)`,
      figure: `${(queue.ms / 1000).toFixed(1)} s, ${queue.keystrokes} + ${queue.clicks}`,
      goal: 'fewer than the list path',
      met: queue.keystrokes + queue.clicks < list.keystrokes + list.clicks,
    },
    {
      what: `review ${COUNT} manual tickets: list path (keys + clicks)`,
      figure: `${(list.ms / 1000).toFixed(1)} s, ${list.keystrokes} + ${list.clicks}`,
      goal: 'baseline',
      met: true,
    },
  ];
  console.log(`BENCH_ROWS ${JSON.stringify(rows)}`);
}
process.exit(0);
