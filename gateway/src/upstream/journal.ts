// What a write forwarded to the API changes, for the gateway's own journal (issue 24): used when the
// API keeps no audit trail (`auditTrail` missing). Each write the gateway sends is classified here —
// which record (model and id) and which action, in the names of rest-api's audit trail — and, for an
// update or a deletion of a record, the record is read first (one GET, with the caller's token), so the
// entry holds the changed fields before and after. Reads, messages (a message is its own record),
// saved views, tokens, uploads and previews are not changes of the programme's data and are not
// recorded (docs/adr/0005-gateway-store.md).
import type { Upstream, WriteObserver } from './client';

export interface JournalEntry {
  model: string;
  entityId: number | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Who, when the answer says (a sign-in); otherwise the request's viewer. */
  userId?: number | null;
  /** The token a sign-in answered: who signed in is read with it (never stored). */
  readAs?: string;
}

const MODELS: Readonly<Record<string, string>> = {
  tickets: 'Ticket',
  users: 'User',
  places: 'Place',
  campaigns: 'Campaign',
  periods: 'Period',
  plans: 'Plan',
  campaignProducts: 'CampaignProduct',
  periodProducts: 'PeriodProduct',
  productCategories: 'ProductCategory',
  products: 'Product',
  regions: 'Region',
  cities: 'City',
  admEntities: 'AdmEntity',
  placeTypes: 'PlaceType',
};

/** Never kept: credentials and one-time codes (as rest-api's trail). */
const SECRET = /password|code|token|secret/i;

function clean(value: unknown): Record<string, unknown> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!SECRET.test(k) && v !== undefined) out[k] = v;
  return out;
}

/** The fields of `after` whose values differ from `before`'s (both cleaned). */
function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null, keys: string[]) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of keys) {
    if (SECRET.test(key)) continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    b[key] = was;
    a[key] = now;
  }
  return { before: b, after: a };
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const field = (v: unknown, name: string): unknown => (v && typeof v === 'object' ? (v as Record<string, unknown>)[name] : undefined);

interface Plan {
  /** The record to read first (its path), if any. */
  read?: string;
  /** The entry, from the row read first (null when none or unreadable) and the write's answer. */
  make: (row: Record<string, unknown> | null, answer: unknown) => JournalEntry | null;
}

const PLACE_ROLE_ROUTE = /^\/places\/(add|remove)(RegionalManager|SalesMan|Vendor)$/;

/** What a call changes, or null when it is not a change to record. */
export function planOf(method: string, path: string, body: unknown): Plan | null {
  const input = clean(body);
  let m: RegExpExecArray | null;
  if (method === 'GET') {
    if (path === '/tickets/startAutoProcessing' || path === '/tickets/stopAutoProcessing') {
      const action = path.includes('start') ? 'start' : 'stop';
      return { make: () => ({ model: 'Processor', entityId: null, action, before: null, after: null }) };
    }
    if ((m = /^\/tickets\/process\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      return { read: `/tickets/${id}`, make: () => ({ model: 'Ticket', entityId: id, action: 'process', before: null, after: null }) };
    }
    if ((m = /^\/users\/(setUserPlace|addPlace|removePlace)\/(\d+)\/(\d+)$/.exec(path))) {
      const action = m[1] === 'setUserPlace' ? 'setMainPlace' : m[1] === 'addPlace' ? 'assignPlace' : 'unassignPlace';
      const placeId = Number(m[3]);
      const entityId = Number(m[2]);
      return { make: () => ({ model: 'User', entityId, action, before: action === 'unassignPlace' ? { placeId } : null, after: action === 'unassignPlace' ? null : { placeId } }) };
    }
    if ((m = /^\/users\/resetUserPlace\/(\d+)$/.exec(path))) {
      const entityId = Number(m[1]);
      return { make: () => ({ model: 'User', entityId, action: 'setMainPlace', before: null, after: { placeId: null } }) };
    }
    return null;
  }
  if (method === 'POST') {
    if (path === '/users/login')
      return {
        make: (_r, answer) => ({
          model: 'User',
          entityId: num(field(answer, 'userId')),
          userId: num(field(answer, 'userId')),
          readAs: String(field(answer, 'id') ?? ''),
          action: 'signIn',
          before: null,
          // As rest-api's trail has it: the phone signed in with and the session's lifetime.
          after: { phone: input?.phone ?? input?.username ?? null, ttl: field(answer, 'ttl') ?? null },
        }),
      };
    if (path === '/users/logout') return { make: () => ({ model: 'User', entityId: null, action: 'signOut', before: null, after: null }) };
    if ((m = PLACE_ROLE_ROUTE.exec(path))) {
      const assign = m[1] === 'add';
      const placeId = num(input?.placeId);
      return {
        make: () => ({
          model: 'User',
          entityId: num(input?.userId),
          action: assign ? 'assignPlace' : 'unassignPlace',
          before: assign ? null : { placeId },
          after: assign ? { placeId } : null,
        }),
      };
    }
    if (path === '/tickets/manualProcess') {
      const id = num(input?.ticketId);
      if (id === null) return null;
      return {
        read: `/tickets/${id}`,
        make: (row, answer) => ({ model: 'Ticket', entityId: id, action: 'score', ...changes(row, { ...clean(answer) }, ['status', 'score']) }),
      };
    }
    if ((m = /^\/tickets\/edit\/(\d+)$/.exec(path))) {
      const id = Number(m[1]);
      const keys = Object.keys(input ?? {});
      return {
        read: `/tickets/${id}`,
        make: (row, answer) => ({ model: 'Ticket', entityId: id, action: 'edit', ...changes(row, clean(answer) ?? input, [...keys, 'score', 'totalSum']) }),
      };
    }
    if (/^\/(regionalManagers|salesMans|vendors|users)\/invite$/.test(path)) {
      return { make: (_r, answer) => ({ model: 'User', entityId: num(field(answer, 'id')) ?? num(field(answer, 'userId')), action: 'invite', before: null, after: input }) };
    }
    if (path === '/users/emitSocketEvent') {
      return {
        make: (_r, answer) => ({
          model: 'Device',
          entityId: null,
          action: 'command',
          before: null,
          after: { event: input?.event ?? null, scope: input?.scope ?? null, devices: field(answer, 'count') ?? null },
        }),
      };
    }
    if ((m = /^\/(\w+)$/.exec(path)) && MODELS[m[1]!]) {
      const model = MODELS[m[1]!]!;
      return { make: (_r, answer) => ({ model, entityId: num(field(answer, 'id')), action: 'create', before: null, after: input }) };
    }
    return null;
  }
  if ((method === 'PATCH' || method === 'PUT' || method === 'DELETE') && (m = /^\/(\w+)\/(\d+)$/.exec(path)) && MODELS[m[1]!]) {
    const model = MODELS[m[1]!]!;
    const id = Number(m[2]);
    if (method === 'DELETE') return { read: path, make: (row) => ({ model, entityId: id, action: 'delete', before: clean(row), after: null }) };
    const keys = Object.keys(input ?? {});
    return {
      read: path,
      make: (row, answer) => {
        const diff = changes(clean(row), { ...input, ...pick(clean(answer), keys) }, keys);
        if (!Object.keys(diff.after).length) return null;
        const action = model === 'User' && 'blocked' in diff.after ? (diff.after.blocked ? 'block' : 'unblock') : 'update';
        return { model, entityId: id, action, ...diff };
      },
    };
  }
  return null;
}

function pick(value: Record<string, unknown> | null, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (value && key in value) out[key] = value[key];
  return out;
}

/**
 * A write observer that records each change through `record` (when `active()`): the record is read
 * first where the plan says so (a failed read leaves `before` unknown), and an entry is made from the
 * answer once the write succeeded.
 */
export function journalObserver(active: () => boolean, record: (entry: JournalEntry) => Promise<void>): WriteObserver {
  return {
    before(api: Upstream, method, path, body) {
      if (!active()) return undefined;
      const plan = planOf(method, path, body);
      if (!plan) return undefined;
      const read = plan.read ? api.get<Record<string, unknown>>(plan.read).catch(() => null) : Promise.resolve(null);
      return read.then((row) => ({ plan, row }));
    },
    async after(state, answer) {
      const { plan, row } = (state ?? {}) as { plan?: Plan; row?: Record<string, unknown> | null };
      if (!plan) return;
      const entry = plan.make(row ?? null, answer);
      if (entry) await record(entry);
    },
  };
}
