// A claimed batch of the auto-processor settled (product-rules §4): tickets with lines are scored
// together; the others ask the fiscal service first (not ready: delayed; not found: rejected). A batch
// that fails is settled ticket by ticket, so one bad ticket does not hold the others.
import type { Kysely } from 'kysely';
import type { AuditActor } from '../audit/context';
import type { DB } from '../db/schema';
import type { Catalogue } from './catalogue';
import { fetchStored, type FiscalProvider } from './fiscal';
import { AUTO_PROCESS, delayTicket, DESCRIPTIONS, processBatch, processTicket, settleWithoutReceipt, type BatchEntry, type Outcome } from './process';
import type { Claimed } from './state-repository';

export const OUTCOMES: Outcome[] = ['processed', 'rejected', 'delayed', 'manual', 'failed'];

export function emptyCounts(): Record<Outcome, number> {
  return { processed: 0, rejected: 0, delayed: 0, manual: 0, failed: 0 };
}

export interface SettleDeps {
  db: Kysely<DB>;
  catalogue: Catalogue;
  provider: FiscalProvider;
  log: { error(obj: unknown, msg?: string): void };
  now: () => Date;
  actor: AuditActor | null;
}

/** Settles the claimed tickets; the outcomes counted. */
export async function settleClaimed(deps: SettleDeps, claimed: Claimed[]): Promise<Record<Outcome, number>> {
  const counts = emptyCounts();
  const { catalogue, actor } = deps;
  const batch: BatchEntry[] = [];
  for (const ticket of claimed) {
    if (ticket.hasItems) {
      batch.push({ id: ticket.id, receipt: null });
      continue;
    }
    let outcome: Outcome | null = null;
    try {
      const answer = await fetchStored(deps.provider, ticket, catalogue.products);
      if (answer.kind === 'notReady') outcome = await delayTicket(deps.db, ticket.id, ticket.retryCount, deps.now(), actor);
      else if (answer.kind === 'notFound') {
        await settleWithoutReceipt(deps.db, ticket.id, 'rejected', DESCRIPTIONS.notFound, actor);
        outcome = 'rejected';
      } else batch.push({ id: ticket.id, receipt: answer.receipt });
    } catch (error) {
      deps.log.error({ err: error, ticketId: ticket.id }, 'the fiscal service failed');
      await delayTicket(deps.db, ticket.id, ticket.retryCount, deps.now(), actor).catch(() => {});
      outcome = 'failed';
    }
    if (outcome) counts[outcome] += 1;
  }
  try {
    const settled = await processBatch(deps.db, catalogue, batch, actor);
    for (const o of OUTCOMES) counts[o] += settled[o];
  } catch (error) {
    // One bad ticket must not hold the others: settle them one by one.
    deps.log.error({ err: error }, 'batch processing failed; processing the tickets one by one');
    for (const entry of batch) {
      try {
        const result = await processTicket(deps.db, catalogue, entry.id, entry.receipt, actor, AUTO_PROCESS);
        if (result.outcome !== 'skipped') counts[result.outcome] += 1;
      } catch (single) {
        deps.log.error({ err: single, ticketId: entry.id }, 'ticket processing failed');
        await settleWithoutReceipt(deps.db, entry.id, 'manual', DESCRIPTIONS.failed, actor).catch(() => {});
        counts.failed += 1;
      }
    }
  }
  return counts;
}
