#!/usr/bin/env node
// `npm run lighthouse` (issue 15): Lighthouse (the npm package, driving the system Chromium) on the
// sign-in page and on the tickets screen of a signed-in administrator, against the product started as
// the README says (compiled servers, embedded database in memory, on ports of its own). Desktop
// settings (a staff back-office is used on desktops; Lighthouse's desktop preset). Prints the
// performance and accessibility scores; with `--json` one BENCH_ROWS line for `npm run bench`.
//
// Goals: performance ≥ 95, accessibility 100.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4694);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const json = process.argv.includes('--json');

const product = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), API_PORT: String(port + 1), DATA_DIR: 'memory', LOG_LEVEL: 'error' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok && (await res.json()).upstream === 'up') return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the product did not start within 120 s');
}

/** The session cookie of the demo administrator, as the gateway sets it at sign-in. */
async function signIn() {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': '1' },
    body: JSON.stringify({ query: 'mutation { login(phone: "+79990000001", password: "demo1234") { accessToken } }' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!cookie) throw new Error('no session cookie from the sign-in');
  return cookie.split(';')[0];
}

let chrome;
try {
  await waitForHealth();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const run = async (url, extraHeaders) => {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], ...(extraHeaders ? { extraHeaders } : {}) },
      desktopConfig,
    );
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      speedIndexMs: Math.round(audits['speed-index'].numericValue),
      failed: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .map((a) => a.id),
    };
  };
  const signInPage = await run(`${base}/user/login`);
  const cookie = await signIn();
  const tickets = await run(`${base}/app/tickets`, { Cookie: cookie });
  if (json) {
    const rows = [];
    for (const [name, r] of [
      ['sign-in page', signInPage],
      ['tickets screen (admin)', tickets],
    ]) {
      rows.push({
        what: `Lighthouse desktop, ${name}: performance / accessibility`,
        figure: `${r.performance} / ${r.accessibility} (LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms)`,
        goal: '≥ 95 / 100',
        met: r.performance >= 95 && r.accessibility === 100,
      });
    }
    console.log(`BENCH_ROWS ${JSON.stringify(rows)}`);
  } else {
    for (const [name, r] of [
      ['sign-in', signInPage],
      ['tickets (admin)', tickets],
    ]) {
      console.log(
        `${name.padEnd(16)} performance ${r.performance}  accessibility ${r.accessibility}  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  SI ${r.speedIndexMs} ms${r.failed.length ? `  (accessibility audits failed: ${r.failed.join(', ')})` : ''}`,
      );
    }
  }
} finally {
  await chrome?.kill();
  product.kill('SIGTERM');
}
