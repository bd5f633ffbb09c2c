// The gateway's journal (issue 24): an entry for each change the gateway forwarded to an API without
// an audit trail, in the shape of rest-api's `audit_log`, and the reads of `auditLog` and `history`.
import { ErrorCode, gatewayError } from '../errors';
import type { RestAuditLog } from '../upstream/types';
import type { JournalEntry } from '../upstream/journal';
import type { StoreDb } from './database';

export interface Actor {
  userId: number | null;
  userName: string | null;
  userRole: string | null;
  client: string | null;
  address: string | null;
}

interface Row {
  id: string | number;
  at: Date | string;
  user_id: number | null;
  user_name: string | null;
  user_role: string | null;
  address: string | null;
  client: string | null;
  model: string;
  entity_id: number | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const toEntry = (r: Row): RestAuditLog => ({
  id: Number(r.id),
  at: new Date(r.at).toISOString(),
  userId: r.user_id,
  userName: r.user_name,
  userRole: r.user_role,
  address: r.address,
  client: r.client,
  model: r.model,
  entityId: r.entity_id,
  action: r.action,
  before: r.before,
  after: r.after,
});

/** Columns a where or an order may name (GraphQL name → column). */
const COLUMNS: Readonly<Record<string, string>> = {
  id: 'id',
  at: 'at',
  userId: 'user_id',
  userRole: 'user_role',
  client: 'client',
  model: 'model',
  entityId: 'entity_id',
  action: 'action',
};

type Filter = Record<string, unknown>;

/** A typed `AuditLogWhere` as SQL over `params` (values only ever as parameters). */
export function whereSql(where: Filter | null | undefined, params: unknown[]): string {
  if (!where) return 'true';
  const parts: string[] = [];
  const p = (value: unknown) => {
    params.push(value instanceof Date ? value.toISOString() : value);
    return `$${params.length}`;
  };
  for (const [key, value] of Object.entries(where)) {
    if (value === null || value === undefined) continue;
    if (key === 'and' || key === 'or') {
      const inner = (value as Filter[]).map((w) => `(${whereSql(w, params)})`);
      parts.push(inner.length ? `(${inner.join(key === 'and' ? ' and ' : ' or ')})` : key === 'and' ? 'true' : 'false');
      continue;
    }
    const column = COLUMNS[key];
    if (!column) throw gatewayError(ErrorCode.BAD_USER_INPUT, `Нельзя отбирать записи журнала по полю ${key}`);
    const cast = key === 'at' ? '::timestamptz' : '';
    for (const [op, operand] of Object.entries(value as Filter)) {
      if (operand === null || operand === undefined) continue;
      switch (op) {
        case 'eq':
          parts.push(`${column} = ${p(operand)}${cast}`);
          break;
        case 'neq':
          parts.push(`${column} <> ${p(operand)}${cast}`);
          break;
        case 'gt':
          parts.push(`${column} > ${p(operand)}${cast}`);
          break;
        case 'gte':
          parts.push(`${column} >= ${p(operand)}${cast}`);
          break;
        case 'lt':
          parts.push(`${column} < ${p(operand)}${cast}`);
          break;
        case 'lte':
          parts.push(`${column} <= ${p(operand)}${cast}`);
          break;
        case 'in': {
          const list = operand as unknown[];
          parts.push(list.length ? `${column} in (${list.map((v) => `${p(v)}${cast}`).join(', ')})` : 'false');
          break;
        }
        case 'notIn': {
          const list = operand as unknown[];
          parts.push(list.length ? `${column} not in (${list.map((v) => `${p(v)}${cast}`).join(', ')})` : `${column} is not null`);
          break;
        }
        case 'between': {
          const [from, to] = operand as unknown[];
          if ((operand as unknown[]).length !== 2) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'between: ровно два значения');
          parts.push(`${column} between ${p(from)}${cast} and ${p(to)}${cast}`);
          break;
        }
        case 'like':
        case 'ilike':
          parts.push(`${column} ilike ${p(operand)}`);
          break;
        case 'isNull':
          parts.push(operand ? `${column} is null` : `${column} is not null`);
          break;
        default:
          throw gatewayError(ErrorCode.BAD_USER_INPUT, `Неизвестное условие ${op}`);
      }
    }
  }
  return parts.length ? parts.join(' and ') : 'true';
}

/** Who may read which entries of the gateway's journal. */
export type JournalScope = { kind: 'all' } | { kind: 'own'; userId: number } | { kind: 'records'; viewerId: number } | { kind: 'none' };

/** Other people's sessions and addresses are the administrator's (decisions: the regional manager's audit view). */
const SESSION_ACTIONS = ['signIn', 'signOut', 'signInFailed', 'apiTokenCreate', 'apiTokenRevoke'];

export class Journal {
  constructor(private readonly db: () => Promise<StoreDb>) {}

  async record(entry: JournalEntry, actor: Actor): Promise<void> {
    await (
      await this.db()
    ).query(
      `insert into audit_log (user_id, user_name, user_role, address, client, model, entity_id, action, before, after)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        entry.userId !== undefined ? entry.userId : actor.userId,
        actor.userName,
        actor.userRole,
        actor.address,
        actor.client,
        entry.model,
        entry.entityId,
        entry.action,
        entry.before === null ? null : JSON.stringify(entry.before),
        entry.after === null ? null : JSON.stringify(entry.after),
      ],
    );
  }

  /** A page of entries, newest first unless ordered otherwise; `total` only when asked. */
  async page(
    scope: JournalScope,
    where: Filter | null | undefined,
    orderBy: readonly { field: string; direction: string }[] | null | undefined,
    limit: number,
    offset: number,
    withTotal: boolean,
  ): Promise<{ items: RestAuditLog[]; total: number }> {
    if (scope.kind === 'none') return { items: [], total: 0 };
    const params: unknown[] = [];
    const conditions = [whereSql(where, params)];
    if (scope.kind === 'own') {
      params.push(scope.userId);
      conditions.push(`user_id = $${params.length}`);
    }
    if (scope.kind === 'records') conditions.push(`action <> all(array[${SESSION_ACTIONS.map((a) => `'${a}'`).join(', ')}])`);
    const order = (orderBy?.length ? orderBy : [{ field: 'at', direction: 'DESC' }]).map((o) => {
      const column = COLUMNS[o.field];
      if (!column) throw gatewayError(ErrorCode.BAD_USER_INPUT, `Нельзя упорядочить записи журнала по полю ${o.field}`);
      return `${column} ${o.direction === 'DESC' ? 'desc' : 'asc'}`;
    });
    const last = orderBy?.length && orderBy[orderBy.length - 1]!.direction === 'ASC' ? 'asc' : 'desc';
    const db = await this.db();
    const sqlWhere = conditions.join(' and ');
    const rows = await db.query<Row>(`select * from audit_log where ${sqlWhere} order by ${[...order, `id ${last}`].join(', ')} limit ${limit} offset ${offset}`, params);
    const total = withTotal ? Number((await db.query<{ n: string }>(`select count(*) as n from audit_log where ${sqlWhere}`, params))[0]!.n) : 0;
    const items = rows.map(toEntry);
    // A regional manager sees an address only on its own actions.
    if (scope.kind === 'records') return { items: items.map((e) => (e.userId === scope.viewerId ? e : { ...e, address: null })), total };
    return { items, total };
  }
}
