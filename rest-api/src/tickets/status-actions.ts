// The rest-api's one home of what a ticket's status lets staff do (product-rules §3,
// docs/adr/0042-actions-by-receipt-status.md): reject (a patch to `rejected`, one or in bulk), score
// by hand, correct and "process now" take `new`, `delayed` and `manual` tickets; the processor's
// (`processing`) and the final ones (`processed`, `rejected`) take none, with the gateway's codes and
// sentences. The gateway keeps its own table (ADR 0042: a stock LoopBack 3 API checks nothing); this
// one refuses a direct REST caller. Sending a ticket back to the queue or to manual review is not one
// of these actions (status-change.ts; docs/adr/0060-rest-api-checks-receipt-status.md). Keyed by
// every status: one added fails the typecheck.
import { HttpError } from '../errors';
import type { TicketStatus } from './mapper';
import { ALREADY_SCORED } from '../processor/manual-score';

/** Why a status takes no staff action (the code and the sentence), or null: it takes them all. */
const REFUSALS: Record<TicketStatus, { code: string; message: string } | null> = {
  new: null,
  processing: { code: 'TICKET_PROCESSING', message: 'Чек сейчас обрабатывается: дождитесь результата.' },
  delayed: null,
  manual: null,
  // Its points stand: rejecting it is refused as scoring it again is, never reversed.
  processed: { code: 'TICKET_ALREADY_PROCESSED', message: ALREADY_SCORED },
  // Its reason stays: a second reject would overwrite it.
  rejected: { code: 'TICKET_ALREADY_REJECTED', message: 'Чек уже отклонён.' },
};

/** The 422 of a staff action on a ticket of this status, or null when the status takes it. */
export function statusRefusal(status: string): HttpError | null {
  const refusal = Object.hasOwn(REFUSALS, status) ? REFUSALS[status as TicketStatus] : null;
  return refusal && new HttpError(422, refusal.message, { code: refusal.code });
}

/** Throws the 422 of a staff action on a ticket of this status (read under the ticket's row lock). */
export function assertStatusTakesActions(status: string): void {
  const refusal = statusRefusal(status);
  if (refusal) throw refusal;
}

/** A processed ticket's refusal (a patch back to the queue or to manual review): its points stand. */
export const alreadyProcessed = () => statusRefusal('processed')!;
