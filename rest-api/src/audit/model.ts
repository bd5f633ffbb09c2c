// The audit trail as a read-only model (GET /auditLogs with LoopBack's filter, /auditLogs/count).
// Admins read every row; a regional manager reads the rows about the tickets, places and people of
// its cities (as they are now: a deleted entity's rows are left to admins); others read nothing.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { visiblePlaceIds } from '../auth/scope';
import { date, defineModel, int, int8, jsonb, text } from '../models/define';
import type { AuthUser } from '../models/definition';

const NOTHING = sql<SqlBool>`false`;

/** A person's sessions and tokens: a regional manager reads only its own (decisions, "The regional manager's audit view"). */
export const SESSION_ACTIONS = ['signIn', 'signInFailed', 'signOut', 'apiTokenCreate', 'apiTokenRevoke'] as const;

export function auditScope(user: AuthUser): RawBuilder<SqlBool> | null {
  if (user.roleName === 'admin') return null;
  if (user.roleName !== 'regionalManager') return NOTHING;
  const cities = sql`select uc.city_id from user_cities uc where uc.user_id = ${user.id}`;
  // The places of its cities (auth/scope.ts).
  const places = visiblePlaceIds(user)!;
  const own = sql<SqlBool>`(audit_log.user_id = ${user.id} or (audit_log.model = 'User' and audit_log.entity_id = ${user.id}))`;
  return sql<SqlBool>`(${own} or (audit_log.action not in (${sql.join([...SESSION_ACTIONS])}) and (
    (audit_log.model = 'Ticket' and audit_log.entity_id in (select t.id from tickets t where t.place_id in (${places})))
    or (audit_log.model = 'Place' and audit_log.entity_id in (${places}))
    or (audit_log.model = 'User' and audit_log.entity_id in (select u.id from users u where u.city_id in (${cities})
      or u.id in (select up.user_id from user_places up where up.place_id in (${places})))))))`;
}

/**
 * The address of a row is a person's network address: a regional manager reads it only on its own
 * actions (null on others'), and may not filter or order by it (that would reveal it).
 */
export function addressVisible(user: AuthUser, row: { userId?: unknown }): boolean {
  return user.roleName === 'admin' || row.userId === user.id;
}

/** Whether a where clause (nested and/or included) names `address`. */
function whereMentionsAddress(where: unknown): boolean {
  if (Array.isArray(where)) return where.some(whereMentionsAddress);
  if (!where || typeof where !== 'object') return false;
  return Object.entries(where).some(([key, inner]) => key.trim().toLowerCase() === 'address' || ((key === 'and' || key === 'or') && whereMentionsAddress(inner)));
}

/** Whether a filter's where or order names `address`. */
export function mentionsAddress(filter: unknown): boolean {
  if (!filter || typeof filter !== 'object') return false;
  const { where, order } = filter as { where?: unknown; order?: unknown };
  const orders = Array.isArray(order) ? order : [order];
  return whereMentionsAddress(where) || orders.some((o) => typeof o === 'string' && /\baddress\b/i.test(o));
}
export const auditLogModel = defineModel({
  name: 'AuditLog',
  table: 'audit_log',
  properties: {
    id: int8,
    at: date,
    userId: int,
    userName: { type: 'String', expression: sql`select nullif(concat_ws(' ', u.name, u.surname), '') from users u where u.id = audit_log.user_id` },
    userRole: text,
    address: text,
    client: text,
    model: text,
    entityId: int,
    action: text,
    before: jsonb,
    after: jsonb,
  },
  relations: {
    user: { type: 'belongsTo', model: 'User', foreignKey: 'userId' },
  },
  scopeFor: auditScope,
  writeScopeFor: () => NOTHING,
});
