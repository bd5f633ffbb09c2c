// Issue 4's test harness: an app with socket.io, the auto-processor and files, over a fresh database
// (PGlite in memory, or a new database on TEST_PG_URL), with helpers to create users, a campaign
// and tickets directly in SQL.
import { createHash } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { CamelCasePlugin, Kysely, sql, type Driver, type Transaction, type TransactionBuilder } from 'kysely';
import { vi } from 'vitest';
import { PGliteDialect } from '../src/db/pglite-dialect';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app';
import { hashPassword, passwordCost } from '../src/auth/password';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import type { DB } from '../src/db/schema';
import type { LiveOptions } from '../src/realtime/setup';
import type { ClientAddressOptions } from '../src/http/client-address';
import { seedDemoIfEmpty } from '../src/seed/demo';
import { createTestDatabase, httpClient, type Request, type TestDatabase } from './support';

export interface LiveApp {
  app: FastifyInstance;
  database: Database;
  db: Kysely<DB>;
  url: string;
  request: Request;
  login(phone: string): Promise<string>;
  socket(token: string, query?: Record<string, string>): Promise<Socket>;
  close(): Promise<void>;
}

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * A hash of what shapes a fresh database: the migrations and the demo seed (and today's date, which
 * the seed's dates follow, and the cost of its password hashes, lower in tests: test/setup.ts).
 */
async function schemaKey(seed: boolean): Promise<string> {
  const hash = createHash('sha256').update(`${seed}:${new Date().toISOString().slice(0, 10)}:${passwordCost()}`);
  for (const dir of ['db', 'db/migrations', 'seed', 'tickets']) {
    for (const name of (await readdir(join(SRC, dir))).sort()) {
      if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(await readFile(join(SRC, dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Set while a transaction's callback runs (in its async context); `open` until the callback settles. */
const inTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * PGlite's dialect, but a query on the database itself (not on the transaction) made while a
 * transaction of the same flow is open fails at once with an error naming the fault. On PGlite it
 * would wait for the one connection the transaction holds for ever (a deadlock that a test saw only
 * as its timeout); on PostgreSQL it would run outside the transaction (an audit row that stays when
 * the change is rolled back).
 */
class OneFlowPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => {
      if (inTransaction.getStore()?.open)
        throw new Error('a query outside the open transaction of the same flow (it would wait for the transaction for ever): use the transaction');
      return acquire();
    };
    return driver;
  }
}

/** Kysely whose transactions mark their callback's flow (see OneFlowPGliteDialect). */
class OneFlowKysely extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    const builder = super.transaction();
    const execute = builder.execute.bind(builder);
    return Object.assign(Object.create(builder) as TransactionBuilder<DB>, {
      execute: <T>(callback: (trx: Transaction<DB>) => Promise<T>) =>
        execute((trx) => {
          const flow = { open: true };
          return inTransaction.run(flow, () => callback(trx)).finally(() => (flow.open = false));
        }),
    });
  }
}

function pgliteDatabase(pglite: PGlite): Database {
  const db = new OneFlowKysely({ dialect: new OneFlowPGliteDialect(pglite), plugins: [new CamelCasePlugin()] });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    caseFoldCollation: null,
    listen: (channel, callback) => pglite.listen(channel, callback),
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/**
 * PGlite in memory, migrated (and seeded), loaded from a snapshot kept in the temporary folder: a
 * fresh PGlite plus migrations and seed cost several seconds per test file, loading a snapshot one.
 */
export async function snapshotDatabase(seed: boolean): Promise<Database> {
  const file = join(tmpdir(), `rest-api-pglite-${await schemaKey(seed)}.tar`);
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const pglite = await PGlite.create();
    const fresh = pgliteDatabase(pglite);
    await migrateToLatest(fresh.db);
    if (seed) await seedDemoIfEmpty(fresh.db);
    const dump = await pglite.dumpDataDir('none');
    const temporary = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(temporary, new Uint8Array(await dump.arrayBuffer()));
    await rename(temporary, file);
    await fresh.close();
  }
  return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([new Uint8Array(await readFile(file))]) }));
}

/** A migrated database (with the demo's rows when `seed`) in `testDatabase`: a PGlite snapshot, or the server's new database. */
export async function freshDatabase(testDatabase: TestDatabase, seed = false): Promise<Database> {
  if (testDatabase.databaseUrl === null) return snapshotDatabase(seed);
  const database = await openDatabase({ dataDir: 'memory', databaseUrl: testDatabase.databaseUrl });
  await migrateToLatest(database.db);
  if (seed) await seedDemoIfEmpty(database.db);
  return database;
}

export async function startLiveApp(
  options: { seed?: boolean; live?: LiveOptions; testDatabase?: TestDatabase; database?: Database; now?: () => Date; clientAddress?: ClientAddressOptions } = {},
): Promise<LiveApp & { testDatabase: TestDatabase }> {
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const database = options.database ?? (await freshDatabase(testDatabase, options.seed ?? false));
  const app = await buildApp({
    database,
    logLevel: 'silent',
    ...(options.now ? { now: options.now } : {}),
    ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
    live: { processor: { pollMs: 50 }, ...options.live },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const request = httpClient(url);
  const sockets: Socket[] = [];
  return {
    app,
    database,
    db: database.db,
    url,
    request,
    testDatabase,
    async login(phone) {
      const reply = await request<{ accessToken: string }>('/users/login', { method: 'POST', body: { phone, password: 'demo1234' } });
      if (reply.status !== 200) throw new Error(`login ${phone} failed: ${reply.text}`);
      return reply.body.accessToken;
    },
    async socket(token, query = {}) {
      const socket = connect(url, { query: { access_token: token, ...query }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', (error) => reject(error));
      });
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.disconnect();
      await app.close();
      if (!options.testDatabase) await testDatabase.drop();
    },
  };
}

/** demo1234 hashed once per cost (a file of hashing tests changes the cost). */
const passwordHashes = new Map<number, Promise<string>>();

/** A user with the password demo1234; answers its id. */
export async function createUser(
  db: Kysely<DB>,
  user: { phone: string; role: string; name?: string; placeId?: number | null; cityId?: number | null; registrationConfirmed?: boolean; placeIds?: number[]; cityIds?: number[] },
): Promise<number> {
  if (!passwordHashes.has(passwordCost())) passwordHashes.set(passwordCost(), hashPassword('demo1234'));
  const passwordHash = passwordHashes.get(passwordCost())!;
  const { rows } = await sql<{ id: number }>`
    insert into users (name, surname, phone, password_hash, phone_verified, role_id, place_id, city_id, registration_confirmed)
    values (${user.name ?? 'Тест'}, 'Тестов', ${user.phone}, ${await passwordHash}, true, (select id from roles where name = ${user.role}),
            ${user.placeId ?? null}, ${user.cityId ?? null}, ${user.registrationConfirmed ?? true})
    returning id`.execute(db);
  const id = rows[0]!.id;
  for (const placeId of user.placeIds ?? []) await sql`insert into user_places (user_id, place_id) values (${id}, ${placeId})`.execute(db);
  for (const cityId of user.cityIds ?? []) await sql`insert into user_cities (user_id, city_id) values (${id}, ${cityId})`.execute(db);
  return id;
}

export interface Fixture {
  regionId: number;
  cityIds: [number, number];
  placeIds: [number, number];
  campaignId: number;
  periodId: number;
  /** Products: Чай (category score 10), Кофе (campaign product score 25, bonus 5), Сок (excluded words). */
  products: { tea: number; coffee: number; juice: number };
  planId: number;
}

/**
 * Two cities, two places, one campaign with one period (the last 30 days to the next 30), three
 * products and a plan of 10 units for place 1.
 */
export async function createCampaign(
  db: Kysely<DB>,
  limits: { ticketSalesLimit?: number | null; userScoreLimit?: number | null; placeScoreLimit?: number | null; requiresRegistration?: boolean; plan?: number } = {},
  now = new Date(),
): Promise<Fixture> {
  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0]!;
  const region = await one(sql<{ id: number }>`insert into regions (title) values ('Тестовая область') returning id`);
  const city1 = await one(sql<{ id: number }>`insert into cities (title, region_id, time_zone) values ('Первый', ${region.id}, 'Europe/Moscow') returning id`);
  const city2 = await one(sql<{ id: number }>`insert into cities (title, region_id, time_zone) values ('Второй', ${region.id}, 'Europe/Samara') returning id`);
  const campaign = await one(sql<{ id: number }>`
    insert into campaigns (title, exclusions) values ('Горячие напитки', ${JSON.stringify(['подарок'])}::jsonb) returning id`);
  const place1 = await one(sql<{ id: number }>`insert into places (title, city_id, campaign_id) values ('Магазин 1', ${city1.id}, ${campaign.id}) returning id`);
  const place2 = await one(sql<{ id: number }>`insert into places (title, city_id) values ('Магазин 2', ${city2.id}) returning id`);
  const day = 86_400_000;
  const period = await one(sql<{ id: number }>`
    insert into periods (start_date, end_date, campaign_id, ticket_sales_limit, user_score_limit, place_score_limit, requires_registration)
    values (${new Date(now.getTime() - 30 * day)}, ${new Date(now.getTime() + 30 * day)}, ${campaign.id}, ${limits.ticketSalesLimit ?? null},
            ${limits.userScoreLimit ?? null}, ${limits.placeScoreLimit ?? null}, ${limits.requiresRegistration ?? false})
    returning id`);
  const drinks = await one(sql<{ id: number }>`insert into product_categories (title, score, recommended_price) values ('Напитки', 10, 15000) returning id`);
  const tea = await one(sql<{ id: number }>`insert into products (title, matches, exclusions, category_id)
    values ('Чай Лисма', ${JSON.stringify(['чай лисма'])}::jsonb, ${JSON.stringify(['холодный'])}::jsonb, ${drinks.id}) returning id`);
  const coffee = await one(sql<{ id: number }>`insert into products (title, matches, category_id)
    values ('Кофе Жокей', ${JSON.stringify(['кофе жокей', 'жокей'])}::jsonb, ${drinks.id}) returning id`);
  const juice = await one(sql<{ id: number }>`insert into products (title, matches, category_id)
    values ('Сок Добрый', ${JSON.stringify(['сок добрый'])}::jsonb, ${drinks.id}) returning id`);
  await sql`insert into campaign_products (campaign_id, product_id, score, bonus_score) values
    (${campaign.id}, ${tea.id}, null, null), (${campaign.id}, ${coffee.id}, 25, 5), (${campaign.id}, ${juice.id}, 7, 0)`.execute(db);
  const plan = await one(sql<{ id: number }>`insert into plans (plan, fact, place_id, period_id, campaign_id)
    values (${limits.plan ?? 10}, 0, ${place1.id}, ${period.id}, ${campaign.id}) returning id`);
  return {
    regionId: region.id,
    cityIds: [city1.id, city2.id],
    placeIds: [place1.id, place2.id],
    campaignId: campaign.id,
    periodId: period.id,
    products: { tea: tea.id, coffee: coffee.id, juice: juice.id },
    planId: plan.id,
  };
}

let fiscalCounter = 1000;

/** A ticket with its lines (status new unless given); answers its id. */
export async function createTicket(
  db: Kysely<DB>,
  ticket: {
    userId: number | null;
    placeId: number | null;
    items?: Array<{ name: string; price: number; quantity: number }>;
    dateTime?: Date;
    status?: string;
    fiscal?: [string, string, string];
    processingStartedAt?: Date | null;
  },
): Promise<number> {
  fiscalCounter += 1;
  const [fn, i, fp] = ticket.fiscal ?? ['9999078900001234', String(fiscalCounter), String(3_000_000_000 + fiscalCounter)];
  const items = ticket.items ?? [];
  const total = items.reduce((s, item) => s + Math.round(item.price * item.quantity), 0);
  const { rows } = await sql<{ id: number }>`
    insert into tickets (status, user_id, place_id, date_time, total_sum, fiscal_drive_number, fiscal_document_number, fiscal_sign, operation_type, processing_started_at)
    values (${ticket.status ?? 'new'}, ${ticket.userId}, ${ticket.placeId}, ${ticket.dateTime ?? new Date(Date.now() - 3_600_000)}, ${total}, ${fn}, ${i}, ${fp}, 1,
            ${ticket.processingStartedAt ?? null})
    returning id`.execute(db);
  const id = rows[0]!.id;
  for (const [index, item] of items.entries()) {
    await sql`insert into ticket_items (ticket_id, line_no, name, price, quantity, sum)
      values (${id}, ${index + 1}, ${item.name}, ${item.price}, ${item.quantity}, ${Math.round(item.price * item.quantity)})`.execute(db);
  }
  return id;
}

/** Waits until `check` answers true (polling), or fails after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 25 },
  );
}

/** The next `event` on a socket. */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 20_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * The rows on which the daily aggregates (`ticket_days`, migration 0018; `ticket_day_statuses` and
 * `ticket_day_users`, migration 0019; `ticket_day_products`, migration 0020; `plan_ticket_totals`,
 * migration 0021) and a recount of the tickets (of their lines) disagree, each with its table and the
 * side it comes from: none while their triggers keep them exact.
 */
export async function ticketDaysDrift(db: Kysely<DB>): Promise<unknown[]> {
  /** The rows of `table` (its `kept` columns) that differ from `recount`, with the side each is on. */
  const differences = async (table: string, kept: string, recount: string) =>
    (
      await sql`
      with recount as (${sql.raw(recount)}), kept as (select ${sql.raw(kept)} from ${sql.table(table)})
      select ${table}::text as table, 'kept' as side, a.* from (select * from kept except select * from recount) a
      union all
      select ${table}::text as table, 'recount' as side, b.* from (select * from recount except select * from kept) b`.execute(db)
    ).rows;
  const drift: unknown[] = [];
  for (const [table, key, lastUpload] of [
    ['ticket_days', 'null::text', true],
    ['ticket_day_statuses', 'status::text', false],
    ['ticket_day_users', 'user_id::text', true],
  ] as const) {
    drift.push(
      ...(await differences(
        table,
        `day, place_id, ${key} as key, n, total_sum, score, total_sales, ${lastUpload ? 'last_upload' : 'null::timestamptz'} as last_upload`,
        `select date_trunc('day', date_time, 'UTC') as day, place_id, ${key} as key, count(*)::int as n,
           coalesce(sum(total_sum), 0)::bigint as total_sum, coalesce(sum(score), 0)::bigint as score,
           coalesce(sum(total_sales), 0)::numeric as total_sales, ${lastUpload ? 'max(created_at)' : 'null::timestamptz'} as last_upload
         from tickets group by 1, 2, 3`,
      )),
    );
  }
  drift.push(
    ...(await differences(
      'ticket_day_products',
      'day, product_id, n, total_sum, quantity',
      `select date_trunc('day', date_time, 'UTC') as day, product_id, count(*)::int as n, coalesce(sum(sum), 0)::bigint as total_sum,
         coalesce(sum(quantity), 0)::numeric as quantity
       from ticket_items group by 1, 2`,
    )),
    ...(await differences(
      'plan_ticket_totals',
      'plan_id, tickets, score',
      `select plan_id, count(*)::int as tickets, coalesce(sum(score), 0)::bigint as score from tickets
       where status = 'processed' and plan_id is not null group by plan_id`,
    )),
  );
  return drift;
}
