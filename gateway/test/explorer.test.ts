// /graphql in a browser is the product's own explorer (no CDN); GraphQL clients still get GraphQL.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

const EXPLORER = '<!doctype html><html lang="ru"><head><script type="module" src="/assets/explorer-abc.js"></script></head><body><div id="root"></div></body></html>';

describe('the GraphQL explorer', () => {
  let h: Harness;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'bo-web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'explorer.html'), EXPLORER);
    h = await startHarness({ env: { WEB_DIST: dist } });
  });
  afterAll(() => h.close());

  it('answers a browser at /graphql and /explorer with the explorer page served by the product itself', async () => {
    for (const route of ['/graphql', '/explorer']) {
      const res = await fetch(`${h.gateway.url}${route}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toBe(EXPLORER);
      expect(html).not.toMatch(/https?:\/\//); // nothing from a CDN
    }
  });

  it('still answers GraphQL over GET and POST to clients that do not ask for HTML', async () => {
    const post = await h.gql('{ ping }');
    expect(post.body).toEqual({ data: { ping: true } });
    const get = await fetch(`${h.gateway.url}/graphql?query=${encodeURIComponent('{ ping }')}`, {
      headers: { accept: 'application/graphql-response+json', 'apollo-require-preflight': 'true' },
    });
    expect(await get.json()).toEqual({ data: { ping: true } });
  });
});
