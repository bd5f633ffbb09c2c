// The web's one home of the ticket statuses (issue 28): the values are the schema's `TicketStatus`
// enum (generated), their names are `common.ticketStatuses` of the shell's bundle in each language
// (product-rules §2), keyed by the enum. Tables here are typed `Record<TicketStatus, …>`, so a value the
// schema adds is a compile error until it has a colour, a place in the order and a title.
import type { TicketStatus } from '../__generated__/graphql';
import { messages } from './i18n/i18n';

/** The badge colour of each status (product-rules §3), in the order screens list them; OTHER is grey. */
export const TICKET_STATUS_COLORS = {
  NEW: 'blue',
  PROCESSING: 'cyan',
  DELAYED: 'orange',
  MANUAL: 'purple',
  PROCESSED: 'green',
  REJECTED: 'red',
  OTHER: 'gray',
} as const satisfies Record<TicketStatus, string>;

/** A status the API names (every value of the enum but OTHER). */
export type KnownTicketStatus = Exclude<TicketStatus, 'OTHER'>;

/** The statuses the API names, in the order screens list them (the tickets screen's named filters). */
export const TICKET_STATUSES = (Object.keys(TICKET_STATUS_COLORS) as TicketStatus[]).filter((s): s is KnownTicketStatus => s !== 'OTHER');

/** The name of a named filter in the URL (`?filter=manual`), kept from before the enum. */
export const ticketStatusParam = (status: KnownTicketStatus): string => status.toLowerCase();

/** The status of a URL's named filter, or undefined for `all` and unknown names. */
export const ticketStatusOfParam = (name: string | null | undefined): KnownTicketStatus | undefined => TICKET_STATUSES.find((status) => ticketStatusParam(status) === name);

/**
 * The status of an API value where the web reads one (the journal's `before`/`after` hold the API's
 * names, schema/audit.graphql): the gateway's enum spells each known API status in capitals
 * (gateway/src/modules/tickets/status.ts); any other is OTHER.
 */
export const ticketStatusOfCode = (code: string): TicketStatus => TICKET_STATUSES.find((status) => status === code.toUpperCase()) ?? 'OTHER';

/** What a ticket row says of its status. */
export interface TicketStatusFields {
  status: TicketStatus;
  statusCode?: string | null;
  statusTitle?: string | null;
}

/**
 * A ticket's status as a person reads it, in the current language; for OTHER (a status the gateway
 * does not know) the API's own title (Russian), else its value, else the bundle's "other status".
 */
export function ticketStatusLabel(
  { status, statusCode, statusTitle }: TicketStatusFields,
  names: Readonly<Record<TicketStatus, string>> = messages().common.ticketStatuses,
): string {
  return status === 'OTHER' ? statusTitle || statusCode || names.OTHER : names[status];
}

/** The name of an API status value (the journal's): as `ticketStatusLabel`, the value itself for one the web does not know. */
export function ticketStatusCodeLabel(code: string, names?: Readonly<Record<TicketStatus, string>>): string {
  return ticketStatusLabel({ status: ticketStatusOfCode(code), statusCode: code }, names);
}
