// Processing one ticket (decisions §3): duplicate check, period, registration, scoring with the
// period limits and the place's plan, and the accrual — all in one transaction, with the ticket, the
// plan and the user locked in that order, so a ticket is never scored twice and concurrent tickets
// of one place or user never overrun a limit.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { periodFor, type Catalogue, type CataloguePeriod } from './catalogue';
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
}

async function lockTicket(trx: Transaction<DB>, ticketId: number): Promise<LockedTicket | null> {
  const { rows } = await sql<LockedTicket>`
    select t.id, t.status, t.date_time, t.user_id, t.place_id, t.fiscal_drive_number, t.fiscal_document_number,
           t.fiscal_sign, t.plan_id, t.period_id, t.plan_sales, t.bonus_sales,
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
async function score(trx: Transaction<DB>, ticket: LockedTicket, period: CataloguePeriod, lockRows: boolean): Promise<Scored> {
  const lock = lockRows ? sql`for update` : sql``;
  const items = await sql<{ lineNo: number; name: string; quantity: string }>`
    select line_no, name, quantity from ticket_items where ticket_id = ${ticket.id} order by line_no`.execute(trx);
  const plan = ticket.placeId === null ? null : (await sql<{ id: number; plan: number; fact: string }>`
      select id, plan, fact from plans where place_id = ${ticket.placeId} and period_id = ${period.id} ${lock}`.execute(trx)).rows[0] ?? null;
  if (lockRows && ticket.userId !== null) await sql`select id from users where id = ${ticket.userId} for update`.execute(trx);
  const sums = await sql<{ user: string | null; place: string | null }>`
    select (select sum(amount) from transactions where user_id = ${ticket.userId} and period_id = ${period.id}) as user,
           (select sum(amount) from transactions where place_id = ${ticket.placeId} and period_id = ${period.id}) as place`.execute(trx);
  const result = scoreTicket({
    items: items.rows.map((row) => ({ name: row.name, quantity: Number(row.quantity) })),
    products: period.products,
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
export async function processTicket(db: Kysely<DB>, catalogue: Catalogue, ticketId: number, receipt: FiscalReceipt | null): Promise<ProcessResult> {
  return db.transaction().execute(async (trx) => {
    const ticket = await lockTicket(trx, ticketId);
    if (!ticket) return { outcome: 'skipped', status: 'missing' };
    if (ticket.status === 'processed' || ticket.status === 'rejected') return { outcome: 'skipped', status: ticket.status };
    if (receipt) await storeReceipt(trx, ticketId, receipt);

    if (ticket.fiscalDriveNumber !== null) {
      const { rows } = await sql<{ id: number }>`
        select id from tickets where fiscal_drive_number = ${ticket.fiscalDriveNumber}
          and fiscal_document_number is not distinct from ${ticket.fiscalDocumentNumber}
          and fiscal_sign is not distinct from ${ticket.fiscalSign}
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
    const scored = await score(trx, ticket, period, true);
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
  });
}

/** The fiscal service does not have the receipt yet: retry later, or reject after the last retry. */
export async function delayTicket(db: Kysely<DB>, ticketId: number, retryCount: number, now: Date): Promise<Outcome> {
  if (retryCount >= RETRY_DELAYS_MS.length) {
    await sql`update tickets set status = 'rejected', status_description = ${DESCRIPTIONS.retriesExhausted}, next_retry_at = null,
      processing_started_at = null where id = ${ticketId} and status in ('new', 'processing', 'delayed')`.execute(db);
    return 'rejected';
  }
  const next = new Date(now.getTime() + RETRY_DELAYS_MS[retryCount]!);
  await sql`update tickets set status = 'delayed', retry_count = ${retryCount + 1}, next_retry_at = ${next},
    status_description = ${`Чек ещё не поступил в ФНС, повторная проверка через ${RETRY_LABELS[retryCount]}`},
    processing_started_at = null where id = ${ticketId} and status in ('new', 'processing', 'delayed')`.execute(db);
  return 'delayed';
}

export async function settleWithoutReceipt(db: Kysely<DB>, ticketId: number, status: 'rejected' | 'manual', description: string): Promise<void> {
  await sql`update tickets set status = ${status}, status_description = ${description}, next_retry_at = null,
    processing_started_at = null where id = ${ticketId} and status in ('new', 'processing', 'delayed')`.execute(db);
}

/**
 * Manual scoring by staff (`POST /tickets/manualProcess`): the ticket becomes processed with `score`
 * and one accrual. Refused when it is already processed, under concurrency too (the row lock).
 */
export async function manualProcess(db: Kysely<DB>, catalogue: Catalogue, ticketId: number, amount: number): Promise<{ status: string; score: number }> {
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
    await sql`
      update tickets set status = 'processed', score = ${amount}, status_description = ${DESCRIPTIONS.processedManually},
        period_id = coalesce(period_id, ${period?.id ?? null}), campaign_id = coalesce(campaign_id, ${period?.campaignId ?? null}),
        plan_id = coalesce(plan_id, ${planId}), next_retry_at = null, processing_started_at = null
      where id = ${ticketId}`.execute(trx);
    const units = (ticket.planSales ?? 0) + (ticket.bonusSales ?? 0);
    await accrue(trx, { id: ticketId, userId: ticket.userId, placeId: ticket.placeId }, amount, period?.id ?? ticket.periodId, planId, units, `Ручное начисление по чеку №${ticketId}`);
    return { status: 'processed', score: amount };
  });
}

/** The score a ticket's lines would get now (ticket edit): no locks, no accrual, limits ignored. */
export async function previewScore(db: Kysely<DB>, catalogue: Catalogue, ticketId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ticket = await lockTicket(trx, ticketId);
    if (!ticket) return;
    const period = periodFor(catalogue, ticket.dateTime ? new Date(ticket.dateTime) : null, ticket.placeCampaignId);
    if (!period) return;
    const unlimited: CataloguePeriod = { ...period, ticketSalesLimit: null, userScoreLimit: null, placeScoreLimit: null };
    const scored = await score(trx, ticket, unlimited, false);
    const r = scored.result;
    await sql`update tickets set score = ${r.score}, scored_items = ${r.scoredItems}, total_sales = ${r.totalSales},
      campaign_id = ${period.campaignId}, period_id = ${period.id} where id = ${ticketId}`.execute(trx);
  });
}
