// The audit trail as a read-only model (GET /auditLogs with LoopBack's filter, /auditLogs/count).
// Admins read every row; a regional manager reads the rows about the tickets, places and people of
// its cities (as they are now: a deleted entity's rows are left to admins); others read nothing.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { date, defineModel, int, int8, jsonb, text } from '../models/define';
import type { AuthUser } from '../models/definition';

const NOTHING = sql<SqlBool>`false`;

export function auditScope(user: AuthUser): RawBuilder<SqlBool> | null {
  if (user.roleName === 'admin') return null;
  if (user.roleName !== 'regionalManager') return NOTHING;
  const cities = sql`select uc.city_id from user_cities uc where uc.user_id = ${user.id}`;
  return sql<SqlBool>`(
    (audit_log.model = 'Ticket' and audit_log.entity_id in (select t.id from tickets t join places p on p.id = t.place_id where p.city_id in (${cities})))
    or (audit_log.model = 'Place' and audit_log.entity_id in (select p.id from places p where p.city_id in (${cities})))
    or (audit_log.model = 'User' and audit_log.entity_id in (select u.id from users u where u.city_id in (${cities})
      or u.id in (select up.user_id from user_places up join places p on p.id = up.place_id where p.city_id in (${cities})))))`;
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
