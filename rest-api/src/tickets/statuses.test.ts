// The ticket statuses' one home (tickets/mapper.ts) against the database and the OpenAPI document:
// a status the database allows but the home lacks (or the reverse) fails here.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { freshDatabase } from '../../test/live';
import { createTestDatabase, type TestDatabase } from '../../test/support';
import { TICKET_STATUS_TITLES, TICKET_STATUSES } from './mapper';

let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await freshDatabase(testDatabase);
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

it('holds exactly the statuses the tickets table allows, each with a title', async () => {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(c.oid) as definition from pg_constraint c
    where c.conrelid = 'tickets'::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%status%'`.execute(database.db);
  expect(rows).toHaveLength(1);
  const allowed = [...rows[0]!.definition.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]);
  expect(allowed).toEqual([...TICKET_STATUSES]);
  expect(Object.keys(TICKET_STATUS_TITLES)).toEqual([...TICKET_STATUSES]);
});

it('declares them in the OpenAPI document the gateway types are generated from', () => {
  // rest-api/openapi.json, committed and checked by `npm run codegen:check`.
  const document = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
    components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
  };
  expect(document.components.schemas.TicketStatusCount!.properties.status!.enum).toEqual([...TICKET_STATUSES]);
});
