// Issue 23, F10: a Content-Security-Policy and the usual security headers on every page the gateway
// serves (the web app, /graphql in a browser, /explorer) and on its other answers; the explorer's
// policy adds the Apollo Sandbox's two origins, and an HTML page's own inline script runs by its hash.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

const THEME = "document.documentElement.classList.add('light');";
const INDEX = `<!doctype html><html><head><script>${THEME}</script><script type="module" src="/assets/index-abc.js"></script></head><body></body></html>`;
const EXPLORER = '<!doctype html><html><head><style>html{height:100%}</style><script type="module" src="/assets/explorer-abc.js"></script></head></html>';
const themeHash = `sha256-${createHash('sha256').update(THEME).digest('base64')}`;

const common = "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:";
const tail = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";
const APP_PAGE = `default-src 'self'; script-src 'self' '${themeHash}'; ${common}; frame-src 'none'; ${tail}`;
const APP_OTHER = `default-src 'self'; script-src 'self'; ${common}; frame-src 'none'; ${tail}`;
const EXPLORER_PAGE = `default-src 'self'; script-src 'self'; ${common.replace("connect-src 'self'", "connect-src 'self' https://sandbox.embed.apollographql.com")}; frame-src https://sandbox.embed.apollographql.com; ${tail}`;

let h: Harness;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'bo-web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'explorer.html'), EXPLORER);
  h = await startHarness({ env: { WEB_DIST: dist } });
});
afterAll(() => h?.close());

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function expectUsualHeaders(res: Response, csp: string, what: string): void {
  expect(
    {
      csp: res.headers.get('content-security-policy'),
      nosniff: res.headers.get('x-content-type-options'),
      frame: res.headers.get('x-frame-options'),
      referrer: res.headers.get('referrer-policy'),
      opener: res.headers.get('cross-origin-opener-policy'),
      permissions: res.headers.get('permissions-policy'),
    },
    what,
  ).toEqual({
    csp,
    nosniff: 'nosniff',
    frame: 'DENY',
    referrer: 'no-referrer',
    opener: 'same-origin',
    permissions: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  });
}

describe('security headers', () => {
  it('the web app’s pages: the app policy, their inline script allowed by its hash', async () => {
    for (const route of ['/', '/app/tickets', '/index.html']) {
      const res = await fetch(`${h.gateway.url}${route}`, { headers: html });
      expect(res.status).toBe(200);
      expectUsualHeaders(res, APP_PAGE, route);
    }
  });

  it('the explorer at /graphql (a browser) and /explorer: the app policy plus the Apollo Sandbox', async () => {
    for (const route of ['/graphql', '/explorer']) {
      const res = await fetch(`${h.gateway.url}${route}`, { headers: html });
      expect(await res.text()).toBe(EXPLORER);
      expectUsualHeaders(res, EXPLORER_PAGE, route);
    }
  });

  it('every other answer: GraphQL, health, a missing asset, the export refused', async () => {
    const answers = {
      graphql: await fetch(`${h.gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ ping }"}' }),
      health: await fetch(`${h.gateway.url}/health`),
      asset: await fetch(`${h.gateway.url}/assets/missing.js`),
      export: await fetch(`${h.gateway.url}/export/tickets.csv`),
    };
    expect(Object.values(answers).map((r) => r.status)).toEqual([200, 200, 404, 401]);
    for (const [what, res] of Object.entries(answers)) expectUsualHeaders(res, APP_OTHER, what);
  });
});

describe('kept-alive connections', () => {
  // A client reusing an idle connection must find it open: the gateway keeps it longer than clients
  // keep theirs (undici 4 s), else a request sent as the gateway closes it fails with ECONNRESET.
  it('announces and keeps an idle connection for 72 s', async () => {
    const { request } = await import('node:http');
    const { port, hostname } = new URL(h.gateway.url);
    const header = await new Promise<string | undefined>((resolve, reject) => {
      const req = request({ host: hostname, port, path: '/health', agent: false, headers: { connection: 'keep-alive' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['keep-alive'] as string | undefined));
      });
      req.on('error', reject);
      req.end();
    });
    expect(header).toBe('timeout=72');
  });
});
