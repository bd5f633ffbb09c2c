// Manual scoring by staff (product-rules §3): the ticket becomes processed with the points given and
// one accrual, in one transaction with the ticket, the plan and the user locked in that order
// (processor/process.ts's order); a processed ticket is never paid twice, under concurrency too.
import { auditInsert, changedFields } from '../audit/log';
import type { AuditActor } from '../audit/context';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { periodFor, type Catalogue } from './catalogue';
import { DESCRIPTIONS } from './process';
import { accrue, lockPlan, lockPlanOf, lockTicketForSettling, lockUser, writeManualScore } from './settle-repository';

/** The refusal of paying a receipt twice (product-rules §3, spec §8). */
export const ALREADY_SCORED = 'По чеку уже произведено начисление.';

/** The processor's own check before a manual score: a processed ticket is never paid twice. */
export function refuseProcessed(status: string): void {
  if (status === 'processed') throw new HttpError(422, ALREADY_SCORED, { code: 'TICKET_ALREADY_PROCESSED' });
}

/**
 * Manual scoring by staff (`POST /tickets/manualProcess`): the ticket becomes processed with `score`
 * and one accrual. Refused when it is already processed, under concurrency too (the row lock).
 */
export async function manualProcess(
  db: Kysely<DB>,
  catalogue: Catalogue,
  ticketId: number,
  amount: number,
  actor: AuditActor | null = null,
  /** Throws when the ticket's status (read under its row lock) takes no score: staff's routes pass the status table (tickets/status-actions.ts). */
  assertStatus: (status: string) => void = refuseProcessed,
): Promise<{ status: string; score: number }> {
  return db.transaction().execute(async (trx) => {
    const ticket = await lockTicketForSettling(trx, ticketId);

    if (!ticket) throw new HttpError(404, `Unknown "Ticket" id "${ticketId}".`, { code: 'MODEL_NOT_FOUND' });
    assertStatus(ticket.status);
    if (ticket.userId === null) throw new HttpError(422, DESCRIPTIONS.noUser, { code: 'TICKET_WITHOUT_USER' });
    const period =
      ticket.periodId !== null
        ? (catalogue.periods.find((p) => p.id === ticket.periodId) ?? null)
        : periodFor(catalogue, ticket.dateTime ? new Date(ticket.dateTime) : null, ticket.placeCampaignId);
    let planId = ticket.planId;
    if (planId !== null) await lockPlan(trx, planId);
    else if (period && ticket.placeId !== null) planId = await lockPlanOf(trx, ticket.placeId, period.id);
    await lockUser(trx, ticket.userId);
    // Before from the locked row, after as written: the audit row goes in with the update itself.
    const before = { status: ticket.status, score: ticket.score ?? null, statusDescription: ticket.statusDescription ?? null };
    const after = { status: 'processed', score: amount, statusDescription: DESCRIPTIONS.processedManually };
    const audit = auditInsert({ model: 'Ticket', entityId: ticketId, action: 'score', ...changedFields(before, after) }, actor);
    await writeManualScore(
      trx,
      ticketId,
      { score: amount, description: DESCRIPTIONS.processedManually, periodId: period?.id ?? null, campaignId: period?.campaignId ?? null, planId },
      audit,
    );
    const units = (ticket.planSales ?? 0) + (ticket.bonusSales ?? 0);
    await accrue(
      trx,
      { id: ticketId, userId: ticket.userId, placeId: ticket.placeId },
      amount,
      period?.id ?? ticket.periodId,
      planId,
      units,
      `Ручное начисление по чеку №${ticketId}`,
    );
    return { status: 'processed', score: amount };
  });
}
