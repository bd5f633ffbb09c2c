// The queries of settling tickets (processor/process.ts): one ticket in its transaction, manual
// scoring, and the auto-processor's set-based batch. Each takes the caller's transaction; the lock
// order (tickets, plans, users, each by id) is the caller's, kept by calling these in that order.
import { auditInsertFrom, withAudit } from '../audit/log';
import type { AuditActor } from '../audit/context';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import type { FiscalReceipt } from './fiscal';

/** A ticket as settling reads it, its row locked. */
export interface LockedTicket {
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

/** A receipt line as scoring reads it. */
export interface ScoringLine {
  lineNo: number;
  name: string;
  quantity: string;
  productId: number | null;
}

/** What a scored ticket gets (a bare status change: the score fields null, its period, campaign and plan kept). */
export interface ScoreWrite {
  id: number;
  status: string;
  description: string;
  score: number | null;
  planSales: number | null;
  bonusSales: number | null;
  scoredItems: number | null;
  totalSales: number | null;
  campaignId: number | null;
  periodId: number | null;
  planId: number | null;
}

// --- one ticket ---------------------------------------------------------------------------------

export async function lockTicketForSettling(trx: Kysely<DB>, ticketId: number): Promise<LockedTicket | null> {
  const { rows } = await sql<LockedTicket>`
    select t.id, t.status, t.date_time, t.user_id, t.place_id, t.fiscal_drive_number, t.fiscal_document_number,
           t.fiscal_sign, t.plan_id, t.period_id, t.plan_sales, t.bonus_sales, t.score, t.status_description,
           (select p.campaign_id from places p where p.id = t.place_id) as place_campaign_id
    from tickets t where t.id = ${ticketId} for update`.execute(trx);
  return rows[0] ?? null;
}

/** Locks the ticket's row (tickets come first in the lock order). */
export async function lockTicketRow(trx: Kysely<DB>, ticketId: number): Promise<void> {
  await sql`select id from tickets where id = ${ticketId} for update`.execute(trx);
}

/** Writes the receipt's lines (when the ticket has none yet) and details onto a ticket. */
export async function storeReceipt(trx: Kysely<DB>, ticketId: number, receipt: FiscalReceipt): Promise<void> {
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

/** The status and description of a settled ticket without a score. */
export async function setSettledStatus(trx: Kysely<DB>, ticketId: number, status: string, description: string): Promise<void> {
  await sql`update tickets set status = ${status}, status_description = ${description}, next_retry_at = null,
    processing_started_at = null where id = ${ticketId}`.execute(trx);
}

/** The lowest-id ticket with the same fiscal identity that is not rejected, below this one; undefined when none. */
export async function earlierDuplicate(
  trx: Kysely<DB>,
  ticket: Pick<LockedTicket, 'id' | 'fiscalDriveNumber' | 'fiscalDocumentNumber' | 'fiscalSign'>,
): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    select id from tickets where fiscal_drive_number = ${ticket.fiscalDriveNumber}
      and ${ticket.fiscalDocumentNumber === null ? sql`fiscal_document_number is null` : sql`fiscal_document_number = ${ticket.fiscalDocumentNumber}`}
      and ${ticket.fiscalSign === null ? sql`fiscal_sign is null` : sql`fiscal_sign = ${ticket.fiscalSign}`}
      and id < ${ticket.id} and status <> 'rejected' order by id limit 1`.execute(trx);
  return rows[0]?.id;
}

export async function registrationConfirmed(trx: Kysely<DB>, userId: number): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`select registration_confirmed as ok from users where id = ${userId}`.execute(trx);
  return rows[0]?.ok === true;
}

/** A ticket's lines in their order. */
export async function scoringLines(trx: Kysely<DB>, ticketId: number): Promise<ScoringLine[]> {
  const { rows } = await sql<ScoringLine>`
    select line_no, name, quantity, product_id from ticket_items where ticket_id = ${ticketId} order by line_no`.execute(trx);
  return rows;
}

/** The place's plan in the period (locked when `lock`); null when it has none. */
export async function planOfPlace(trx: Kysely<DB>, placeId: number, periodId: number, lock: boolean): Promise<{ id: number; plan: number; fact: string } | null> {
  const { rows } = await sql<{ id: number; plan: number; fact: string }>`
    select id, plan, fact from plans where place_id = ${placeId} and period_id = ${periodId} ${lock ? sql`for update` : sql``}`.execute(trx);
  return rows[0] ?? null;
}

export async function lockPlan(trx: Kysely<DB>, planId: number): Promise<void> {
  await sql`select id from plans where id = ${planId} for update`.execute(trx);
}

export async function lockUser(trx: Kysely<DB>, userId: number): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(trx);
}

/** The user's and the place's points in the period so far (sums of their transactions). */
export async function periodScores(trx: Kysely<DB>, userId: number | null, placeId: number | null, periodId: number): Promise<{ user: number; place: number }> {
  const { rows } = await sql<{ user: string | null; place: string | null }>`
    select (select sum(amount) from transactions where user_id = ${userId} and period_id = ${periodId}) as user,
           (select sum(amount) from transactions where place_id = ${placeId} and period_id = ${periodId}) as place`.execute(trx);
  return { user: Number(rows[0]?.user ?? 0), place: Number(rows[0]?.place ?? 0) };
}

/** Each line keeps the product it was scored with. */
export async function setLineProducts(trx: Kysely<DB>, lines: Array<{ ticketId: number; lineNo: number; productId: number | null }>): Promise<void> {
  if (lines.length === 0) return;
  await sql`
    update ticket_items ti set product_id = v.product_id
    from unnest(${lines.map((l) => l.ticketId)}::int[], ${lines.map((l) => l.lineNo)}::int[], ${lines.map((l) => l.productId)}::int[])
      as v(ticket_id, line_no, product_id)
    where ti.ticket_id = v.ticket_id and ti.line_no = v.line_no and ti.product_id is distinct from v.product_id`.execute(trx);
}

/** A scored ticket's status, score and what it was scored against. */
export async function writeScore(trx: Kysely<DB>, w: ScoreWrite): Promise<void> {
  await sql`
    update tickets set status = ${w.status}, status_description = ${w.description}, score = ${w.score},
      plan_sales = ${w.planSales}, bonus_sales = ${w.bonusSales}, scored_items = ${w.scoredItems},
      total_sales = ${w.totalSales}, campaign_id = ${w.campaignId}, period_id = ${w.periodId},
      plan_id = ${w.planId}, next_retry_at = null, processing_started_at = null
    where id = ${w.id}`.execute(trx);
}

/** One accrual: a transaction row, the user's score, the plan's fact. */
export async function accrue(
  trx: Kysely<DB>,
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

/**
 * Sets a waiting ticket's status and description (and its retry: the count and the next time; none:
 * no retry) in one statement; with an actor the same statement appends the audit row (action
 * `auditAction`), only when the ticket was changed (its status was still new, processing or delayed).
 * The old values come from the row as the statement found it.
 */
export async function settleWaiting(
  db: Kysely<DB>,
  ticketId: number,
  change: { status: string; description: string; retry: { count: number; nextAt: Date } | null },
  actor: AuditActor | null,
  auditAction: string,
): Promise<void> {
  const { status, description } = change;
  const extra: RawBuilder<unknown> = change.retry ? sql`retry_count = ${change.retry.count}, next_retry_at = ${change.retry.nextAt}` : sql`next_retry_at = null`;
  const update = sql`update tickets t set status = ${status}, status_description = ${description}, ${extra}, processing_started_at = null
    from (select id, status, status_description from tickets where id = ${ticketId} and status in ('new', 'processing', 'delayed') for update) old
    where t.id = old.id returning t.id, old.status as old_status, old.status_description as old_description`;
  const audit = auditInsertFrom(
    actor,
    'Ticket',
    auditAction,
    sql`
    select c.id as entity_id, jsonb_build_object('status', c.old_status, 'statusDescription', c.old_description) as before,
      jsonb_build_object('status', ${status}::text, 'statusDescription', ${description}::text) as after
    from changed c`,
  );
  await (audit ? sql`with changed as (${update}) ${audit}` : update).execute(db);
}

// --- manual scoring -------------------------------------------------------------------------------

/** A ticket scored by staff: processed with `score`; its period, campaign and plan set where it had none. The audit row goes in with the update. */
export async function writeManualScore(
  trx: Kysely<DB>,
  ticketId: number,
  w: { score: number; description: string; periodId: number | null; campaignId: number | null; planId: number | null },
  audit: RawBuilder<unknown> | null,
): Promise<void> {
  await withAudit(
    audit,
    sql`update tickets set status = 'processed', score = ${w.score}, status_description = ${w.description},
      period_id = coalesce(period_id, ${w.periodId}), campaign_id = coalesce(campaign_id, ${w.campaignId}),
      plan_id = coalesce(plan_id, ${w.planId}), next_retry_at = null, processing_started_at = null
    where id = ${ticketId}`,
  ).execute(trx);
}

/** The plan of a place in a period, locked; null when there is none. */
export async function lockPlanOf(trx: Kysely<DB>, placeId: number, periodId: number): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`select id from plans where place_id = ${placeId} and period_id = ${periodId} for update`.execute(trx);
  return rows[0]?.id ?? null;
}

// --- the batch ------------------------------------------------------------------------------------

/** The batch's tickets still `processing`, locked in id order. */
export async function lockBatch(trx: Kysely<DB>, ids: number[]): Promise<LockedTicket[]> {
  const { rows } = await sql<LockedTicket>`
    select t.id, t.status, t.date_time, t.user_id, t.place_id, t.fiscal_drive_number, t.fiscal_document_number,
           t.fiscal_sign, t.plan_id, t.period_id, t.plan_sales, t.bonus_sales, t.score, t.status_description,
           p.campaign_id as place_campaign_id
    from tickets t left join places p on p.id = t.place_id
    where t.id = any(${ids}::int[]) and t.status = 'processing' order by t.id for update of t`.execute(trx);
  return rows;
}

/** The fetched receipts' lines (a line already there stays) and details. */
export async function storeReceipts(trx: Kysely<DB>, receipts: Array<{ id: number; receipt: FiscalReceipt }>): Promise<void> {
  if (receipts.length === 0) return;
  const lines = receipts.flatMap((e) => e.receipt.items.map((item, i) => ({ ticketId: e.id, lineNo: i + 1, ...item })));
  if (lines.length > 0) {
    await sql`
      insert into ticket_items (ticket_id, line_no, name, price, quantity, sum)
      select * from unnest(${lines.map((l) => l.ticketId)}::int[], ${lines.map((l) => l.lineNo)}::int[], ${lines.map((l) => l.name)}::text[],
                           ${lines.map((l) => l.price)}::bigint[], ${lines.map((l) => l.quantity)}::numeric[], ${lines.map((l) => l.sum)}::bigint[])
      on conflict (ticket_id, line_no) do nothing`.execute(trx);
  }
  const r = receipts.map((e) => ({ id: e.id, ...e.receipt }));
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

/** Each ticket's lowest-id earlier ticket with the same fiscal identity that is not rejected (null: none). */
export async function duplicatesOf(trx: Kysely<DB>, ids: number[]): Promise<Map<number, number | null>> {
  const { rows } = await sql<{ id: number; dupOf: number | null }>`
    select t.id, (select min(o.id) from tickets o where o.fiscal_drive_number = t.fiscal_drive_number
                    and o.fiscal_document_number = t.fiscal_document_number and o.fiscal_sign = t.fiscal_sign
                    and o.id < t.id and o.status <> 'rejected') as dup_of
    from tickets t where t.id = any(${ids}::int[])`.execute(trx);
  return new Map(rows.map((d) => [d.id, d.dupOf]));
}

/** The tickets' lines, by ticket, in their order. */
export async function scoringLinesOf(trx: Kysely<DB>, ids: number[]): Promise<Map<number, ScoringLine[]>> {
  const { rows } = await sql<ScoringLine & { ticketId: number }>`
    select ticket_id, line_no, name, quantity, product_id from ticket_items where ticket_id = any(${ids}::int[]) order by ticket_id, line_no`.execute(trx);
  const itemsOf = new Map<number, ScoringLine[]>();
  for (const item of rows) {
    const list = itemsOf.get(item.ticketId) ?? [];
    list.push(item);
    itemsOf.set(item.ticketId, list);
  }
  return itemsOf;
}

/** The plans of these places and periods, locked in id order. */
export async function lockPlansOf(
  trx: Kysely<DB>,
  keys: Array<{ placeId: number; periodId: number }>,
): Promise<Array<{ id: number; placeId: number; periodId: number; plan: number; fact: string }>> {
  if (keys.length === 0) return [];
  const { rows } = await sql<{ id: number; placeId: number; periodId: number; plan: number; fact: string }>`
    select id, place_id, period_id, plan, fact from plans
    where (place_id, period_id) in (select * from unnest(${keys.map((k) => k.placeId)}::int[], ${keys.map((k) => k.periodId)}::int[]))
    order by id for update`.execute(trx);
  return rows;
}

/** The users, locked in id order: whether each confirmed its registration. */
export async function lockUsersOf(trx: Kysely<DB>, userIds: number[]): Promise<Map<number, boolean>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<{ id: number; registrationConfirmed: boolean }>`
    select id, registration_confirmed from users where id = any(${userIds}::int[]) order by id for update`.execute(trx);
  return new Map(rows.map((u) => [u.id, u.registrationConfirmed]));
}

/** Points so far per `userId:periodId` and per `placeId:periodId`. */
export async function periodScoresOf(
  trx: Kysely<DB>,
  userIds: number[],
  placeIds: number[],
  periodIds: number[],
): Promise<{ user: Map<string, number>; place: Map<string, number> }> {
  const user = new Map<string, number>();
  const place = new Map<string, number>();
  const { rows: us } = await sql<{ userId: number; periodId: number; total: string }>`
    select user_id, period_id, sum(amount) as total from transactions
    where user_id = any(${userIds}::int[]) and period_id = any(${periodIds}::int[]) group by user_id, period_id`.execute(trx);
  for (const row of us) user.set(`${row.userId}:${row.periodId}`, Number(row.total));
  if (placeIds.length > 0) {
    const { rows: ps } = await sql<{ placeId: number; periodId: number; total: string }>`
      select place_id, period_id, sum(amount) as total from transactions
      where place_id = any(${placeIds}::int[]) and period_id = any(${periodIds}::int[]) group by place_id, period_id`.execute(trx);
    for (const row of ps) place.set(`${row.placeId}:${row.periodId}`, Number(row.total));
  }
  return { user, place };
}

/** The batch's outcomes in one statement, with one audit row per ticket (action `auditAction`) in the same statement. */
export async function writeBatch(
  trx: Kysely<DB>,
  u: ScoreWrite[],
  changes: Array<{ before: Record<string, unknown>; after: Record<string, unknown> }>,
  actor: AuditActor | null,
  auditAction: string,
): Promise<void> {
  const audit = auditInsertFrom(
    actor,
    'Ticket',
    auditAction,
    sql`
    select a.id as entity_id, a.before::jsonb as before, a.after::jsonb as after
    from unnest(${u.map((x) => x.id)}::int[], ${changes.map((c) => JSON.stringify(c.before))}::text[], ${changes.map((c) => JSON.stringify(c.after))}::text[])
      as a(id, before, after)`,
  );
  await withAudit(
    audit,
    sql`
    update tickets t set status = v.status, status_description = v.description, score = v.score, plan_sales = v.plan_sales,
      bonus_sales = v.bonus_sales, scored_items = v.scored_items, total_sales = v.total_sales,
      campaign_id = coalesce(v.campaign_id, t.campaign_id), period_id = coalesce(v.period_id, t.period_id), plan_id = coalesce(v.plan_id, t.plan_id),
      next_retry_at = null, processing_started_at = null
    from unnest(${u.map((x) => x.id)}::int[], ${u.map((x) => x.status)}::text[], ${u.map((x) => x.description)}::text[], ${u.map((x) => x.score)}::int[],
                ${u.map((x) => x.planSales)}::int[], ${u.map((x) => x.bonusSales)}::int[], ${u.map((x) => x.scoredItems)}::int[],
                ${u.map((x) => x.totalSales)}::numeric[], ${u.map((x) => x.campaignId)}::int[], ${u.map((x) => x.periodId)}::int[], ${u.map((x) => x.planId)}::int[])
      as v(id, status, description, score, plan_sales, bonus_sales, scored_items, total_sales, campaign_id, period_id, plan_id)
    where t.id = v.id`,
  ).execute(trx);
}

/** The batch's accruals and the users' new scores. */
export async function accrueBatch(
  trx: Kysely<DB>,
  accruals: Array<{ userId: number; ticketId: number; periodId: number; placeId: number | null; amount: number }>,
  userDelta: Map<number, number>,
): Promise<void> {
  if (accruals.length === 0) return;
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

/** The plans' facts grow by their counted units. */
export async function addPlanFacts(trx: Kysely<DB>, planDelta: Map<number, number>): Promise<void> {
  if (planDelta.size === 0) return;
  const dp = [...planDelta];
  await sql`update plans p set fact = p.fact + v.delta from unnest(${dp.map(([id]) => id)}::int[], ${dp.map(([, d]) => d)}::numeric[]) as v(id, delta)
    where p.id = v.id`.execute(trx);
}
