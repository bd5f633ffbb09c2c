// The gateway's one home of the ticket statuses (issue 28): the REST API's values, the schema's
// `TicketStatus` enum and the Russian titles (product-rules §3), and the translation both ways — answers
// to the enum (a status the gateway does not know is `OTHER`, its value kept in `statusCode`),
// conditions on the enum to REST `where`s. The table is keyed by the REST statuses of the API's
// OpenAPI document (`RestTicketStatus`, generated): a status the API adds fails the typecheck here.
import type { GraphQLError } from 'graphql';
import type { TicketAction, TicketStatus, TicketStatusFilter } from '../../__generated__/resolvers-types';
import { ErrorCode, gatewayError } from '../../errors';
import type { GatewayContext } from '../../context';
import type { RestTicketStatus } from '../../upstream/types';
import type { FieldFilter, WhereInput } from '../lists';

/** The enum's values that name a status of the API (all but `OTHER`). */
export type KnownTicketStatus = Exclude<TicketStatus, 'OTHER'>;

/** Every staff action on a receipt: what an open one (and one of a status the gateway does not know) takes. */
const ALL_ACTIONS: readonly TicketAction[] = ['REJECT', 'SCORE', 'EDIT', 'PROCESS'];
/** A receipt the processor holds, or a final one: nothing (docs/adr/0042-actions-by-receipt-status.md). */
const NO_ACTIONS: readonly TicketAction[] = [];

/** The refusal of an action the status does not take: the API's own code and a Russian sentence. */
interface Refusal {
  code: string;
  message: string;
}

/**
 * Each REST status: its enum value, its Russian title, in the order screens list them, the actions it
 * takes (product-rules §3) and why it refuses the others.
 */
const STATUSES = {
  new: { status: 'NEW', title: 'Новый', actions: ALL_ACTIONS },
  processing: {
    status: 'PROCESSING',
    title: 'В обработке',
    actions: NO_ACTIONS,
    refusal: { code: 'TICKET_PROCESSING', message: 'Чек сейчас обрабатывается: дождитесь результата.' },
  },
  delayed: { status: 'DELAYED', title: 'Отложен', actions: ALL_ACTIONS },
  manual: { status: 'MANUAL', title: 'Ручная проверка', actions: ALL_ACTIONS },
  // Its points stand: rejecting it is refused as scoring it again is (spec §8's sentence), never reversed.
  processed: { status: 'PROCESSED', title: 'Обработан', actions: NO_ACTIONS, refusal: { code: 'TICKET_ALREADY_PROCESSED', message: 'По чеку уже произведено начисление.' } },
  // Its reason stays: a second reject would overwrite it.
  rejected: { status: 'REJECTED', title: 'Отклонён', actions: NO_ACTIONS, refusal: { code: 'TICKET_ALREADY_REJECTED', message: 'Чек уже отклонён.' } },
} as const satisfies { readonly [S in RestTicketStatus]: { status: KnownTicketStatus; title: string; actions: readonly TicketAction[]; refusal?: Refusal } };

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

/** The actions a REST status takes, whoever asks; a status the gateway does not know: all (the API decides). */
export function ticketStatusActions(code: string): readonly TicketAction[] {
  return known(code) ? STATUSES[code].actions : ALL_ACTIONS;
}

/** The refusal of `action` on a ticket of this REST status, or null when the status takes it. */
export function ticketStatusRefusal(code: string, action: TicketAction): GraphQLError | null {
  if (ticketStatusActions(code).includes(action)) return null;
  const { refusal } = STATUSES[code as RestTicketStatus] as { refusal: Refusal };
  return gatewayError(ErrorCode.BAD_USER_INPUT, refusal.message, { upstreamCode: refusal.code });
}

/**
 * An action the ticket's status does not take is refused before the API is asked (product-rules §3,
 * docs/adr/0042-actions-by-receipt-status.md): a stock LoopBack 3 API would reject a processed
 * receipt, its points kept, or overwrite a rejected one's reason. The status is the one the policy
 * read for the same request (the loader), or read now.
 */
export async function statusTakes(ctx: GatewayContext, id: number, action: TicketAction): Promise<void> {
  const ticket = await ctx.loaders.ticketById.load(id);
  if (!ticket) throw gatewayError(ErrorCode.NOT_FOUND, `Чек ${id} не найден`, { id });
  const refusal = ticketStatusRefusal(ticket.status, action);
  if (refusal) throw refusal;
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
