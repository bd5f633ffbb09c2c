/// <reference lib="dom" />
// The client foundations in Chromium against the running product: the page is live over graphql-ws
// (the header's indicator), stays open and becomes live again by itself after its gateway restarts
// (no reload), and a reload while the REST API is unreachable keeps the user signed in and offers a
// retry that works once the API is back.
// The page talks to a gateway of this test's own (in front of the product's REST API, through a TCP
// proxy the test can cut), so the gateway can be restarted and the API taken away under the page.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, screenshot } from '../lib/browser';
import { freePort, repoRoot, startProduct, type RunningProduct } from '../lib/product';

const runBrowser = browserAvailable();

/** A TCP proxy to the REST API that the test can cut (all open connections dropped) and restore. */
function cuttableProxy(target: URL, port: number) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const up = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  return { up, down };
}

function startGateway(port: number, upstreamUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: upstreamUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        if (response.ok) return resolve(child);
      } catch {
        // not yet
      }
      if (Date.now() > deadline) return reject(new Error('the gateway did not start within 60 s'));
      setTimeout(() => void poll(), 200);
    };
    void poll();
  });
}

const stopGateway = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe.runIf(runBrowser)('live data and blips in Chromium', () => {
  let product: RunningProduct;
  let browser: Browser;
  let gateway: ChildProcess;
  let gatewayPort: number;
  let proxy: ReturnType<typeof cuttableProxy>;
  let proxyUrl: string;

  beforeAll(async () => {
    product = await startProduct();
    const [p1, p2] = [await freePort(), await freePort()];
    gatewayPort = p1;
    proxy = cuttableProxy(new URL(product.apiUrl), p2);
    await proxy.up();
    proxyUrl = `http://127.0.0.1:${p2}`;
    gateway = await startGateway(gatewayPort, proxyUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (gateway) await stopGateway(gateway);
    await proxy?.down();
    await product?.stop();
  });

  const base = () => `http://127.0.0.1:${gatewayPort}`;
  const indicator = (page: Page) => page.getByTestId('connection-indicator');

  async function signIn(page: Page) {
    await page.goto(`${base()}/user/login`);
    await page.getByLabel('Телефон').fill('+79990000001');
    await page.getByLabel('Пароль').fill('demo1234');
    await page.getByRole('button', { name: 'Войти' }).click();
    try {
      await page.waitForURL('**/app/profile', { timeout: 20_000 });
    } catch (error) {
      await screenshot(page, 'live-sign-in-failed');
      throw new Error(`sign-in did not reach /app/profile: ${await page.locator('body').innerText()}`, { cause: error });
    }
  }

  /** A second session, as a script would be: GraphQL over HTTP with its own token (a browser session sends the web's operations only). */
  async function otherSession() {
    const gql = async (query: string, cookie?: string) => {
      const res = await fetch(`${base()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { authorization: cookie.replace(/^access_token=/, '') } : {}) },
        body: JSON.stringify({ query }),
      });
      return { body: (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] }, cookie: res.headers.get('set-cookie')?.split(';')[0] };
    };
    const login = await gql('mutation { login(phone: "+79990000001", password: "demo1234") { ttl } }');
    const cookie = login.cookie!;
    return { run: async (query: string) => (await gql(query, cookie)).body };
  }

  it('shows the processor status change made in another session live, without a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${base()}/app/tickets`);
    const status = page.getByTestId('processor-status');
    await expect.poll(() => status.innerText(), { timeout: 20_000 }).toBe('Остановлена');
    await expect.poll(() => indicator(page).getAttribute('data-state'), { timeout: 15_000 }).toBe('live');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

    const other = await otherSession();
    expect(await other.run('mutation { startAutoProcessing }')).toEqual({ data: { startAutoProcessing: 'processing' } });
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toBe('Идёт обработка');
    await screenshot(page, 'live-processor-started');
    const stopped = (await other.run('mutation { stopAutoProcessing }')).data?.stopAutoProcessing;
    expect(['stopping', 'stopped']).toContain(stopped);
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toBe('Остановлена');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7); // no reload
    await context.close();
  });

  // Its own bound: it restarts a gateway from its TypeScript sources (tsx), up to 60 s on a busy machine.
  it('is live, survives a gateway restart without a reload, and keeps the session through a reload while the API is away', { timeout: 180_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ru-RU' });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${base()}/app/tickets`);
    await expect.poll(() => indicator(page).getAttribute('data-state'), { timeout: 15_000 }).toBe('live');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    // The gateway goes away and comes back on the same port: the page reconnects by itself.
    await stopGateway(gateway);
    await expect.poll(() => indicator(page).getAttribute('data-state'), { timeout: 15_000 }).not.toBe('live');
    expect(['reconnecting', 'offline']).toContain(await indicator(page).getAttribute('data-state'));
    await screenshot(page, 'live-reconnecting');
    gateway = await startGateway(gatewayPort, proxyUrl);
    await expect.poll(() => indicator(page).getAttribute('data-state'), { timeout: 30_000 }).toBe('live');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42); // no reload
    await expect(page.getByRole('heading', { name: 'Чеки', level: 1 }).isVisible()).resolves.toBe(true);
    await expect.poll(() => page.getByRole('link', { name: /^Чек № \d+$/ }).count(), { timeout: 15_000 }).toBe(24);

    // The REST API becomes unreachable and the user reloads: still signed in, a message and a retry.
    await proxy.down();
    await page.reload();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Ошибка загрузки' }).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: 'Ошибка загрузки' }).innerText()).toBe('Ошибка загрузки\nНет связи с сервером.\nПовторить');
    expect(new URL(page.url()).pathname).toBe('/app/tickets');
    expect(await page.getByTestId('current-user').innerText()).toContain('Администратор');
    await screenshot(page, 'live-api-away');

    // The retry reads again while the API is still away: the same message, nothing lost.
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Повторить' }).isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: 'Ошибка загрузки' }).innerText()).toBe('Ошибка загрузки\nНет связи с сервером.\nПовторить');

    // The API comes back: the gateway's socket to it reconnects, and the live signals that follow
    // (`resync`, the processor's status) make the page read its list again by itself, without a click
    // (a click would race the refetch already under way).
    await proxy.up();
    await expect.poll(() => page.getByRole('link', { name: /^Чек № \d+$/ }).count(), { timeout: 30_000 }).toBe(24);
    expect(await page.getByRole('alert').filter({ hasText: 'Ошибка загрузки' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/app/tickets');
    await context.close();
  });
});
