// GET /export/tickets.csv (issue 13): every ticket of the caller's scope as CSV, paged through the
// API by id and streamed; a where narrows it; no session is 401; a bad where is 400.
import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createExportHandler } from '../src/http/export';
import { createLogger } from '../src/shared/logger';
import { UpstreamPool, type UpstreamCall } from '../src/upstream/client';
import { apiTicketCount, fileHarness, tokenOf } from './harness';

const s = fileHarness();

const apiCount = (where: object, as = tokenOf(s.admin)) => apiTicketCount(s.h, as, where);

const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('GET /export/tickets.csv', () => {
  it('streams every ticket of the scope, in id order, with a header; the count is the API’s', async () => {
    const res = await fetch(`${s.h.gateway.url}/export/tickets.csv`, { headers: { cookie: s.admin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const all = lines(await res.text());
    expect(all[0]).toBe('Номер;Дата и время;Статус;Сумма, ₽;Баллы;ФД;Пользователь;Место;Кампания;Период');
    const total = await apiCount({});
    expect(all.length - 1).toBe(total);
    const ids = all.slice(1).map((l) => Number(l.split(';')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(total).toBeGreaterThan(100);
    const first = (await (await fetch(`${s.h.api.url}/tickets/${ids[0]}`, { headers: { authorization: tokenOf(s.admin) } })).json()) as {
      totalSum: number;
      status: string;
      dateTime: string;
    };
    // One format for dates and money (issue 26): `дд.мм.гггг чч:мм` in Moscow time, `1234,50`.
    const moscow = new Date(new Date(first.dateTime).getTime() + 3 * 3600_000).toISOString();
    const date = `${moscow.slice(8, 10)}.${moscow.slice(5, 7)}.${moscow.slice(0, 4)} ${moscow.slice(11, 16)}`;
    expect(all[1]!.split(';').slice(1, 4)).toEqual([date, first.status, (first.totalSum / 100).toFixed(2).replace('.', ',')]);
  });

  it('narrows by a where, stays in the caller’s scope, refuses a visitor and a bad where', async () => {
    const where = { status: 'rejected' };
    const res = await fetch(`${s.h.gateway.url}/export/tickets.csv?where=${encodeURIComponent(JSON.stringify(where))}`, { headers: { cookie: s.admin } });
    const rows = lines(await res.text()).slice(1);
    expect(rows.length).toBe(await apiCount(where));
    expect(rows.every((r) => r.split(';')[2] === 'rejected')).toBe(true);

    const rep = await s.h.signIn('+79990000003');
    const repToken = tokenOf(rep);
    const mine = lines(await (await fetch(`${s.h.gateway.url}/export/tickets.csv`, { headers: { cookie: rep } })).text()).slice(1);
    expect(mine.length).toBe(await apiCount({}, repToken));
    expect(mine.length).toBeLessThan(await apiCount({}));

    expect((await fetch(`${s.h.gateway.url}/export/tickets.csv`)).status).toBe(401);
    expect((await fetch(`${s.h.gateway.url}/export/tickets.csv?where=nope`, { headers: { cookie: s.admin } })).status).toBe(400);
  });

  it('pages through the API by id, one page after another, and writes the same file with any page size', async () => {
    const calls: UpstreamCall[] = [];
    const pool = new UpstreamPool({ baseUrl: s.h.api.url, timeoutMs: 10_000, logger: createLogger('silent'), onCall: (c) => calls.push(c) });
    const handler = createExportHandler(pool, () => ({}), 100);
    const server = createServer((req, res) => void handler(req, res, new URL(req.url ?? '/', 'http://gateway')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const small = await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/export/tickets.csv`, { headers: { cookie: s.admin } })).text();
      const whole = await (await fetch(`${s.h.gateway.url}/export/tickets.csv`, { headers: { cookie: s.admin } })).text();
      expect(small).toBe(whole);
      const total = await apiCount({});
      // ceil(total / 100) pages, plus an empty last one when total is a multiple of 100.
      expect(calls.length).toBe(Math.floor(total / 100) + 1);
    } finally {
      server.close();
    }
  });
});
