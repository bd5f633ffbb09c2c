// The analysts' page (docs/analysts.md) IS what is tested: every recipe block is taken from the
// markdown as it stands and run as an analyst would (curl in a shell, python3 with the standard
// library, node with the repository's graphql-ws and ws) against a product started as the README
// says, with a personal API token; its output is checked against the API's own figures, or against
// the output block the page shows after it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startProduct, type RunningProduct } from '../lib/product';

interface Block {
  lang: string;
  code: string;
}

/** `<!-- recipe: name -->` / `<!-- output: name -->` followed by a fenced block. */
function blocksOf(markdown: string): { recipes: Map<string, Block>; outputs: Map<string, string> } {
  const recipes = new Map<string, Block>();
  const outputs = new Map<string, string>();
  for (const [, kind, name, lang, code] of markdown.matchAll(/<!-- (recipe|output): ([\w-]+) -->\n```(\w+)\n([\s\S]*?)\n```\n/g)) {
    if (kind === 'recipe') recipes.set(name!, { lang: lang!, code: code! });
    else outputs.set(name!, code!);
  }
  return { recipes, outputs };
}

const page = readFileSync(path.join(repoRoot, 'docs/analysts.md'), 'utf8');
const { recipes, outputs } = blocksOf(page);

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// 60 days: several pages of 100 tickets of the demo's 600 over 90 days.
const FROM = day(-59);
const TO = day(1);

describe("the analysts' recipes (docs/analysts.md), run against the started product", () => {
  let product: RunningProduct;
  let cookie: string;
  let env: Record<string, string>;

  async function gql<T>(query: string, variables: object = {}): Promise<T> {
    const res = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      // As a script (its token), not a browser session: docs/adr/0030-trusted-operations.md.
      headers: { 'content-type': 'application/json', authorization: cookie.replace(/^access_token=/, '') },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  /** Runs one recipe of the page; `onLine` sees each line of its standard output as it comes. */
  function run(name: string, extraEnv: Record<string, string> = {}, onLine?: (line: string) => void): Promise<Run> {
    const block = recipes.get(name);
    if (!block) throw new Error(`no recipe "${name}" in docs/analysts.md`);
    const [command, args] = block.lang === 'sh' ? ['bash', ['-eu', '-c', block.code]] : block.lang === 'python' ? ['python3', ['-']] : ['node', ['--input-type=module', '-']];
    const child = spawn(command, args as string[], { cwd: repoRoot, env: { ...process.env, ...env, ...extraEnv }, stdio: ['pipe', 'pipe', 'pipe'] });
    if (block.lang !== 'sh') child.stdin.end(block.code);
    else child.stdin.end();
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      pending += chunk.toString();
      let newline: number;
      while ((newline = pending.indexOf('\n')) >= 0) {
        onLine?.(pending.slice(0, newline));
        pending = pending.slice(newline + 1);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve) => child.once('close', (code) => resolve({ stdout, stderr, code })));
  }

  beforeAll(async () => {
    product = await startProduct();
    const login = await fetch(`${product.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { login(phone: "+79990000001", password: "demo1234") { ttl } }' }),
    });
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const created = await gql<{ createApiToken: { token: string } }>('mutation { createApiToken(input: { name: "recipes", readOnly: true }) { token } }');
    env = { BO_URL: product.url, BO_TOKEN: created.createApiToken.token, BO_FROM: FROM, BO_TO: TO };
  });
  afterAll(async () => {
    await product?.stop();
  });

  it('has every recipe the page promises, each with the language it is run with', () => {
    expect([...recipes].map(([name, block]) => [name, block.lang])).toEqual([
      ['me', 'sh'],
      ['get', 'sh'],
      ['wrong-token', 'sh'],
      ['tickets-python', 'python'],
      ['tickets-node', 'js'],
      ['report-csv', 'python'],
      ['report-pandas', 'python'],
      ['limits', 'sh'],
      ['live-node', 'js'],
    ]);
    expect([...outputs.keys()]).toEqual(['me', 'get', 'wrong-token', 'limits']);
  });

  for (const name of ['me', 'get', 'wrong-token', 'limits']) {
    it(`${name}: prints exactly what the page shows`, async () => {
      const result = await run(name);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout.trim()).toBe(outputs.get(name));
    });
  }

  it('tickets of a period, in Python and in Node: every ticket once, as the API counts them', async () => {
    const where = { dateTime: { gte: `${FROM}T00:00:00Z`, lt: `${TO}T00:00:00Z` } };
    const expected = await gql<{ tickets: { total: number; items: { id: number; status: string; totalSum: number | null }[] } }>(
      'query ($where: TicketWhere) { tickets(where: $where, orderBy: [{ field: id, direction: ASC }], pageSize: 3) { total items { id status totalSum } } }',
      { where },
    );
    expect(expected.tickets.total).toBeGreaterThan(200); // several pages of 100

    const python = await run('tickets-python');
    expect(python.code).toBe(0);
    expect(python.stderr).toBe(`tickets: ${expected.tickets.total} (${FROM} to ${TO})\n`);
    const rows = python.stdout
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual(['id', 'dateTime', 'status', 'totalSum_rub', 'score', 'place']);
    const ids = rows.slice(1).map((row) => Number(row[0]));
    expect(ids).toHaveLength(expected.tickets.total);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    expect(rows.slice(1, 4).map((row) => [Number(row[0]), row[2], row[3]])).toEqual(
      expected.tickets.items.map((t) => [t.id, t.status, t.totalSum === null ? '' : (t.totalSum / 100).toFixed(2)]),
    );

    const node = await run('tickets-node');
    expect(node.stderr).toBe('');
    expect(node.code).toBe(0);
    const tickets = node.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: number; status: string });
    expect(tickets.map((t) => t.id)).toEqual(ids);
    expect(tickets.slice(0, 3).map((t) => t.status)).toEqual(expected.tickets.items.map((t) => t.status));
  });

  describe('the report by region and day', () => {
    let groups: { key: { regionId: number | null; region: { title: string } | null; day: string }; count: number; totalSum: number; score: number | null; units: number }[];
    let total: number;
    beforeAll(async () => {
      const stats = await gql<{ ticketStats: { groups: typeof groups; totals: { count: number } } }>(
        'query ($f: ReportFilter) { ticketStats(groupBy: [region, day], filter: $f, limit: 10000) { groups { key { regionId region { title } day } count totalSum score units } totals { count } } }',
        { f: { from: `${FROM}T00:00:00Z`, to: `${TO}T00:00:00Z` } },
      );
      groups = stats.ticketStats.groups;
      total = stats.ticketStats.totals.count;
      expect(groups.length).toBeGreaterThan(30);
    });

    it('into a spreadsheet CSV: BOM, semicolons, decimal commas, one row per group', async () => {
      const result = await run('report-csv');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout.startsWith('\ufeffРегион;День;Чеков;Сумма, ₽;Баллов\r\n')).toBe(true);
      const rows = result.stdout
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(';'));
      expect(rows).toEqual(
        groups.map((g) => [g.key.region?.title ?? 'Не указан', g.key.day, String(g.count), (g.totalSum / 100).toFixed(2).replace('.', ','), String(Math.trunc(g.score ?? 0))]),
      );
      expect(rows.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(total);
    });

    it('as pandas-ready records: what DataFrame.from_records takes', async () => {
      const result = await run('report-pandas');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const records = JSON.parse(result.stdout) as Record<string, unknown>[];
      expect(Array.isArray(records)).toBe(true);
      expect(records).toEqual(
        groups.map((g) => ({
          region_id: g.key.regionId,
          region: g.key.region?.title ?? null,
          day: g.key.day,
          tickets: g.count,
          total_rub: g.totalSum / 100,
          points: g.score ?? 0,
          units: g.units,
        })),
      );
      // Columns of one type each, as a DataFrame needs them.
      for (const record of records) {
        expect(Object.keys(record)).toEqual(['region_id', 'region', 'day', 'tickets', 'total_rub', 'points', 'units']);
        expect(record.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect([typeof record.tickets, typeof record.total_rub, typeof record.points]).toEqual(['number', 'number', 'number']);
      }
    });
  });

  it('follows the ticket counters live over graphql-ws: the current ones, then the change of a review', { timeout: 45_000 }, async () => {
    const reviewed = await gql<{ tickets: { items: { id: number; statusCode: string }[] } }>(
      '{ tickets(where: { status: { in: [NEW, DELAYED, MANUAL] } }, pageSize: 1) { items { id statusCode } } }',
    );
    const ticket = reviewed.tickets.items[0]!;
    const lines: Record<string, number | string>[] = [];
    let first: () => void;
    const firstSeen = new Promise<void>((resolve) => (first = resolve));
    const live = run('live-node', { BO_EVENTS: '2' }, (line) => {
      lines.push(JSON.parse(line) as Record<string, number | string>);
      if (lines.length === 1) first();
    });
    await firstSeen;
    // A review by the administrator's session (the recipe's token is read-only).
    await gql('mutation ($id: Int!) { rejectTicket(id: $id, reason: "проверка рецепта") { id status } }', { id: ticket.id });
    const result = await live;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(lines).toHaveLength(2);
    const [before, after] = lines as [Record<string, number>, Record<string, number>];
    expect(after.rejected).toBe(before.rejected! + 1);
    expect(after[ticket.statusCode]).toBe(before[ticket.statusCode]! - 1);
  });
});
