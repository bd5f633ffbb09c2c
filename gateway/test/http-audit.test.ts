// GraphQL over HTTP as the spec says (graphql-http's server audits), run the way an analyst's script
// calls the gateway: a personal API token in `Authorization`. Every MUST and SHOULD passes, and the
// MAYs the gateway took on (GET with URL-encoded variables) too; what stays refused is asserted.
import { auditServer, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_API_TOKEN } from './documents';
import { startHarness, type Harness } from './harness';

describe('GraphQL over HTTP (graphql-http server audits)', () => {
  let h: Harness;
  let cookie: string;
  let results: AuditResult[];

  beforeAll(async () => {
    h = await startHarness();
    cookie = await h.signIn();
    const created = await h.gql(CREATE_API_TOKEN, { input: { name: 'audit', readOnly: true, expiresInDays: 1 } }, { cookie });
    const token = created.body.data!.createApiToken.token;
    const fetchFn = (input: string, init: RequestInit = {}) =>
      fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } });
    results = await auditServer({ url: `${h.gateway.url}/graphql`, fetchFn });
  });
  afterAll(() => h.close());

  const failing = (level: 'MUST' | 'SHOULD' | 'MAY') =>
    results.filter((r) => r.name.startsWith(level) && r.status !== 'ok').map((r) => `${r.id} ${r.name}: ${r.status === 'ok' ? '' : r.reason}`);

  it('passes every MUST', () => {
    expect(results).toHaveLength(61); // graphql-http 1.23.1's list
    expect(results.filter((r) => r.name.startsWith('MUST'))).toHaveLength(13);
    expect(failing('MUST')).toEqual([]);
  });

  it('passes every SHOULD: 200 on parse, validation and variable errors with application/json', () => {
    const fixed = results.filter((r) => ['572B', 'FDE2', '7B9B'].includes(r.id));
    expect(fixed.map((r) => [r.id, r.status])).toEqual([
      ['572B', 'ok'],
      ['FDE2', 'ok'],
      ['7B9B', 'ok'],
    ]);
    expect(failing('SHOULD')).toEqual([]);
  });

  it('passes the MAYs of GET queries with URL-encoded variables', () => {
    expect(results.filter((r) => ['5A70', 'D6D5', '6A70'].includes(r.id)).map((r) => [r.id, r.status])).toEqual([
      ['5A70', 'ok'],
      ['D6D5', 'ok'],
      ['6A70', 'ok'],
    ]);
    expect(failing('MAY')).toEqual([]);
  });

  it('keeps 400 for the same errors with application/graphql-response+json, as the web asks', async () => {
    const res = await fetch(`${h.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', cookie },
      body: JSON.stringify({ query: '{ ping(' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('still refuses a GET that carries the session cookie without a preflight header (CSRF prevention)', async () => {
    const url = `${h.gateway.url}/graphql?query=${encodeURIComponent('{ me { id } }')}`;
    const forged = await fetch(url, { headers: { accept: 'application/json', cookie } });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Запрос отклонён как возможная подделка межсайтового запроса \(CSRF\)/);
    const own = await fetch(url, { headers: { accept: 'application/json', cookie, 'apollo-require-preflight': 'true' } });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ data: { me: { id: 1 } } });
  });

  it('refuses a mutation over GET with 405', async () => {
    const res = await fetch(`${h.gateway.url}/graphql?query=${encodeURIComponent('mutation { logout }')}`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(405);
  });
});
