// The shared setup of the loopback3*.test.ts files (issue 14): the gateway in front of a REAL LoopBack 3
// application (`loopback3/`: loopback 3.28, juggler 3.36, loopback-connector-postgresql 5.5) on a fresh
// PostgreSQL database that rest-api/ migrated and seeded. The web's own operations run through the
// gateway, and every answer is compared with the rows read straight from the database. Each file is
// skipped, loudly, when no PostgreSQL server answers at TEST_PG_URL (or postgres://postgres@127.0.0.1:5432/postgres).
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import pg from 'pg';
import { ACTION_TITLES } from '../src/modules/audit/action-titles';
import type { RunningGateway } from '../src/server';
import type { UpstreamCall } from '../src/upstream/client';
import type * as Loopback3 from '../../loopback3/index';
import { gatewayFor, gqlAt, signIn } from './harness';
import { seededDatabase, serverAnswers, warnSkipped } from './pg-server';

// The fixture is CommonJS; Node loads it (and LoopBack) as it would in the programme's server.
export const loopback3 = createRequire(import.meta.url)('../../loopback3/index.js') as typeof Loopback3;

export const ADMIN_PHONE = '+79990000001';
export const PASSWORD = 'demo1234';

export const available = await serverAnswers();

// The test signs in as the administrator: the policy module (security/policy.ts) lets him do all the
// web asks of it (User.can, Place.can, User.rights): every role a place holds, to invite and to assign.
const PLACE_ROLES = ['regionalManager', 'salesMan', 'vendor'];
export const ADMIN_MAY = {
  person: { update: true, assignPlaces: true },
  place: { update: true, assign: PLACE_ROLES, invite: PLACE_ROLES },
  rights: {
    invite: PLACE_ROLES,
    bulkPeople: true,
    editPlaces: true,
    commandDevices: true,
    reviewTickets: true,
    processTickets: true,
    controlProcessor: true,
    editCatalogue: true,
    useExplorer: true,
  },
};

/** Spec §4's status of a user row: invited until the phone is verified, then active or blocked. */
export const statusOf = (row: Record<string, unknown>) => (!row.phone_verified ? 'INVITED' : row.blocked ? 'BLOCKED' : 'ACTIVE');

export type Row = Record<string, unknown>;
export const num = (v: unknown) => (v == null ? null : Number(v));
export const iso = (v: unknown) => (v == null ? null : (v as Date).toISOString());

/** A period row as the gateway answers a period. */
export const periodOf = (p: Row) => ({
  id: p.id,
  startDate: iso(p.start_date),
  endDate: iso(p.end_date),
  note: p.note,
  placeScoreLimit: p.place_score_limit,
  ticketSalesLimit: p.ticket_sales_limit,
  userScoreLimit: p.user_score_limit,
  requiresRegistration: p.requires_registration,
  campaignId: p.campaign_id,
});

/** A row's `updated_at` as the gateway answers `updatedAt`. */
export const stamp = (v: unknown) => (v == null ? null : (v as Date).toISOString());

/** How long a file's boot (`loopback3Suite`'s beforeAll) may take: as long as the files that boot an API of their own (live-records, live-caps, live-shared). */
const BOOT_MS = 300_000;

/**
 * Boots, for the calling file (inside its `describe`), a seeded database, LoopBack on it and a gateway
 * in front, and closes them after it; `signedIn: true` signs in as the administrator before its first
 * test (loopback3.test.ts tests the sign-in itself). `calls` holds the current test's REST calls.
 */
export function loopback3Suite(file: string, { signedIn }: { signedIn: boolean }) {
  let database: Awaited<ReturnType<typeof seededDatabase>>;
  let db: pg.Client;
  let lb: Loopback3.RunningLoopback;
  let gateway: RunningGateway;
  const calls: UpstreamCall[] = [];
  /** Names of the distinct operations run through the gateway. */
  const operations = new Set<string>();
  const session = { cookie: '' };

  const gql = gqlAt(
    () => gateway.url,
    (): Record<string, string> => (session.cookie ? { cookie: session.cookie } : {}),
    (query) => operations.add(/(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? query),
  );
  const rows = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  /** The regional managers of a place: those whose cities include the place's (the rule of `Place.regionalManagers`). */
  const regionalManagersOf = (placeId: unknown) =>
    rows<Record<string, unknown>>(
      `select u.id, u.name, u.surname, u.phone, r.name as "roleName", case when not u.phone_verified then 'INVITED' when u.blocked then 'BLOCKED' else 'ACTIVE' end as status
         from places p join user_cities uc on uc.city_id = p.city_id join users u on u.id = uc.user_id join roles r on r.id = u.role_id
        where p.id = $1 and r.name = 'regionalManager' order by u.surname, u.id`,
      [placeId],
    );

  /** The answer's data, typed by a typed document (or by hand, for a string); its errors thrown. */
  async function ok<T, V>(document: DocumentTypeDecoration<T, V>, variables?: V): Promise<T>;
  async function ok<T = Record<string, unknown>>(document: DocumentNode | string, variables?: Record<string, unknown>): Promise<T>;
  async function ok(document: DocumentNode | string | DocumentTypeDecoration<unknown, unknown>, variables: unknown = {}) {
    // A typed document is the web's, a DocumentNode.
    const { body } = await gql(document as DocumentNode, variables as Record<string, unknown>);
    if (body.errors) throw new Error(JSON.stringify(body.errors, null, 1));
    return body.data!;
  }
  /** A record's entries in the gateway's journal (issue 24), as the web's AuditHistory_entry reads them. */
  const journalOf = async (model: string, entityId: number) =>
    (
      await (
        await gateway.ownStore.store.db()
      ).query<Record<string, unknown>>('select * from audit_log where model = $1 and entity_id = $2 order by at desc, id desc limit 50', [model, entityId])
    ).map((r) => ({
      id: Number(r.id),
      at: new Date(r.at as string).toISOString(),
      userId: r.user_id,
      userName: r.user_name,
      client: r.client,
      action: r.action,
      actionTitle: ACTION_TITLES[r.action as string] ?? r.action,
      before: r.before,
      after: r.after,
      // The related records the change names (issue 26): checked against LoopBack's own tables where a
      // test changes one (the place's type below).
      references: expect.any(Array),
    }));
  const ROLE_OF_ADMIN = async () =>
    (await rows<{ id: number; name: string; title: string }>('select r.id, r.name, r.title from users u join roles r on r.id = u.role_id where u.phone = $1', [ADMIN_PHONE]))[0]!;

  if (!available) warnSkipped(`gateway/test/${file}`);

  beforeAll(async () => {
    database = await seededDatabase('lb3');
    const databaseUrl = database.url;
    lb = await loopback3.start({ databaseUrl });
    // REST calls may take 30 s, not the default 5: these files prove what the gateway asks LoopBack and
    // answers, not its deadline (upstream/client.test.ts does); under CI's load, with the rest-api
    // suite and the chaos suite on the same PostgreSQL server, a ticket page with its total once took
    // LoopBack over 5 s.
    gateway = await gatewayFor(lb.url, { GATEWAY_DATA_DIR: 'memory', REST_TIMEOUT_MS: '30000' }, (c) => calls.push(c));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    if (signedIn)
      session.cookie = await signIn(
        gqlAt(() => gateway.url),
        ADMIN_PHONE,
        PASSWORD,
      );
    // This hook boots the most of any file's: on the worker's first file the template (rest-api's
    // migrations and seed on PostgreSQL, 6–10 s on a busy machine), then LoopBack (1–2.5 s), the
    // gateway, and a sign-in that is journaled, so it waits for the gateway's first probe round and
    // its PGlite store's first open (15–23 s). It took 20–37 s beside busy loops and another run:
    // the config's 120 s left it less margin than the files that boot an API of their own have.
  }, BOOT_MS);

  afterAll(async () => {
    console.info(`gateway/test/${file}: ${operations.size} distinct operations run against LoopBack 3: ${[...operations].join(', ')}`);
    await gateway?.close();
    await lb?.close();
    await db?.end();
    await database?.drop();
  });

  beforeEach(() => {
    calls.length = 0;
  });

  return {
    gql,
    ok,
    rows,
    calls,
    session,
    journalOf,
    regionalManagersOf,
    ROLE_OF_ADMIN,
    get db() {
      return db;
    },
    get lb() {
      return lb;
    },
    get gateway() {
      return gateway;
    },
  };
}

/** The calling file's tests against LoopBack 3, skipped when no PostgreSQL server answers: `body`, given the file's `loopback3Suite`. */
export function describeLoopback3(file: string, options: { signedIn: boolean }, body: (suite: ReturnType<typeof loopback3Suite>) => void) {
  describe.skipIf(!available)('the gateway against a real LoopBack 3 API', () => body(loopback3Suite(file, options)));
}
