// Processing one ticket (product-rules §3): duplicate check, period, registration, scoring with the
// period limits and the place's plan, and the accrual — all in one transaction, with the ticket, the
// plan and the user locked in that order, so a ticket is never scored twice and concurrent tickets
// of one place or user never overrun a limit. The rules are here; the queries, each in the caller's
// transaction and called in the lock order, are processor/settle-repository.ts.
import { changedFields, recordAudit } from '../audit/log';
import type { AuditActor } from '../audit/context';
import { ticketSnapshot } from '../audit/tickets';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { outsideProducts, periodFor, type Catalogue, type CataloguePeriod } from './catalogue';
import type { FiscalReceipt } from './fiscal';
import { LIMIT_REASONS, scoreTicket, type ScoringResult } from './scoring';
import {
  accrue,
  accrueBatch,
  addPlanFacts,
  duplicatesOf,
  earlierDuplicate,
  lockBatch,
  lockPlansOf,
  lockTicketForSettling,
  lockTicketRow,
  lockUser,
  lockUsersOf,
  periodScores,
  periodScoresOf,
  planOfPlace,
  registrationConfirmed,
  scoringLines,
  scoringLinesOf,
  setLineProducts,
  setSettledStatus,
  settleWaiting,
  storeReceipt,
  storeReceipts,
  writeBatch,
  writeScore,
  type LockedTicket,
  type ScoreWrite,
} from './settle-repository';

export type Outcome = 'processed' | 'rejected' | 'delayed' | 'manual' | 'failed';

export const DESCRIPTIONS = {
  processed: 'Баллы начислены',
  processedManually: 'Баллы начислены вручную',
  duplicate: 'Повторная загрузка: этот чек уже загружен',
  outsidePeriod: 'Дата чека вне периодов акции',
  notFound: 'Чек не найден в ФНС',
  retriesExhausted: 'Чек не поступил в ФНС после всех повторных проверок',
  noMatch: 'Ни одна позиция чека не совпала с товарами акции',
  registration: 'Период акции требует подтверждённой регистрации пользователя',
  noUser: 'Чек загружен без пользователя',
  rejectedByStaff: 'Отклонён сотрудником',
  failed: 'Ошибка обработки чека',
} as const;

/** Retry delays of a delayed ticket (product-rules §3): 15 min, 1 h, 6 h, 24 h, then rejected. */
export const RETRY_DELAYS_MS = [15 * 60_000, 60 * 60_000, 6 * 60 * 60_000, 24 * 60 * 60_000];
const RETRY_LABELS = ['15 минут', '1 час', '6 часов', '24 часа'];

/** The audit trail's action for the auto-processor's settling of a ticket. */
export const AUTO_PROCESS = 'autoProcess';

export interface Scored {
  period: CataloguePeriod;
  result: ScoringResult;
  planId: number | null;
}

/** Scores the ticket's lines for its period (reads the sums; the caller holds the locks it needs). */
async function score(trx: Transaction<DB>, catalogue: Catalogue, ticket: LockedTicket, period: CataloguePeriod, lockRows: boolean): Promise<Scored> {
  const items = await scoringLines(trx, ticket.id);
  const plan = ticket.placeId === null ? null : await planOfPlace(trx, ticket.placeId, period.id, lockRows);
  if (lockRows && ticket.userId !== null) await lockUser(trx, ticket.userId);
  const sums = await periodScores(trx, ticket.userId, ticket.placeId, period.id);
  const result = scoreTicket({
    items: items.map((row) => ({ name: row.name, quantity: Number(row.quantity), productId: row.productId })),
    products: period.products,
    outside: outsideProducts(catalogue),
    campaignExclusions: period.campaignExclusions,
    ticketSalesLimit: period.ticketSalesLimit,
    userScoreLimit: period.userScoreLimit,
    placeScoreLimit: period.placeScoreLimit,
    userPeriodScore: sums.user,
    placePeriodScore: sums.place,
    plan: plan ? { plan: Number(plan.plan), fact: Number(plan.fact) } : null,
  });
  await setLineProducts(
    trx,
    items.map((row, i) => ({ ticketId: ticket.id, lineNo: row.lineNo, productId: result.items[i]!.productId })),
  );
  return { period, result, planId: plan?.id ?? null };
}

/** What settle-repository.ts writeScore stores for a scored ticket. */
function scoreWrite(ticketId: number, scored: Scored, status: Outcome, description: string): ScoreWrite & { status: Outcome } {
  const r = scored.result;
  return {
    id: ticketId,
    status,
    description,
    score: r.score,
    planSales: Math.round(r.planSales),
    bonusSales: Math.round(r.bonusSales),
    scoredItems: r.scoredItems,
    totalSales: r.totalSales,
    campaignId: scored.period.campaignId,
    periodId: scored.period.id,
    planId: scored.planId,
  };
}

export interface ProcessResult {
  outcome: Outcome | 'skipped';
  status: string;
}

/**
 * Scores a ticket that has its lines (or gets them from `receipt`) and settles it: processed with an
 * accrual, manual with the reason, or rejected. A ticket already processed or rejected is skipped.
 */
export async function processTicket(
  db: Kysely<DB>,
  catalogue: Catalogue,
  ticketId: number,
  receipt: FiscalReceipt | null,
  actor: AuditActor | null = null,
  action = 'process',
): Promise<ProcessResult> {
  if (!actor) return db.transaction().execute((trx) => settleTicket(trx, catalogue, ticketId, receipt));
  // Staff's "process now" (and the auto-processor's one-by-one fallback) is audited in its own
  // transaction: the fields before and after.
  return db.transaction().execute(async (trx) => {
    // Locked first (tickets come first in the lock order), so "before" is what the change replaces.
    await lockTicketRow(trx, ticketId);
    const before = await ticketSnapshot(trx, ticketId);
    const result = await settleTicket(trx, catalogue, ticketId, receipt);
    if (result.outcome !== 'skipped') {
      await recordAudit(trx, { model: 'Ticket', entityId: ticketId, action, ...changedFields(before, await ticketSnapshot(trx, ticketId)) }, actor);
    }
    return result;
  });
}

async function settleTicket(trx: Transaction<DB>, catalogue: Catalogue, ticketId: number, receipt: FiscalReceipt | null): Promise<ProcessResult> {
  const ticket = await lockTicketForSettling(trx, ticketId);
  if (!ticket) return { outcome: 'skipped', status: 'missing' };
  if (ticket.status === 'processed' || ticket.status === 'rejected') return { outcome: 'skipped', status: ticket.status };
  if (receipt) await storeReceipt(trx, ticketId, receipt);

  if (ticket.fiscalDriveNumber !== null) {
    const duplicateOf = await earlierDuplicate(trx, ticket);
    if (duplicateOf !== undefined) {
      await setSettledStatus(trx, ticketId, 'rejected', `${DESCRIPTIONS.duplicate} (чек №${duplicateOf})`);
      return { outcome: 'rejected', status: 'rejected' };
    }
  }

  const period = periodFor(catalogue, ticket.dateTime ? new Date(ticket.dateTime) : null, ticket.placeCampaignId);
  if (!period) {
    await setSettledStatus(trx, ticketId, 'rejected', DESCRIPTIONS.outsidePeriod);
    return { outcome: 'rejected', status: 'rejected' };
  }
  if (ticket.userId === null) {
    await setSettledStatus(trx, ticketId, 'manual', DESCRIPTIONS.noUser);
    return { outcome: 'manual', status: 'manual' };
  }
  const scored = await score(trx, catalogue, ticket, period, true);
  if (period.requiresRegistration) {
    if (!(await registrationConfirmed(trx, ticket.userId))) {
      await writeScore(trx, scoreWrite(ticketId, scored, 'manual', DESCRIPTIONS.registration));
      return { outcome: 'manual', status: 'manual' };
    }
  }
  const r = scored.result;
  if (r.scoredItems === 0) {
    await writeScore(trx, scoreWrite(ticketId, scored, 'manual', DESCRIPTIONS.noMatch));
    return { outcome: 'manual', status: 'manual' };
  }
  if (r.limitsHit.length > 0) {
    await writeScore(trx, scoreWrite(ticketId, scored, 'manual', r.limitsHit.map((kind) => LIMIT_REASONS[kind]).join('; ')));
    return { outcome: 'manual', status: 'manual' };
  }
  await writeScore(trx, scoreWrite(ticketId, scored, 'processed', DESCRIPTIONS.processed));
  await accrue(
    trx,
    { id: ticketId, userId: ticket.userId, placeId: ticket.placeId },
    r.score,
    period.id,
    scored.planId,
    r.planSales + r.bonusSales,
    `Начисление по чеку №${ticketId}`,
  );
  return { outcome: 'processed', status: 'processed' };
}

/**
 * The fiscal service does not have the receipt yet: retry later, or reject after the last retry.
 * With an actor (the auto-processor's `SYSTEM_ACTOR`) the change is in the audit trail.
 */
export async function delayTicket(db: Kysely<DB>, ticketId: number, retryCount: number, now: Date, actor: AuditActor | null = null): Promise<Outcome> {
  if (retryCount >= RETRY_DELAYS_MS.length) {
    await settleWaiting(db, ticketId, { status: 'rejected', description: DESCRIPTIONS.retriesExhausted, retry: null }, actor, AUTO_PROCESS);
    return 'rejected';
  }
  const next = new Date(now.getTime() + RETRY_DELAYS_MS[retryCount]!);
  await settleWaiting(
    db,
    ticketId,
    { status: 'delayed', description: `Чек ещё не поступил в ФНС, повторная проверка через ${RETRY_LABELS[retryCount]}`, retry: { count: retryCount + 1, nextAt: next } },
    actor,
    AUTO_PROCESS,
  );
  return 'delayed';
}

export async function settleWithoutReceipt(db: Kysely<DB>, ticketId: number, status: 'rejected' | 'manual', description: string, actor: AuditActor | null = null): Promise<void> {
  await settleWaiting(db, ticketId, { status, description, retry: null }, actor, AUTO_PROCESS);
}

export interface BatchEntry {
  id: number;
  /** The receipt's lines and details for a ticket that has none yet. */
  receipt: FiscalReceipt | null;
}

/**
 * The auto-processor's path: a batch of claimed tickets settled in one transaction with set-based
 * statements (a few round trips for the whole batch). Same rules and outcomes as processTicket.
 * Locks are taken in one global order — tickets, then plans, then users, each by id — so batches,
 * single-ticket processing and manual scoring never deadlock. Tickets whose status is no longer
 * `processing` (staff acted meanwhile) are left alone.
 */
export async function processBatch(db: Kysely<DB>, catalogue: Catalogue, entries: BatchEntry[], actor: AuditActor | null = null): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { processed: 0, rejected: 0, delayed: 0, manual: 0, failed: 0 };
  if (entries.length === 0) return counts;
  return db.transaction().execute(async (trx) => {
    const ids = entries.map((e) => e.id).sort((a, b) => a - b);
    const tickets = await lockBatch(trx, ids);
    if (tickets.length === 0) return counts;
    const live = new Set(tickets.map((t) => t.id));

    await storeReceipts(
      trx,
      entries.filter((e) => e.receipt !== null && live.has(e.id)).map((e) => ({ id: e.id, receipt: e.receipt! })),
    );

    const dupOf = await duplicatesOf(trx, ids);
    const itemsOf = await scoringLinesOf(trx, ids);

    const outside = outsideProducts(catalogue);
    const periodOf = new Map<number, CataloguePeriod | null>();
    for (const t of tickets) periodOf.set(t.id, periodFor(catalogue, t.dateTime ? new Date(t.dateTime) : null, t.placeCampaignId));
    const scored = tickets.filter((t) => !dupOf.get(t.id) && periodOf.get(t.id) && t.userId !== null);
    const planKeys = scored.filter((t) => t.placeId !== null).map((t) => ({ placeId: t.placeId!, periodId: periodOf.get(t.id)!.id }));
    const plans = await lockPlansOf(trx, planKeys);
    const planOf = new Map(plans.map((p) => [`${p.placeId}:${p.periodId}`, { id: p.id, plan: Number(p.plan), fact: Number(p.fact) }]));
    const userIds = [...new Set(scored.map((t) => t.userId!))].sort((a, b) => a - b);
    const confirmed = await lockUsersOf(trx, userIds);
    const periodIds = [...new Set(scored.map((t) => periodOf.get(t.id)!.id))];
    const placeIds = [...new Set(scored.filter((t) => t.placeId !== null).map((t) => t.placeId!))];
    const sums = scored.length > 0 ? await periodScoresOf(trx, userIds, placeIds, periodIds) : { user: new Map<string, number>(), place: new Map<string, number>() };
    const userSum = sums.user;
    const placeSum = sums.place;

    const updates: Array<ScoreWrite & { status: Outcome }> = [];
    const productLines: Array<{ ticketId: number; lineNo: number; productId: number | null }> = [];
    const accruals: Array<{ userId: number; ticketId: number; periodId: number; placeId: number | null; amount: number }> = [];
    const userDelta = new Map<number, number>();
    const planDelta = new Map<number, number>();
    const bare = (id: number, status: Outcome, description: string) =>
      updates.push({
        id,
        status,
        description,
        score: null,
        planSales: null,
        bonusSales: null,
        scoredItems: null,
        totalSales: null,
        campaignId: null,
        periodId: null,
        planId: null,
      });

    for (const t of tickets) {
      const dup = dupOf.get(t.id);
      const period = periodOf.get(t.id) ?? null;
      if (dup) bare(t.id, 'rejected', `${DESCRIPTIONS.duplicate} (чек №${dup})`);
      else if (!period) bare(t.id, 'rejected', DESCRIPTIONS.outsidePeriod);
      else if (t.userId === null) bare(t.id, 'manual', DESCRIPTIONS.noUser);
      else {
        const userKey = `${t.userId}:${period.id}`;
        const placeKey = `${t.placeId}:${period.id}`;
        const plan = t.placeId === null ? undefined : planOf.get(placeKey);
        const lines = itemsOf.get(t.id) ?? [];
        const r = scoreTicket({
          items: lines.map((l) => ({ name: l.name, quantity: Number(l.quantity), productId: l.productId })),
          products: period.products,
          outside,
          campaignExclusions: period.campaignExclusions,
          ticketSalesLimit: period.ticketSalesLimit,
          userScoreLimit: period.userScoreLimit,
          placeScoreLimit: period.placeScoreLimit,
          userPeriodScore: userSum.get(userKey) ?? 0,
          placePeriodScore: placeSum.get(placeKey) ?? 0,
          plan: plan ? { plan: plan.plan, fact: plan.fact } : null,
        });
        lines.forEach((l, i) => productLines.push({ ticketId: t.id, lineNo: l.lineNo, productId: r.items[i]!.productId }));
        let status: Outcome = 'processed';
        let description: string = DESCRIPTIONS.processed;
        if (period.requiresRegistration && !confirmed.get(t.userId)) [status, description] = ['manual', DESCRIPTIONS.registration];
        else if (r.scoredItems === 0) [status, description] = ['manual', DESCRIPTIONS.noMatch];
        else if (r.limitsHit.length > 0) [status, description] = ['manual', r.limitsHit.map((kind) => LIMIT_REASONS[kind]).join('; ')];
        updates.push(scoreWrite(t.id, { period, result: r, planId: plan?.id ?? null }, status, description));
        if (status === 'processed') {
          if (r.score !== 0) {
            accruals.push({ userId: t.userId, ticketId: t.id, periodId: period.id, placeId: t.placeId, amount: r.score });
            userDelta.set(t.userId, (userDelta.get(t.userId) ?? 0) + r.score);
            userSum.set(userKey, (userSum.get(userKey) ?? 0) + r.score);
            if (t.placeId !== null) placeSum.set(placeKey, (placeSum.get(placeKey) ?? 0) + r.score);
          }
          const units = r.planSales + r.bonusSales;
          if (plan && units > 0) {
            plan.fact += units;
            planDelta.set(plan.id, (planDelta.get(plan.id) ?? 0) + units);
          }
        }
      }
      counts[updates.at(-1)!.status] += 1;
    }

    await setLineProducts(trx, productLines);
    const u = updates;
    // One audit row per settled ticket, inserted by the batch's own UPDATE (a data-modifying WITH).
    const lockedOf = new Map(tickets.map((t) => [t.id, t]));
    const changes = u.map((x) => {
      const t = lockedOf.get(x.id)!;
      return changedFields({ status: t.status, statusDescription: t.statusDescription, score: t.score }, { status: x.status, statusDescription: x.description, score: x.score });
    });
    await writeBatch(trx, u, changes, actor, AUTO_PROCESS);
    await accrueBatch(trx, accruals, userDelta);
    await addPlanFacts(trx, planDelta);
    return counts;
  });
}
