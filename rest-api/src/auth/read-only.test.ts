// A read-only personal token writes through no route (issue 23, F1): the write check is the ROUTED
// operation's own flag, so the case, the %-encoding, a trailing slash or HEAD of a writing route
// reach the same refusal. The route list comes from the OpenAPI document (every route of the app):
// every route but GET is a write unless it says otherwise (sign-in, sign-out), and every GET that
// changes data (an audit row, the processor's state) must be flagged.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { startLiveApp, waitFor } from '../../test/live';
import { READ_ONLY_MESSAGE } from './middleware';
import { appFor } from '../../test/support';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;
let readOnly: string;
const READ_ONLY = { error: { statusCode: 403, name: 'Error', message: READ_ONLY_MESSAGE, code: 'READ_ONLY_TOKEN' } };

/** The GETs that change data (spec §7's processor and place-assignment routes). */
const WRITING_GETS = [
  '/tickets/process/{id}',
  '/tickets/startAutoProcessing',
  '/tickets/stopAutoProcessing',
  '/users/addPlace/{userId}/{placeId}',
  '/users/removePlace/{userId}/{placeId}',
  '/users/resetUserPlace/{userId}',
  '/users/setUserPlace/{userId}/{placeId}',
];
/** Non-GET routes a read-only token may call: signing in (it carries no token) and signing itself out. */
const ALLOWED_WRITES = ['POST /users/login', 'POST /users/logout'];

const PARAMS: Record<string, string> = { id: '2', userId: '4', placeId: '1', roleName: 'vendor', campaignId: '1', room: 'user-4', container: 'photos', path: 'x.jpg' };
const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => PARAMS[name] ?? '1');

let operations: Array<{ method: string; path: string }> = [];

beforeAll(async () => {
  admin = await t.login('+79990000001');
  readOnly = (await t.request<{ token: string }>('/users/me/apiTokens', { method: 'POST', token: admin, body: { name: 'Только чтение', readOnly: true } })).body.token;
  const document = (await t.request<{ paths: Record<string, Record<string, unknown>> }>('/openapi.json')).body;
  operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
});
const auditCount = async () => Number((await sql<{ n: string }>`select count(*) as n from audit_log`.execute(t.db)).rows[0]!.n);
const processorStatus = async () => (await sql<{ status: string }>`select status from processor_state where id = 1`.execute(t.db)).rows[0]!.status;

/** Variants of a path the router sends to the same route: upper case, a %-encoded letter, a trailing slash. */
function variants(path: string): string[] {
  const encoded = path.replace(/\/([a-z])/, (_, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`);
  return [path, path.toUpperCase(), encoded, `${path}/`, path.replace(/[a-z]+/g, (word) => word[0]!.toUpperCase() + word.slice(1))];
}

describe('a read-only token', () => {
  it('is refused on every writing GET, in any case, encoding, with a trailing slash and as HEAD', async () => {
    const flagged: string[] = [];
    for (const { method, path } of operations.filter((o) => o.method === 'GET')) {
      const reply = await t.request(fill(path), { token: readOnly });
      if (reply.status === 403 && (reply.body as { error?: { code?: string } }).error?.code === 'READ_ONLY_TOKEN') flagged.push(path);
      else expect([method, path, reply.status === 403 ? reply.body : 'not refused']).toEqual([method, path, 'not refused']);
    }
    expect(flagged.sort()).toEqual(WRITING_GETS);
    const before = [await auditCount(), await processorStatus()];
    for (const path of WRITING_GETS) {
      for (const variant of variants(fill(path))) {
        for (const method of ['GET', 'HEAD']) {
          const reply = await t.request(variant, { method, token: readOnly });
          expect([method, variant, reply.status, method === 'HEAD' ? READ_ONLY : reply.body]).toEqual([method, variant, 403, READ_ONLY]);
        }
      }
    }
    expect([await auditCount(), await processorStatus()]).toEqual(before);
  });

  it('is refused on every route but GET, whatever the body, except signing in and out', async () => {
    const notRefused: string[] = [];
    let refused = 0;
    for (const { method, path } of operations.filter((o) => o.method !== 'GET' && !ALLOWED_WRITES.includes(`${o.method} ${o.path}`))) {
      // An empty body and a body of the wrong type, on the upper-case path: the refusal comes before
      // the route's schema, on the route the router picked.
      for (const body of [{}, { userId: 'x', ticketId: [] }]) {
        const reply = await t.request(variants(fill(path))[1]!, { method, token: readOnly, body });
        if (reply.status === 403 && (reply.body as { error?: { code?: string } } | undefined)?.error?.code === 'READ_ONLY_TOKEN') refused += 1;
        else notRefused.push(`${method} ${path} ${reply.status}`);
      }
    }
    expect(notRefused).toEqual([]);
    expect(refused).toBeGreaterThan(100);
    // Signing in anew (with the token still sent) and signing itself out are allowed.
    const login = await t.request('/USERS/LOGIN', { method: 'POST', token: readOnly, body: { phone: '+79990000001', password: 'demo1234' } });
    expect(login.status).toBe(200);
    expect((await t.request('/users/logout', { method: 'POST', token: readOnly })).status).toBe(204);
    expect((await t.request('/users/me', { token: readOnly })).status).toBe(401);
  });
});

describe('a read-only token on socket.io', () => {
  it('listens but every client event that writes is refused', async () => {
    const token = (await t.request<{ token: string }>('/users/me/apiTokens', { method: 'POST', token: admin, body: { name: 'Сокет', readOnly: true } })).body.token;
    const socket = await t.socket(token);
    const answer = await socket.timeout(10_000).emitWithAck('messenger.hasReadConv', 'user-4');
    expect(answer).toEqual({ ok: false, message: READ_ONLY_MESSAGE });
    const writer = await t.socket(admin);
    expect(await writer.timeout(10_000).emitWithAck('messenger.hasReadConv', 'user-4')).toEqual({ ok: true, count: expect.any(Number) });
  });
});

describe('every GET that changes data is flagged', () => {
  it('no unflagged GET adds an audit row or moves the processor, for the administrator', async () => {
    await t.request('/tickets/stopAutoProcessing', { token: admin });
    // A batch taken before the stop finishes first (its rows are the system's): wait for the stop.
    await waitFor(async () => (await processorStatus()) === 'stopped', 30_000, 'the processor stopped');
    const writers: string[] = [];
    for (const { path } of operations.filter((o) => o.method === 'GET' && !WRITING_GETS.includes(o.path))) {
      const before = [await auditCount(), await processorStatus()];
      await t.request(fill(path), { token: admin });
      if (JSON.stringify([await auditCount(), await processorStatus()]) !== JSON.stringify(before)) writers.push(path);
    }
    expect(writers).toEqual([]);
    // The flagged ones do change data (so the check above would see one that lost its flag).
    // From a known state, so each of the two changes something: user 4 without a main place, the processor stopped.
    await t.request('/users/resetUserPlace/4', { token: admin });
    const before = await auditCount();
    await t.request('/tickets/startAutoProcessing', { token: admin });
    await t.request('/users/setUserPlace/4/1', { token: admin });
    expect((await auditCount()) - before).toBeGreaterThanOrEqual(2);
  });
});
