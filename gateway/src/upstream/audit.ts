// The audit trail (issue 17): `GET /auditLogs` (rest-api's; the programme's LoopBack 3 has none).
import { listRoute } from './loopback';
import type { RestAuditLog } from './types';

/** Read-only: the list and its count. */
export const auditLogs = listRoute<RestAuditLog>('/auditLogs', '/auditLogs/count');
