// Processing one ticket (decisions §3): duplicate check, period, registration, scoring with the
// period limits and the place's plan, and the accrual — all in one transaction, with the ticket, the
// plan and the user locked in that order, so a ticket is never scored twice and concurrent tickets
// of one place or user never overrun a limit.
import { auditInsert, auditInsertFrom, changedFields, recordAudit, withAudit } from '../audit/log';
import type { AuditActor } from '../audit/context';
import { ticketSnapshot } from '../audit/tickets';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { outsideProducts, periodFor, type Catalogue, type CataloguePeriod } from './catalogue';
import type { FiscalReceipt } from './fiscal';
import { LIMIT_REASONS, scoreTicket, type ScoringResult } from './scoring';

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

/** Retry delays of a delayed ticket (decisions §3): 15 min, 1 h, 6 h, 24 h, then rejected. */
export const RETRY_DELAYS_MS = [15 * 60_000, 60 * 60_000, 6 * 60 * 60_000, 24 * 60 * 60_000];
const RETRY_LABELS = ['15 минут', '1 час', '6 часов', '24 часа'];

export const ALREADY_SCORED = 'По чеку уже произведено начисление.';

/** The audit trail's action for the auto-processor's settling of a ticket. */
export const AUTO_PROCESS = 'autoProcess';

interface LockedTicket {
  id: number;
  status: string;
  dateTime: Date | null;
  userId: number | null;
  placeId: number | null;
  fiscalDriveNumber: string | null;
  fiscalDocumentNumber: string | null;
  fiscalSign: string | null;
  planId: number | null;
  periodId: number | null;
  planSales: number | null;
  bonusSales: number | null;
  placeCampaignId: number | null;
  /** Read for the audit trail. */
  score: number | null;
  statusDescription: string | null;
}

async function lockTicket(trx: Transaction<DB>, ticketId: number): Promise<LockedTicket | null> {
  const { rows } = await sql<LockedTicket>`
    select t.id, t.status, t.date_time, t.user_id, t.place_id, t.fiscal_drive_number, t.fiscal_document_number,
           t.fiscal_sign, t.plan_id, t.period_id, t.plan_sales, t.bonus_sales, t.score, t.status_description,
           (select p.campaign_id from places p where p.id = t.place_id) as place_campaign_id
    from tickets t where t.id = ${ticketId} for update`.execute(trx);
  return rows[0] ?? null;
}

/** Writes the receipt's lines and details onto a ticket that has no lines yet. */
async function storeReceipt(trx: Transaction<DB>, ticketId: number, receipt: FiscalReceipt): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ticket_items where ticket_id = ${ticketId}`.execute(trx);
  if ((rows[0]?.n ?? 0) === 0 && receipt.items.length > 0) {
    await sql`
      insert into ticket_items (ticket_id, line_no, name, price, quantity, sum)
      select ${ticketId}, v.line_no, v.name, v.price, v.quantity, v.sum
      from unnest(${receipt.items.map((_, i) => i + 1)}::int[], ${receipt.items.map((i) => i.name)}::text[],
                  ${receipt.items.map((i) => i.price)}::bigint[], ${receipt.items.map((i) => i.quantity)}::numeric[],
                  ${receipt.items.map((i) => i.sum)}::bigint[]) as v(line_no, name, price, quantity, sum)`.execute(trx);
  }
  await sql`
    update tickets set total_sum = ${receipt.totalSum}, cash_total_sum = ${receipt.cashTotalSum}, nds10 = ${receipt.nds10},
      nds18 = ${receipt.nds18}, kkt_reg_id = ${receipt.kktRegId}, user_inn = ${receipt.userInn}, operator = ${receipt.operator},
      ofd = ${receipt.ofd}, shift_number = ${receipt.shiftNumber}, request_number = ${receipt.requestNumber},
      taxation_type = ${receipt.taxationType}, raw_data = ${JSON.stringify(receipt.rawData ?? null)}::jsonb
    where id = ${ticketId}`.execute(trx);
}

async function setStatus(trx: Transaction<DB>, ticketId: number, status: Outcome, description: string): Promise<void> {
  await sql`update tickets set status = ${status}, status_description = ${description}, next_retry_at = null,
    processing_started_at = null where id = ${ticketId}`.execute(trx);
}

export interface Scored {
  period: CataloguePeriod;
  result: ScoringResult;
  planId: number | null;
}

/** Scores the ticket's lines for its period (reads the sums; the caller holds the locks it needs). */
async function score(trx: Transaction<DB>, catalogue: Catalogue, ticket: LockedTicket, period: CataloguePeriod, lockRows: boolean): Promise<Scored> {
  const lock = lockRows ? sql`for update` : sql``;
  const items = await sql<{ lineNo: number; name: string; quantity: string; productId: number | null }>`
    select line_no, name, quantity, product_id from ticket_items where ticket_id = ${ticket.id} order by line_no`.execute(trx);
  const plan = ticket.placeId === null ? null : (await sql<{ id: number; plan: number; fact: string }>`
      select id, plan, fact from plans where place_id = ${ticket.placeId} and period_id = ${period.id} ${lock}`.execute(trx)).rows[0] ?? null;
  if (lockRows && ticket.userId !== null) await sql`select id from users where id = ${ticket.userId} for update`.execute(trx);
  const sums = await sql<{ user: string | null; place: string | null }>`
    select (select sum(amount) from transactions where user_id = ${ticket.userId} and period_id = ${period.id}) as user,
           (select sum(amount) from transactions where place_id = ${ticket.placeId} and period_id = ${period.id}) as place`.execute(trx);
  const result = scoreTicket({
    items: items.rows.map((row) => ({ name: row.name, quantity: Number(row.quantity), productId: row.productId })),
    products: period.products,
    outside: outsideProducts(catalogue),
    campaignExclusions: period.campaignExclusions,
    ticketSalesLimit: period.ticketSalesLimit,
    userScoreLimit: period.userScoreLimit,
    placeScoreLimit: period.placeScoreLimit,
    userPeriodScore: Number(sums.rows[0]?.user ?? 0),
    placePeriodScore: Number(sums.rows[0]?.place ?? 0),
    plan: plan ? { plan: Number(plan.plan), fact: Number(plan.fact) } : null,
  });
  const lines = items.rows.map((row) => row.lineNo);
  await sql`
    update ticket_items ti set product_id = v.product_id
    from unnest(${lines}::int[], ${result.items.map((i) => i.productId)}::int[]) as v(line_no, product_id)
    where ti.ticket_id = ${ticket.id} and ti.line_no = v.line_no and ti.product_id is distinct from v.product_id`.execute(trx);
  return { period, result, planId: plan?.id ?? null };
}

async function writeScore(trx: Transaction<DB>, ticketId: number, scored: Scored, status: Outcome, description: string): Promise<void> {
  const r = scored.result;
  await sql`
    update tickets set status = ${status}, status_description = ${description}, score = ${r.score},
      plan_sales = ${Math.round(r.planSales)}, bonus_sales = ${Math.round(r.bonusSales)}, scored_items = ${r.scoredItems},
      total_sales = ${r.totalSales}, campaign_id = ${scored.period.campaignId}, period_id = ${scored.period.id},
      plan_id = ${scored.planId}, next_retry_at = null, processing_started_at = null
    where id = ${ticketId}`.execute(trx);
}

/** One accrual: a transaction row, the user's score, the plan's fact. */
async function accrue(
  trx: Transaction<DB>,
  ticket: { id: number; userId: number; placeId: number | null },
  amount: number,
  periodId: number | null,
  planId: number | null,
  countedUnits: number,
  reason: string,
): Promise<void> {
  if (amount !== 0) {
    await sql`insert into transactions (user_id, ticket_id, period_id, place_id, amount, kind, reason)
      values (${ticket.userId}, ${ticket.id}, ${periodId}, ${ticket.placeId}, ${amount}, 'accrual', ${reason})`.execute(trx);
    await sql`update users set score = score + ${amount} where id = ${ticket.userId}`.execute(trx);
  }
  if (planId !== null && countedUnits > 0) await sql`update plans set fact = fact + ${countedUnits} where id = ${planId}`.execute(trx);
}

export interface ProcessResult {
  outcome: Outcome | 'skipped';
  status: string;
}

/**
 * Scores a ticket that has its lines (or gets them from `receipt`) and settles it: processed with an
 * accrual, manual with the reason, or rejected. A ticket already processed or rejected is skipped.
 */
export async function processTicket(db: Kysely<DB>, catalogue: Catalogue, ticketId: number, receipt: FiscalReceipt | null, actor: AuditActor | null = null, action = 'process'): Promise<ProcessResult> {
  if (!actor) return db.transaction().execute((trx) => settleTicket(trx, catalogue, ticketId, receipt));
  // Staff's "process now" (and the auto-processor's one-by-one fallback) is audited in its own
  // transaction: the fields before and after.
  return db.transaction().execute(async (trx) => {
    // Locked first (tickets come first in the lock order), so "before" is what the change replaces.
    await sql`select id from tickets where id = ${ticketId} for update`.execute(trx);
    const before = await ticketSnapshot(trx, ticketId);
    const result = await settleTicket(trx, catalogue, ticketId, receipt);
    if (result.outcome !== 'skipped') {
      await recordAudit(trx, { model: 'Ticket', entityId: ticketId, action, ...changedFields(before, await ticketSnapshot(trx, ticketId)) }, actor);
    }
    return result;
  });
}

async function settleTicket(trx: Transaction<DB>, catalogue: Catalogue, ticketId: number, receipt: FiscalReceipt | null): Promise<ProcessResult> {
  const ticket = await lockTicket(trx, ticketId);
  if (!ticket) return { outcome: 'skipped', status: 'missing' };
  if (ticket.status === 'processed' || ticket.status === 'rejected') return { outcome: 'skipped', status: ticket.status };
  if (receipt) await storeReceipt(trx, ticketId, receipt);

  if (ticket.fiscalDriveNumber !== null) {
    const { rows } = await sql<{ id: number }>`
      select id from tickets where fiscal_drive_number = ${ticket.fiscalDriveNumber}
        and ${ticket.fiscalDocumentNumber === null ? sql`fiscal_document_number is null` : sql`fiscal_document_number = ${ticket.fiscalDocumentNumber}`}
        and ${ticket.fiscalSign === null ? sql`fiscal_sign is null` : sql`fiscal_sign = ${ticket.fiscalSign}`}
        and id < ${ticket.id} and status <> 'rejected' order by id limit 1`.execute(trx);
    if (rows[0]) {
      await setStatus(trx, ticketId, 'rejected', `${DESCRIPTIONS.duplicate} (чек №${rows[0].id})`);
      return { outcome: 'rejected', status: 'rejected' };
    }
  }

  const period = periodFor(catalogue, ticket.dateTime ? new Date(ticket.dateTime) : null, ticket.placeCampaignId);
  if (!period) {
    await setStatus(trx, ticketId, 'rejected', DESCRIPTIONS.outsidePeriod);
    return { outcome: 'rejected', status: 'rejected' };
  }
  if (ticket.userId === null) {
    await setStatus(trx, ticketId, 'manual', DESCRIPTIONS.noUser);
    return { outcome: 'manual', status: 'manual' };
  }
  const scored = await score(trx, catalogue, ticket, period, true);
  if (period.requiresRegistration) {
    const { rows } = await sql<{ ok: boolean }>`select registration_confirmed as ok from users where id = ${ticket.userId}`.execute(trx);
    if (!rows[0]?.ok) {
      await writeScore(trx, ticketId, scored, 'manual', DESCRIPTIONS.registration);
      return { outcome: 'manual', status: 'manual' };
    }
  }
  const r = scored.result;
  if (r.scoredItems === 0) {
    await writeScore(trx, ticketId, scored, 'manual', DESCRIPTIONS.noMatch);
    return { outcome: 'manual', status: 'manual' };
  }
  if (r.limitsHit.length > 0) {
    await writeScore(trx, ticketId, scored, 'manual', r.limitsHit.map((kind) => LIMIT_REASONS[kind]).join('; '));
    return { outcome: 'manual', status: 'manual' };
  }
  await writeScore(trx, ticketId, scored, 'processed', DESCRIPTIONS.processed);
  await accrue(trx, { id: ticketId, userId: ticket.userId, placeId: ticket.placeId }, r.score, period.id, scored.planId, r.planSales + r.bonusSales, `Начисление по чеку №${ticketId}`);
  return { outcome: 'processed', status: 'processed' };
}

/**
 * Sets a waiting ticket's status and description (and `extra` assignments) in one statement; with an
 * actor the same statement appends the audit row, only when the ticket was changed (its status was
 * still new, processing or delayed). The old values come from the row as the statement found it.
 */
async function settleWaiting(db: Kysely<DB>, ticketId: number, status: string, description: string, extra: RawBuilder<unknown>, actor: AuditActor | null): Promise<void> {
  const update = sql`update tickets t set status = ${status}, status_description = ${description}, ${extra}, processing_started_at = null
    from (select id, status, status_description from tickets where id = ${ticketId} and status in ('new', 'processing', 'delayed') for update) old
    where t.id = old.id returning t.id, old.status as old_status, old.status_description as old_description`;
  const audit = auditInsertFrom(actor, 'Ticket', AUTO_PROCESS, sql`
    select c.id as entity_id, jsonb_build_object('status', c.old_status, 'statusDescription', c.old_description) as before,
      jsonb_build_object('status', ${status}::text, 'statusDescription', ${description}::text) as after
    from changed c`);
  await (audit ? sql`with changed as (${update}) ${audit}` : update).execute(db);
}

/**
 * The fiscal service does not have the receipt yet: retry later, or reject after the last retry.
 * With an actor (the auto-processor's `SYSTEM_ACTOR`) the change is in the audit trail.
 */
export async function delayTicket(db: Kysely<DB>, ticketId: number, retryCount: number, now: Date, actor: AuditActor | null = null): Promise<Outcome> {
  if (retryCount >= RETRY_DELAYS_MS.length) {
    await settleWaiting(db, ticketId, 'rejected', DESCRIPTIONS.retriesExhausted, sql`next_retry_at = null`, actor);
    return 'rejected';
  }
  const next = new Date(now.getTime() + RETRY_DELAYS_MS[retryCount]!);
  await settleWaiting(db, ticketId, 'delayed', `Чек ещё не поступил в ФНС, повторная проверка через ${RETRY_LABELS[retryCount]}`,
    sql`retry_count = ${retryCount + 1}, next_retry_at = ${next}`, actor);
  return 'delayed';
}

export async function settleWithoutReceipt(db: Kysely<DB>, ticketId: number, status: 'rejected' | 'manual', description: string, actor: AuditActor | null = null): Promise<void> {
  await settleWaiting(db, ticketId, status, description, sql`next_retry_at = null`, actor);
}

/**
 * Manual scoring by staff (`POST /tickets/manualProcess`): the ticket becomes processed with `score`
 * and one accrual. Refused when it is already processed, under concurrency too (the row lock).
 */
export async function manualProcess(db: Kysely<DB>, catalogue: Catalogue, ticketId: number, amount: number, actor: AuditActor | null = null): Promise<{ status: string; score: number }> {
  return db.transaction().execute(async (trx) => {
    const ticket = await lockTicket(trx, ticketId);

    if (!ticket) throw new HttpError(404, `Unknown "Ticket" id "${ticketId}".`, { code: 'MODEL_NOT_FOUND' });
    if (ticket.status === 'processed') throw new HttpError(422, ALREADY_SCORED, { code: 'TICKET_ALREADY_PROCESSED' });
    if (ticket.userId === null) throw new HttpError(422, DESCRIPTIONS.noUser, { code: 'TICKET_WITHOUT_USER' });
    const period = ticket.periodId !== null
      ? (catalogue.periods.find((p) => p.id === ticket.periodId) ?? null)
      : periodFor(catalogue, ticket.dateTime ? new Date(ticket.dateTime) : null, ticket.placeCampaignId);
    let planId = ticket.planId;
    if (planId !== null) await sql`select id from plans where id = ${planId} for update`.execute(trx);
    else if (period && ticket.placeId !== null) {
      planId = (await sql<{ id: number }>`select id from plans where place_id = ${ticket.placeId} and period_id = ${period.id} for update`.execute(trx)).rows[0]?.id ?? null;
    }
    await sql`select id from users where id = ${ticket.userId} for update`.execute(trx);
    // Before from the locked row, after as written: the audit row goes in with the update itself.
    const before = { status: ticket.status, score: ticket.score ?? null, statusDescription: ticket.statusDescription ?? null };
    const after = { status: 'processed', score: amount, statusDescription: DESCRIPTIONS.processedManually };
    const audit = auditInsert({ model: 'Ticket', entityId: ticketId, action: 'score', ...changedFields(before, after) }, actor);
    await withAudit(
      audit,
      sql`update tickets set status = 'processed', score = ${amount}, status_description = ${DESCRIPTIONS.processedManually},
        period_id = coalesce(period_id, ${period?.id ?? null}), campaign_id = coalesce(campaign_id, ${period?.campaignId ?? null}),
        plan_id = coalesce(plan_id, ${planId}), next_retry_at = null, processing_started_at = null
      where id = ${ticketId}`,
    ).execute(trx);
    const units = (ticket.planSales ?? 0) + (ticket.bonusSales ?? 0);
    await accrue(trx, { id: ticketId, userId: ticket.userId, placeId: ticket.placeId }, amount, period?.id ?? ticket.periodId, planId, units, `Ручное начисление по чеку №${ticketId}`);
    return { status: 'processed', score: amount };
  });
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
    const { rows: tickets } = await sql<LockedTicket>`
      select t.id, t.status, t.date_time, t.user_id, t.place_id, t.fiscal_drive_number, t.fiscal_document_number,
             t.fiscal_sign, t.plan_id, t.period_id, t.plan_sales, t.bonus_sales, t.score, t.status_description,
             p.campaign_id as place_campaign_id
      from tickets t left join places p on p.id = t.place_id
      where t.id = any(${ids}::int[]) and t.status = 'processing' order by t.id for update of t`.execute(trx);
    if (tickets.length === 0) return counts;
    const live = new Set(tickets.map((t) => t.id));

    const receipts = entries.filter((e) => e.receipt !== null && live.has(e.id));
    if (receipts.length > 0) {
      const lines = receipts.flatMap((e) => e.receipt!.items.map((item, i) => ({ ticketId: e.id, lineNo: i + 1, ...item })));
      if (lines.length > 0) {
        await sql`
          insert into ticket_items (ticket_id, line_no, name, price, quantity, sum)
          select * from unnest(${lines.map((l) => l.ticketId)}::int[], ${lines.map((l) => l.lineNo)}::int[], ${lines.map((l) => l.name)}::text[],
                               ${lines.map((l) => l.price)}::bigint[], ${lines.map((l) => l.quantity)}::numeric[], ${lines.map((l) => l.sum)}::bigint[])
          on conflict (ticket_id, line_no) do nothing`.execute(trx);
      }
      const r = receipts.map((e) => ({ id: e.id, ...e.receipt! }));
      await sql`
        update tickets t set total_sum = v.total_sum, cash_total_sum = v.cash, nds10 = v.nds10, nds18 = v.nds18, kkt_reg_id = v.kkt,
          user_inn = v.inn, operator = v.operator, ofd = v.ofd, shift_number = v.shift, request_number = v.request,
          taxation_type = v.taxation, raw_data = v.raw::jsonb
        from unnest(${r.map((x) => x.id)}::int[], ${r.map((x) => x.totalSum)}::bigint[], ${r.map((x) => x.cashTotalSum)}::bigint[],
                    ${r.map((x) => x.nds10)}::bigint[], ${r.map((x) => x.nds18)}::bigint[], ${r.map((x) => x.kktRegId)}::text[],
                    ${r.map((x) => x.userInn)}::text[], ${r.map((x) => x.operator)}::text[], ${r.map((x) => x.ofd)}::text[],
                    ${r.map((x) => x.shiftNumber)}::int[], ${r.map((x) => x.requestNumber)}::int[], ${r.map((x) => x.taxationType)}::int[],
                    ${r.map((x) => JSON.stringify(x.rawData ?? null))}::text[])
          as v(id, total_sum, cash, nds10, nds18, kkt, inn, operator, ofd, shift, request, taxation, raw)
        where t.id = v.id`.execute(trx);
    }

    const { rows: dups } = await sql<{ id: number; dupOf: number | null }>`
      select t.id, (select min(o.id) from tickets o where o.fiscal_drive_number = t.fiscal_drive_number
                      and o.fiscal_document_number = t.fiscal_document_number and o.fiscal_sign = t.fiscal_sign
                      and o.id < t.id and o.status <> 'rejected') as dup_of
      from tickets t where t.id = any(${ids}::int[])`.execute(trx);
    const dupOf = new Map(dups.map((d) => [d.id, d.dupOf]));
    const { rows: items } = await sql<{ ticketId: number; lineNo: number; name: string; quantity: string; productId: number | null }>`
      select ticket_id, line_no, name, quantity, product_id from ticket_items where ticket_id = any(${ids}::int[]) order by ticket_id, line_no`.execute(trx);
    const itemsOf = new Map<number, typeof items>();
    for (const item of items) {
      const list = itemsOf.get(item.ticketId) ?? [];
      list.push(item);
      itemsOf.set(item.ticketId, list);
    }

    const outside = outsideProducts(catalogue);
    const periodOf = new Map<number, CataloguePeriod | null>();
    for (const t of tickets) periodOf.set(t.id, periodFor(catalogue, t.dateTime ? new Date(t.dateTime) : null, t.placeCampaignId));
    const scored = tickets.filter((t) => !dupOf.get(t.id) && periodOf.get(t.id) && t.userId !== null);
    const planKeys = scored.filter((t) => t.placeId !== null).map((t) => ({ placeId: t.placeId!, periodId: periodOf.get(t.id)!.id }));
    const { rows: plans } = planKeys.length === 0 ? { rows: [] as Array<{ id: number; placeId: number; periodId: number; plan: number; fact: string }> } : await sql<{ id: number; placeId: number; periodId: number; plan: number; fact: string }>`
      select id, place_id, period_id, plan, fact from plans
      where (place_id, period_id) in (select * from unnest(${planKeys.map((k) => k.placeId)}::int[], ${planKeys.map((k) => k.periodId)}::int[]))
      order by id for update`.execute(trx);
    const planOf = new Map(plans.map((p) => [`${p.placeId}:${p.periodId}`, { id: p.id, plan: Number(p.plan), fact: Number(p.fact) }]));
    const userIds = [...new Set(scored.map((t) => t.userId!))].sort((a, b) => a - b);
    const { rows: users } = userIds.length === 0 ? { rows: [] as Array<{ id: number; registrationConfirmed: boolean }> } : await sql<{ id: number; registrationConfirmed: boolean }>`
      select id, registration_confirmed from users where id = any(${userIds}::int[]) order by id for update`.execute(trx);
    const confirmed = new Map(users.map((u) => [u.id, u.registrationConfirmed]));
    const periodIds = [...new Set(scored.map((t) => periodOf.get(t.id)!.id))];
    const placeIds = [...new Set(scored.filter((t) => t.placeId !== null).map((t) => t.placeId!))];
    const userSum = new Map<string, number>();
    const placeSum = new Map<string, number>();
    if (scored.length > 0) {
      const { rows: us } = await sql<{ userId: number; periodId: number; total: string }>`
        select user_id, period_id, sum(amount) as total from transactions
        where user_id = any(${userIds}::int[]) and period_id = any(${periodIds}::int[]) group by user_id, period_id`.execute(trx);
      for (const row of us) userSum.set(`${row.userId}:${row.periodId}`, Number(row.total));
      if (placeIds.length > 0) {
        const { rows: ps } = await sql<{ placeId: number; periodId: number; total: string }>`
          select place_id, period_id, sum(amount) as total from transactions
          where place_id = any(${placeIds}::int[]) and period_id = any(${periodIds}::int[]) group by place_id, period_id`.execute(trx);
        for (const row of ps) placeSum.set(`${row.placeId}:${row.periodId}`, Number(row.total));
      }
    }

    const updates: Array<{ id: number; status: Outcome; description: string; score: number | null; planSales: number | null; bonusSales: number | null; scoredItems: number | null; totalSales: number | null; campaignId: number | null; periodId: number | null; planId: number | null }> = [];
    const productLines: Array<{ ticketId: number; lineNo: number; productId: number | null }> = [];
    const accruals: Array<{ userId: number; ticketId: number; periodId: number; placeId: number | null; amount: number }> = [];
    const userDelta = new Map<number, number>();
    const planDelta = new Map<number, number>();
    const bare = (id: number, status: Outcome, description: string) =>
      updates.push({ id, status, description, score: null, planSales: null, bonusSales: null, scoredItems: null, totalSales: null, campaignId: null, periodId: null, planId: null });

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
        updates.push({
          id: t.id,
          status,
          description,
          score: r.score,
          planSales: Math.round(r.planSales),
          bonusSales: Math.round(r.bonusSales),
          scoredItems: r.scoredItems,
          totalSales: r.totalSales,
          campaignId: period.campaignId,
          periodId: period.id,
          planId: plan?.id ?? null,
        });
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

    if (productLines.length > 0) {
      await sql`
        update ticket_items ti set product_id = v.product_id
        from unnest(${productLines.map((l) => l.ticketId)}::int[], ${productLines.map((l) => l.lineNo)}::int[], ${productLines.map((l) => l.productId)}::int[])
          as v(ticket_id, line_no, product_id)
        where ti.ticket_id = v.ticket_id and ti.line_no = v.line_no and ti.product_id is distinct from v.product_id`.execute(trx);
    }
    const u = updates;
    // One audit row per settled ticket, inserted by the batch's own UPDATE (a data-modifying WITH).
    const lockedOf = new Map(tickets.map((t) => [t.id, t]));
    const changes = u.map((x) => {
      const t = lockedOf.get(x.id)!;
      return changedFields(
        { status: t.status, statusDescription: t.statusDescription, score: t.score },
        { status: x.status, statusDescription: x.description, score: x.score },
      );
    });
    const audit = auditInsertFrom(actor, 'Ticket', AUTO_PROCESS, sql`
      select a.id as entity_id, a.before::jsonb as before, a.after::jsonb as after
      from unnest(${u.map((x) => x.id)}::int[], ${changes.map((c) => JSON.stringify(c.before))}::text[], ${changes.map((c) => JSON.stringify(c.after))}::text[])
        as a(id, before, after)`);
    await withAudit(audit, sql`
      update tickets t set status = v.status, status_description = v.description, score = v.score, plan_sales = v.plan_sales,
        bonus_sales = v.bonus_sales, scored_items = v.scored_items, total_sales = v.total_sales,
        campaign_id = coalesce(v.campaign_id, t.campaign_id), period_id = coalesce(v.period_id, t.period_id), plan_id = coalesce(v.plan_id, t.plan_id),
        next_retry_at = null, processing_started_at = null
      from unnest(${u.map((x) => x.id)}::int[], ${u.map((x) => x.status)}::text[], ${u.map((x) => x.description)}::text[], ${u.map((x) => x.score)}::int[],
                  ${u.map((x) => x.planSales)}::int[], ${u.map((x) => x.bonusSales)}::int[], ${u.map((x) => x.scoredItems)}::int[],
                  ${u.map((x) => x.totalSales)}::numeric[], ${u.map((x) => x.campaignId)}::int[], ${u.map((x) => x.periodId)}::int[], ${u.map((x) => x.planId)}::int[])
        as v(id, status, description, score, plan_sales, bonus_sales, scored_items, total_sales, campaign_id, period_id, plan_id)
      where t.id = v.id`).execute(trx);
    if (accruals.length > 0) {
      const a = accruals;
      await sql`
        insert into transactions (user_id, ticket_id, period_id, place_id, amount, kind, reason)
        select v.user_id, v.ticket_id, v.period_id, v.place_id, v.amount, 'accrual', 'Начисление по чеку №' || v.ticket_id
        from unnest(${a.map((x) => x.userId)}::int[], ${a.map((x) => x.ticketId)}::int[], ${a.map((x) => x.periodId)}::int[],
                    ${a.map((x) => x.placeId)}::int[], ${a.map((x) => x.amount)}::int[]) as v(user_id, ticket_id, period_id, place_id, amount)`.execute(trx);
      const du = [...userDelta];
      await sql`update users u set score = u.score + v.delta from unnest(${du.map(([id]) => id)}::int[], ${du.map(([, d]) => d)}::int[]) as v(id, delta)
        where u.id = v.id`.execute(trx);
    }
    if (planDelta.size > 0) {
      const dp = [...planDelta];
      await sql`update plans p set fact = p.fact + v.delta from unnest(${dp.map(([id]) => id)}::int[], ${dp.map(([, d]) => d)}::numeric[]) as v(id, delta)
        where p.id = v.id`.execute(trx);
    }
    return counts;
  });
}
