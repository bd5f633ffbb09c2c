// The one home of a staff member's status change of a ticket (reject, back to the queue, to manual
// review): PATCH /tickets/{id} and the bulk action (tickets/bulk.ts) run exactly this, one ticket per
// transaction, with its audit row.
import type { Kysely } from 'kysely';
import type { AuditActor } from '../audit/context';
import { changedFields, recordAudit } from '../audit/log';
import { ticketSnapshot } from '../audit/tickets';
import type { DB } from '../db/schema';
import type { TicketStatus } from './mapper';
import { DESCRIPTIONS } from '../processor/process';
import { lockTicketStatus, setTicketStatus } from './repository';
import { alreadyProcessed, assertStatusTakesActions } from './status-actions';

/** The statuses staff may set by a patch. */
export const PATCHABLE_STATUSES = ['rejected', 'manual', 'new'] as const satisfies readonly TicketStatus[];

/**
 * Sets the status (and the description; a reject without one gets 'Отклонён сотрудником') of one
 * ticket in its own transaction with its audit row. A reject (a patch that leaves the ticket rejected,
 * its reason alone too) is refused as the status says (status-actions.ts); back to the queue or to
 * manual review only for a processed ticket, its points standing.
 */
export async function changeTicketStatus(db: Kysely<DB>, id: number, status: string | undefined, description: string | null, actor: AuditActor | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockTicketStatus(trx, id);
    if (current !== undefined && (status ?? current) === 'rejected') assertStatusTakesActions(current);
    else if (current === 'processed') throw alreadyProcessed();
    const before = await ticketSnapshot(trx, id);
    await setTicketStatus(trx, id, status ?? null, description ?? (status === 'rejected' ? DESCRIPTIONS.rejectedByStaff : null));
    const change = changedFields(before, await ticketSnapshot(trx, id), ['status', 'statusDescription']);
    const action = status === 'rejected' ? 'reject' : status === 'manual' ? 'toManual' : status === 'new' ? 'requeue' : 'update';
    await recordAudit(trx, { model: 'Ticket', entityId: id, action, ...change }, actor);
  });
}
