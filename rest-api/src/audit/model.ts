// The audit trail as a read-only model (GET /auditLogs with LoopBack's filter, /auditLogs/count).
// Who reads which rows is auth/scope.ts auditScope (the one policy module).
import { sql } from 'kysely';
import { auditScope, NOTHING } from '../auth/scope';
import { belongsTo, date, defineModel, int, int8, jsonb, text } from '../models/define';
import type { AuthUser } from '../models/definition';

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
  relations: belongsTo('User'),
  scopeFor: auditScope,
  writeScopeFor: () => NOTHING,
});
