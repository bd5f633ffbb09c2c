// The gateway's one home of the ticket statuses (issue 28): the REST API's values, the schema's
// `TicketStatus` enum and the Russian titles (product-rules §3), and the translation both ways — answers
// to the enum (a status the gateway does not know is `OTHER`, its value kept in `statusCode`),
// conditions on the enum to REST `where`s. The table is keyed by the REST statuses of the API's
// OpenAPI document (`RestTicketStatus`, generated): a status the API adds fails the typecheck here.
import type { TicketStatus, TicketStatusFilter } from '../../__generated__/resolvers-types';
import type { RestTicketStatus } from '../../upstream/types';
import type { FieldFilter, WhereInput } from '../lists';

/** The enum's values that name a status of the API (all but `OTHER`). */
export type KnownTicketStatus = Exclude<TicketStatus, 'OTHER'>;

/** Each REST status: its enum value and its Russian title, in the order screens list them. */
const STATUSES = {
  new: { status: 'NEW', title: 'Новый' },
  processing: { status: 'PROCESSING', title: 'В обработке' },
  delayed: { status: 'DELAYED', title: 'Отложен' },
  manual: { status: 'MANUAL', title: 'Ручная проверка' },
  processed: { status: 'PROCESSED', title: 'Обработан' },
  rejected: { status: 'REJECTED', title: 'Отклонён' },
} as const satisfies { readonly [S in RestTicketStatus]: { status: KnownTicketStatus; title: string } };

/** The REST statuses the gateway knows, in order. */
export const REST_TICKET_STATUSES = Object.keys(STATUSES) as RestTicketStatus[];

const known = (code: string): code is RestTicketStatus => Object.hasOwn(STATUSES, code);

const REST_OF = Object.fromEntries(REST_TICKET_STATUSES.map((code) => [STATUSES[code].status, code])) as Readonly<Record<KnownTicketStatus, RestTicketStatus>>;

/** The enum value of a REST status; `OTHER` for one the gateway does not know. */
export function ticketStatusOf(code: string): TicketStatus {
  return known(code) ? STATUSES[code].status : 'OTHER';
}

/** The Russian title of a REST status the gateway knows, else null. */
export function ticketStatusTitle(code: string): string | null {
  return known(code) ? STATUSES[code].title : null;
}

/** The REST value of an enum value that names one (not `OTHER`). */
export function restTicketStatus(status: KnownTicketStatus): RestTicketStatus {
  return REST_OF[status];
}

/** The REST condition of "one of `values`" (or "none of", `negate`); `OTHER` is every status the gateway does not know. */
function oneOf(values: readonly TicketStatus[], negate: boolean): FieldFilter {
  const codes = values.filter((v): v is KnownTicketStatus => v !== 'OTHER').map(restTicketStatus);
  if (!values.includes('OTHER')) return negate ? { notIn: codes } : { in: codes };
  // With OTHER: the complement among the known statuses.
  const rest = REST_TICKET_STATUSES.filter((code) => !codes.includes(code));
  return negate ? { in: rest } : { notIn: rest };
}

/** The REST conditions of a status filter (one per operator set; all must hold). */
export function restStatusConditions(filter: TicketStatusFilter): FieldFilter[] {
  const out: FieldFilter[] = [];
  if (filter.eq != null) out.push(filter.eq === 'OTHER' ? oneOf(['OTHER'], false) : { eq: restTicketStatus(filter.eq) });
  if (filter.neq != null) out.push(filter.neq === 'OTHER' ? oneOf(['OTHER'], true) : { neq: restTicketStatus(filter.neq) });
  if (filter.in != null) out.push(oneOf(filter.in, false));
  if (filter.notIn != null) out.push(oneOf(filter.notIn, true));
  // "None of" an empty list is no condition (a status is never null).
  return out.filter((f) => !(f.notIn && f.notIn.length === 0));
}

/** A ticket `where` with its status conditions (at any depth of `and`/`or`) on the REST values. */
export function restTicketWhere(where: WhereInput | undefined): WhereInput | undefined {
  if (!where) return where;
  const out: WhereInput = {};
  const extra: WhereInput[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') out[key] = value == null ? value : (value as readonly WhereInput[]).map((w) => restTicketWhere(w)!);
    else if (key === 'status' && value != null) {
      const [first, ...more] = restStatusConditions(value as TicketStatusFilter);
      if (first) out.status = first;
      extra.push(...more.map((f) => ({ status: f })));
    } else out[key] = value;
  }
  if (extra.length) out.and = [...((out.and as readonly WhereInput[] | null | undefined) ?? []), ...extra];
  return out;
}

/** The REST condition of one status (a report filter's): its value, or for `OTHER` none of the known ones. */
export function restStatusCondition(status: TicketStatus): string | { nin: RestTicketStatus[] } {
  return status === 'OTHER' ? { nin: [...REST_TICKET_STATUSES] } : restTicketStatus(status);
}

/** A count of one REST status as the schema's `TicketStatusCount`. */
export function statusCount(code: string, count: number): { status: TicketStatus; statusCode: string; count: number } {
  return { status: ticketStatusOf(code), statusCode: code, count };
}
