// The journal's starter (docs/adr/0083-route-starters-beside-the-screen.md): its filters, the variables
// of its URL (read by the screen too, audit-page.tsx), and its query asked for by id as the navigation
// starts.
import type { AuditLogOrder, AuditLogOrderField, AuditLogWhere, SortDirection } from '../../__generated__/graphql';
import { startBy } from '../../shared/apollo/route-starter';
import { operationId } from '../../shared/graphql/persisted';
import { listUrl, urlDay } from '../../shared/ui/list-url';

export const AUDIT_PAGE_SIZE = 24;

/** The kinds of record a filter offers, in the order staff look for them. */
export const AUDIT_MODELS = [
  'Ticket',
  'User',
  'Place',
  'Campaign',
  'Period',
  'Plan',
  'Product',
  'CampaignProduct',
  'PeriodProduct',
  'City',
  'Region',
  'Processor',
  'Device',
] as const;
export const AUDIT_CLIENTS = ['web', 'script', 'app', 'system'] as const;

/** The named filters: kinds of action. */
export const AUDIT_ACTION_GROUPS: Readonly<Record<string, readonly string[]>> = {
  changes: ['create', 'update', 'delete', 'edit', 'undo'],
  review: ['reject', 'score', 'process', 'requeue', 'toManual'],
  people: ['invite', 'assignPlace', 'unassignPlace', 'setMainPlace', 'block', 'unblock'],
  sessions: ['signIn', 'signOut', 'signInFailed'],
  processor: ['start', 'stop', 'autoProcess', 'command'],
};

const POSITIVE = /^[1-9]\d{0,9}$/;
/** A record's id the journal can filter by (a positive 32-bit integer). */
export const isEntityId = (raw: string) => POSITIVE.test(raw) && Number(raw) <= 2_147_483_647;

/** The `where` of the URL's filters. Values that do not parse are left out (the field says why). */
export function auditWhere(
  group: AuditLogWhere | undefined,
  values: { user: string; model: string; entity: string; client: string; from: string; to: string },
): AuditLogWhere | undefined {
  const where: AuditLogWhere = { ...group };
  if (POSITIVE.test(values.user)) where.userId = { eq: Number(values.user) };
  if ((AUDIT_MODELS as readonly string[]).includes(values.model)) where.model = { eq: values.model };
  if (isEntityId(values.entity)) where.entityId = { eq: Number(values.entity) };
  if ((AUDIT_CLIENTS as readonly string[]).includes(values.client)) where.client = { eq: values.client };
  const range: NonNullable<AuditLogWhere['at']> = {};
  const [from, to] = [urlDay(values.from), urlDay(values.to, 1)];
  if (from) range.gte = from;
  if (to) range.lt = to;
  if (range.gte || range.lt) where.at = range;
  return Object.keys(where).length ? where : undefined;
}

/** The journal's variables for its URL: the named filter, the screen's filters, sort (newest first), page. */
export function auditVariables(search: URLSearchParams) {
  const { page, sort } = listUrl(search);
  const filter = search.get('filter') ?? '';
  const actions = Object.hasOwn(AUDIT_ACTION_GROUPS, filter) ? AUDIT_ACTION_GROUPS[filter] : undefined;
  const value = (name: string) => search.get(name) ?? '';
  const values = { user: value('user'), model: value('model'), entity: value('entity'), client: value('client'), from: value('from'), to: value('to') };
  const orderBy: AuditLogOrder[] = sort ? [{ field: sort.field as AuditLogOrderField, direction: sort.direction as SortDirection }] : [{ field: 'at', direction: 'DESC' }];
  return { where: auditWhere(actions && { action: { in: [...actions] } }, values), orderBy, page, pageSize: AUDIT_PAGE_SIZE };
}

export const startAudit = startBy('AuditRoute', operationId('AuditRoute'), ({ search }) => auditVariables(search));
