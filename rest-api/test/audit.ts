// The audit trail's test app (src/audit/audit*.test.ts): a live app over the demo seed with a campaign,
// an administrator and a regional manager signed in, and the audit rows written since each test began.
import { sql } from 'kysely';
import { beforeEach, expect } from 'vitest';
import { createCampaign, startLiveApp, type Fixture, type LiveApp } from './live';
import { appFor } from './support';

export interface AuditRow {
  userId: number | null;
  userRole: string | null;
  address: string | null;
  client: string | null;
  model: string;
  entityId: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

export const web = { 'x-client': 'web' };
export const staff = (userId: number, userRole: string) => ({ userId, userRole, address: expect.any(String) as unknown as string, client: 'web' });

export interface AuditApp extends LiveApp {
  /** Tokens of the demo's administrator (user 1) and regional manager (user 2). */
  admin: string;
  manager: string;
  f: Fixture;
  /** The last audit_log id at `mark()`: each test begins with one. */
  since: number;
  mark(): Promise<void>;
  /** The rows written since `mark()`. */
  written(): Promise<AuditRow[]>;
}

/** The app for the file that calls this (appFor), and a mark before each of its tests. */
export function auditApp(): AuditApp {
  const app = appFor(async () => {
    const live = await startLiveApp({ seed: true });
    return { ...live, admin: await live.login('+79990000001'), manager: await live.login('+79990000002'), f: await createCampaign(live.db) };
  });
  const t: AuditApp = Object.assign(app, {
    since: 0,
    async mark() {
      const { rows } = await sql<{ max: string | null }>`select max(id) as max from audit_log`.execute(t.db);
      t.since = Number(rows[0]?.max ?? 0);
    },
    async written() {
      const { rows } = await sql<AuditRow>`
        select user_id, user_role, address, client, model, entity_id, action, before, after from audit_log where id > ${t.since} order by id`.execute(t.db);
      return rows;
    },
  });
  beforeEach(() => t.mark());
  return t;
}
