// Trusted operations (issue 41; docs/adr/0030-trusted-operations.md): a browser session (the session
// cookie) runs the web's listed operations by id only — a full document or an unknown id is refused in
// Russian — while an API token and the explorer of a staff session send their own documents.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, wsClient, type Harness } from './harness';

const ME = 'query TrustedMe { me { id } }';
const PING = 'query TrustedPing { ping }';
/** A document of the previous build, kept beside the current one. */
const OLD_ME = 'query TrustedMeBefore { me { id } }';
const OWN = 'query Analyst { me { id phone } }';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const byId = (text: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: sha(text) } } });

const NOT_TRUSTED = {
  message: 'Браузерная сессия выполняет только запросы веб-приложения. Свои запросы отправляйте с токеном API (Профиль → Токены API) или из проводника GraphQL.',
  extensions: { code: 'OPERATION_NOT_TRUSTED' },
};
const OUTDATED = { message: 'Приложение обновлено — перезагрузите страницу.', extensions: { code: 'APP_OUTDATED' } };

let h: Harness;
let admin: string;
let vendor: string;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bo-trusted-'));
  // codegen's manifests: `"sha256:<hex>"` → text; the newest build's and the one before it.
  writeFileSync(path.join(dir, '20261129-0900.json'), JSON.stringify({ [`sha256:${sha(ME)}`]: ME, [`sha256:${sha(PING)}`]: PING }));
  writeFileSync(path.join(dir, '20261128-0900.json'), JSON.stringify({ [`sha256:${sha(OLD_ME)}`]: OLD_ME }));
  h = await startHarness({ TRUSTED_DOCUMENTS: dir });
  admin = await h.signIn();
  vendor = await h.signIn('+79990000004');
});
afterAll(async () => {
  await h?.close();
});

async function post(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${h.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: unknown[] } };
}

describe('a browser session', () => {
  it("runs a listed id, as Apollo Client sends it (with __typename), and the previous build's ids", async () => {
    expect(await post(byId(ME), { cookie: admin })).toEqual({ status: 200, body: { data: { me: { id: 1, __typename: 'User' } } } });
    expect(await post(byId(OLD_ME), { cookie: vendor })).toEqual({ status: 200, body: { data: { me: { id: 4, __typename: 'User' } } } });
  });

  it('is refused a full document, listed or not, and an id beside a document', async () => {
    expect(await post({ query: OWN }, { cookie: admin })).toEqual({ status: 400, body: { errors: [NOT_TRUSTED] } });
    expect(await post({ query: ME }, { cookie: vendor })).toEqual({ status: 400, body: { errors: [NOT_TRUSTED] } });
    expect(await post({ query: OWN, ...byId(ME) }, { cookie: vendor })).toEqual({ status: 400, body: { errors: [NOT_TRUSTED] } });
  });

  it('is told to reload for an id this gateway does not list', async () => {
    expect(await post(byId(OWN), { cookie: admin })).toEqual({ status: 400, body: { errors: [OUTDATED] } });
  });

  it("sends its own documents from the explorer when staff; a vendor's explorer is held to the list", async () => {
    const explorer = { 'x-graphql-explorer': '1' };
    expect(await post({ query: OWN }, { cookie: admin, ...explorer })).toEqual({ status: 200, body: { data: { me: { id: 1, phone: '+79990000001' } } } });
    expect(await post({ query: OWN }, { cookie: vendor, ...explorer })).toEqual({ status: 400, body: { errors: [NOT_TRUSTED] } });
  });

  it('is held to the list on the WebSocket too: the listed text runs, never the one sent', async () => {
    const run = (payload: { query: string; extensions?: Record<string, unknown> }, cookie: string) =>
      new Promise<unknown[]>((resolve) => {
        const client = wsClient(h.gateway.url, cookie);
        const seen: unknown[] = [];
        client.subscribe(payload, {
          next: (value) => seen.push(value),
          error: (error) => {
            seen.push(error);
            void client.dispose();
            resolve(seen);
          },
          complete: () => {
            void client.dispose();
            resolve(seen);
          },
        });
      });
    expect(await run({ query: OWN }, vendor)).toEqual([[{ message: NOT_TRUSTED.message, extensions: { ...NOT_TRUSTED.extensions, http: { status: 400 } } }]]);
    expect(await run({ query: OWN, ...byId(ME) }, vendor)).toEqual([{ data: { me: { id: 4, __typename: 'User' } } }]);
  });
});

describe('outside a browser session', () => {
  it('an API token sends its own document', async () => {
    const created = await post(
      {
        query: 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }',
        variables: { input: { name: 'Аналитика', readOnly: true, expiresInDays: 30 } },
      },
      { cookie: admin, 'x-graphql-explorer': '1' },
    );
    const token = (created.body.data as { createApiToken: { token: string } }).createApiToken.token;
    expect(await post({ query: OWN }, { authorization: `Bearer ${token}` })).toEqual({ status: 200, body: { data: { me: { id: 1, phone: '+79990000001' } } } });
  });

  it('a visitor (the sign-in page) runs a listed id, is told to reload for another, and still sends a document', async () => {
    expect(await post(byId(PING))).toEqual({ status: 200, body: { data: { ping: true } } });
    expect(await post(byId(OWN))).toEqual({ status: 400, body: { errors: [OUTDATED] } });
    expect(await post({ query: PING })).toEqual({ status: 200, body: { data: { ping: true } } });
  });
});
