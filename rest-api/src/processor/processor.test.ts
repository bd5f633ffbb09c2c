// Every outcome of processing (product-rules §3–§4) on a real database: exact scores, plan facts and
// transactions; delayed receipts and their retries; a batch settled by the same rules. The processor's
// start and stop, stale claims and two processors on one queue: processor-control.test.ts.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTicket, createUser } from '../../test/live';
import { processorBench, SYSTEM_ROW } from '../../test/processor';
import { BACKEND } from '../../test/support';
import { loadCatalogue } from './catalogue';
import { SimulatorProvider } from './fiscal';
import { manualProcess } from './manual-score';

const w = processorBench();
const { ticketRow, transactions, fact, userScore, setLimits, auditRows, process, processor } = w;

describe(`processing one ticket on ${BACKEND}`, () => {
  let first: number;

  it('scores matched lines (category score or campaign product score × quantity), adds to the plan, writes one transaction', async () => {
    first = await createTicket(w.database.db, {
      userId: w.vendor,
      placeId: w.f.placeIds[0],
      items: [
        { name: 'Чай ЛИСМА чёрный 100 пак.', price: 15000, quantity: 2 },
        { name: 'Кофе Жокей Ориджинал 250 г', price: 30000, quantity: 3 },
        { name: 'Хлеб Бородинский', price: 6000, quantity: 1 },
      ],
    });
    expect(await process(first)).toEqual({ outcome: 'processed', status: 'processed' });
    expect(await ticketRow(first)).toEqual({
      status: 'processed',
      statusDescription: 'Баллы начислены',
      score: 95,
      planSales: 5,
      bonusSales: 0,
      scoredItems: 2,
      totalSales: 5,
      periodId: w.f.periodId,
      campaignId: w.f.campaignId,
      planId: w.f.planId,
    });
    expect(await transactions(first)).toEqual([{ amount: 95, userId: w.vendor, periodId: w.f.periodId }]);
    expect(await fact()).toBe(5);
    expect(await userScore(w.vendor)).toBe(95);
    const { rows } = await sql<{ productId: number | null }>`select product_id from ticket_items where ticket_id = ${first} order by line_no`.execute(w.database.db);
    expect(rows.map((r) => r.productId)).toEqual([w.f.products.tea, w.f.products.coffee, null]);
  });

  it('counts units beyond the plan as bonus sales with the bonus score on top', async () => {
    const id = await createTicket(w.database.db, { userId: w.vendor, placeId: w.f.placeIds[0], items: [{ name: 'Кофе жокей 100 г', price: 20000, quantity: 7 }] });
    expect((await process(id)).outcome).toBe('processed');
    expect(await ticketRow(id)).toMatchObject({ score: 7 * 25 + 2 * 5, planSales: 5, bonusSales: 2, totalSales: 7, scoredItems: 1 });
    expect(await fact()).toBe(12);
    expect(await userScore(w.vendor)).toBe(95 + 185);
  });

  it('never scores a processed ticket twice', async () => {
    expect(await process(first)).toEqual({ outcome: 'skipped', status: 'processed' });
    await expect(manualProcess(w.database.db, await loadCatalogue(w.database.db), first, 10)).rejects.toThrow('По чеку уже произведено начисление.');
    expect(await transactions(first)).toHaveLength(1);
  });

  it('rejects a second upload of the same receipt as a duplicate', async () => {
    const { rows } = await sql<{ fn: string; i: string; fp: string }>`
      select fiscal_drive_number as fn, fiscal_document_number as i, fiscal_sign as fp from tickets where id = ${first}`.execute(w.database.db);
    const { fn, i, fp } = rows[0]!;
    const copy = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[0], fiscal: [fn, i, fp], items: [{ name: 'Кофе Жокей', price: 100, quantity: 1 }] });
    expect(await process(copy)).toEqual({ outcome: 'rejected', status: 'rejected' });
    expect(await ticketRow(copy)).toMatchObject({ status: 'rejected', statusDescription: `Повторная загрузка: этот чек уже загружен (чек №${first})`, score: null });
    expect(await transactions(copy)).toEqual([]);
  });

  it('rejects a receipt dated outside every period', async () => {
    const id = await createTicket(w.database.db, {
      userId: w.vendor,
      placeId: w.f.placeIds[0],
      dateTime: new Date(Date.now() - 60 * 86_400_000),
      items: [{ name: 'Кофе Жокей', price: 100, quantity: 1 }],
    });
    expect(await process(id)).toEqual({ outcome: 'rejected', status: 'rejected' });
    expect((await ticketRow(id)).statusDescription).toBe('Дата чека вне периодов акции');
  });

  it('sends a ticket without matched lines to manual review (product and campaign exclusions)', async () => {
    const id = await createTicket(w.database.db, {
      userId: w.vendor,
      placeId: w.f.placeIds[0],
      items: [
        { name: 'Чай Лисма холодный лимон', price: 9000, quantity: 1 },
        { name: 'Кофе Жокей в подарок', price: 0, quantity: 1 },
      ],
    });
    expect(await process(id)).toEqual({ outcome: 'manual', status: 'manual' });
    expect(await ticketRow(id)).toMatchObject({ status: 'manual', statusDescription: 'Ни одна позиция чека не совпала с товарами акции', score: 0, scoredItems: 0 });
    expect(await transactions(id)).toEqual([]);
  });

  it('ticketSalesLimit: units beyond the cap are not scored and the ticket goes to manual', async () => {
    await setLimits({ ticketSalesLimit: 3 });
    const before = await fact();
    const id = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1], items: [{ name: 'Кофе Жокей', price: 30000, quantity: 5 }] });
    expect(await process(id)).toEqual({ outcome: 'manual', status: 'manual' });
    expect(await ticketRow(id)).toMatchObject({ statusDescription: 'Превышен лимит товаров в одном чеке', score: 75, totalSales: 5 });
    expect(await transactions(id)).toEqual([]);
    expect(await fact()).toBe(before);
  });

  it("userScoreLimit: the user's period score caps the ticket", async () => {
    await setLimits({ userScoreLimit: 300 });
    const id = await createTicket(w.database.db, { userId: w.vendor, placeId: w.f.placeIds[1], items: [{ name: 'Чай Лисма', price: 15000, quantity: 3 }] });
    expect(await process(id)).toEqual({ outcome: 'manual', status: 'manual' });
    expect(await ticketRow(id)).toMatchObject({ statusDescription: 'Превышен лимит баллов пользователя за период', score: 20 });
    expect(await transactions(id)).toEqual([]);
    expect(await userScore(w.vendor)).toBe(280);
  });

  it("placeScoreLimit: the place's period score caps the ticket", async () => {
    await setLimits({ placeScoreLimit: 290 });
    const id = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[0], items: [{ name: 'Сок Добрый яблоко', price: 12000, quantity: 2 }] });
    expect(await process(id)).toEqual({ outcome: 'manual', status: 'manual' });
    expect(await ticketRow(id)).toMatchObject({ statusDescription: 'Превышен лимит баллов торговой точки за период', score: 7 });
  });

  it('requiresRegistration: an unconfirmed user goes to manual review', async () => {
    await setLimits({ requiresRegistration: true });
    const unconfirmed = await createUser(w.database.db, { phone: '+79991110003', role: 'vendor', placeId: w.f.placeIds[1], registrationConfirmed: false });
    const id = await createTicket(w.database.db, { userId: unconfirmed, placeId: w.f.placeIds[1], items: [{ name: 'Сок Добрый', price: 12000, quantity: 1 }] });
    expect(await process(id)).toEqual({ outcome: 'manual', status: 'manual' });
    expect((await ticketRow(id)).statusDescription).toBe('Период акции требует подтверждённой регистрации пользователя');
    const confirmed = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1], items: [{ name: 'Сок Добрый', price: 12000, quantity: 1 }] });
    expect((await process(confirmed)).outcome).toBe('processed');
    await setLimits({});
  });

  it('manual scoring accrues once and adds the counted units to the plan', async () => {
    await setLimits({ ticketSalesLimit: 1 });
    const id = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[0], items: [{ name: 'Кофе Жокей', price: 30000, quantity: 2 }] });
    expect((await process(id)).outcome).toBe('manual');
    await setLimits({});
    const before = await fact();
    const scoreBefore = await userScore(w.vendor2);
    expect(await manualProcess(w.database.db, await loadCatalogue(w.database.db), id, 40)).toEqual({ status: 'processed', score: 40 });
    expect(await ticketRow(id)).toMatchObject({ status: 'processed', score: 40, statusDescription: 'Баллы начислены вручную' });
    expect(await transactions(id)).toEqual([{ amount: 40, userId: w.vendor2, periodId: w.f.periodId }]);
    expect(await fact()).toBe(before + 1);
    expect(await userScore(w.vendor2)).toBe(scoreBefore + 40);
  });
});

describe(`the auto-processor on ${BACKEND}`, () => {
  it('delays a receipt the fiscal service does not have yet, retries after 15 minutes, then processes it', async () => {
    const p = processor(new SimulatorProvider({ notReadyRate: 1 }));
    const id = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1] });
    const claimed = await p.claim(10);
    expect(claimed.map((t) => t.id)).toEqual([id]);
    expect(await p.processClaimed(claimed)).toMatchObject({ delayed: 1 });
    const delayed = await sql<{ status: string; retryCount: number; nextRetryAt: Date; statusDescription: string }>`
      select status, retry_count, next_retry_at, status_description from tickets where id = ${id}`.execute(w.database.db);
    expect(delayed.rows[0]).toMatchObject({ status: 'delayed', retryCount: 1, statusDescription: 'Чек ещё не поступил в ФНС, повторная проверка через 15 минут' });
    expect(new Date(delayed.rows[0]!.nextRetryAt).getTime()).toBe(w.clock.getTime() + 15 * 60_000);
    expect(await p.claim(10)).toEqual([]);
    const delayedRow = {
      ...SYSTEM_ROW,
      before: { status: 'processing', statusDescription: null },
      after: { status: 'delayed', statusDescription: 'Чек ещё не поступил в ФНС, повторная проверка через 15 минут' },
    };
    expect(await auditRows(id)).toEqual([delayedRow]);

    w.clock = new Date(w.clock.getTime() + 16 * 60_000);
    const again = await p.claim(10);
    expect(again.map((t) => t.id)).toEqual([id]);
    expect(await p.processClaimed(again)).toMatchObject({ processed: 1 });
    const done = await ticketRow(id);
    expect(done.status).toBe('processed');
    const { rows } = await sql<{ n: number; total: string }>`select count(*)::int as n, sum(sum)::bigint as total from ticket_items where ticket_id = ${id}`.execute(w.database.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(await transactions(id)).toEqual([{ amount: done.score, userId: w.vendor2, periodId: w.f.periodId }]);
    expect(await auditRows(id)).toEqual([
      delayedRow,
      {
        ...SYSTEM_ROW,
        before: { status: 'processing', statusDescription: 'Чек ещё не поступил в ФНС, повторная проверка через 15 минут', score: null },
        after: { status: 'processed', statusDescription: 'Баллы начислены', score: done.score },
      },
    ]);
  });

  it('writes no audit row when the trail is off (only to measure its cost)', async () => {
    const id = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1], items: [{ name: 'Кофе Жокей', price: 30000, quantity: 1 }] });
    const notReady = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1] });
    const p = processor({ name: 'never', fetch: async () => ({ kind: 'notReady' }) }, { audit: false });
    expect(await p.processClaimed(await p.claim(10))).toMatchObject({ processed: 1, delayed: 1 });
    expect(await auditRows(id)).toEqual([]);
    expect(await auditRows(notReady)).toEqual([]);
    await sql`update tickets set status = 'rejected' where id = ${notReady}`.execute(w.database.db);
  });

  it('rejects after the last retry, and rejects a receipt the fiscal service does not know', async () => {
    const p = processor({ name: 'never', fetch: async () => ({ kind: 'notReady' }) });
    const late = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1] });
    await sql`update tickets set status = 'delayed', retry_count = 4, next_retry_at = ${w.clock} where id = ${late}`.execute(w.database.db);
    expect(await p.processClaimed(await p.claim(10))).toMatchObject({ rejected: 1 });
    expect(await ticketRow(late)).toMatchObject({ status: 'rejected', statusDescription: 'Чек не поступил в ФНС после всех повторных проверок' });
    expect(await auditRows(late)).toEqual([
      {
        ...SYSTEM_ROW,
        before: { status: 'processing', statusDescription: null },
        after: { status: 'rejected', statusDescription: 'Чек не поступил в ФНС после всех повторных проверок' },
      },
    ]);

    const missing = await createTicket(w.database.db, { userId: w.vendor2, placeId: w.f.placeIds[1] });
    const q = processor(new SimulatorProvider({ notFoundRate: 1 }));
    expect(await q.processClaimed(await q.claim(10))).toMatchObject({ rejected: 1 });
    expect(await ticketRow(missing)).toMatchObject({ status: 'rejected', statusDescription: 'Чек не найден в ФНС' });
    expect(await auditRows(missing)).toEqual([
      { ...SYSTEM_ROW, before: { status: 'processing', statusDescription: null }, after: { status: 'rejected', statusDescription: 'Чек не найден в ФНС' } },
    ]);
  });
  it('settles a batch with the same rules: duplicates within the batch, outside the period, no match, a limit, plan and bonus', async () => {
    await sql`update tickets set status = 'rejected' where status in ('new', 'delayed', 'processing')`.execute(w.database.db);
    await setLimits({ ticketSalesLimit: 4 });
    const buyer = await createUser(w.database.db, { phone: '+79991110009', role: 'vendor', placeId: w.f.placeIds[0] });
    const planBefore = await fact();
    const planRow = await sql<{ plan: number }>`select plan from plans where id = ${w.f.planId}`.execute(w.database.db);
    const left = Math.max(0, planRow.rows[0]!.plan - planBefore);
    const coffee = [{ name: 'Кофе Жокей', price: 30000, quantity: 2 }];
    const a = await createTicket(w.database.db, { userId: buyer, placeId: w.f.placeIds[0], items: coffee, fiscal: ['7770001', '1', '1'] });
    const b = await createTicket(w.database.db, { userId: buyer, placeId: w.f.placeIds[0], items: coffee, fiscal: ['7770001', '1', '1'] });
    const c = await createTicket(w.database.db, { userId: buyer, placeId: w.f.placeIds[0], items: coffee, dateTime: new Date(Date.now() - 90 * 86_400_000) });
    const d = await createTicket(w.database.db, { userId: buyer, placeId: w.f.placeIds[0], items: [{ name: 'Молоко', price: 9000, quantity: 1 }] });
    const e = await createTicket(w.database.db, { userId: buyer, placeId: w.f.placeIds[0], items: [{ name: 'Кофе Жокей', price: 30000, quantity: 6 }] });
    const g = await createTicket(w.database.db, { userId: buyer, placeId: w.f.placeIds[0], items: coffee });
    const p = processor(new SimulatorProvider());
    const claimed = await p.claim(10);
    expect(claimed.map((x) => x.id)).toEqual([a, b, c, d, e, g]);
    expect(await p.processClaimed(claimed)).toEqual({ processed: 2, rejected: 2, delayed: 0, manual: 2, failed: 0 });
    expect((await ticketRow(a)).status).toBe('processed');
    expect((await ticketRow(b)).statusDescription).toBe(`Повторная загрузка: этот чек уже загружен (чек №${a})`);
    expect((await ticketRow(c)).statusDescription).toBe('Дата чека вне периодов акции');
    expect((await ticketRow(d)).statusDescription).toBe('Ни одна позиция чека не совпала с товарами акции');
    expect(await ticketRow(e)).toMatchObject({
      status: 'manual',
      statusDescription: 'Превышен лимит товаров в одном чеке',
      score: 100 + (4 - Math.min(4, Math.max(0, left - 2))) * 5,
    });
    // a and g: 2 units each, plan units first, then bonus units with the bonus score
    const planA = Math.min(2, left);
    const planG = Math.min(2, Math.max(0, left - 2));
    expect(await ticketRow(a)).toMatchObject({ score: 50 + (2 - planA) * 5, planSales: planA, bonusSales: 2 - planA });
    expect(await ticketRow(g)).toMatchObject({ score: 50 + (2 - planG) * 5, planSales: planG, bonusSales: 2 - planG });
    expect(await fact()).toBe(planBefore + 4);
    expect((await transactions(a)).map((x) => x.amount)).toEqual([50 + (2 - planA) * 5]);
    expect(await userScore(buyer)).toBe(100 + (2 - planA) * 5 + (2 - planG) * 5);
    // One audit row per settled ticket, written by the batch's own UPDATE.
    expect(await auditRows(b)).toEqual([
      {
        ...SYSTEM_ROW,
        before: { status: 'processing', statusDescription: null },
        after: { status: 'rejected', statusDescription: `Повторная загрузка: этот чек уже загружен (чек №${a})` },
      },
    ]);
    expect(await auditRows(g)).toEqual([
      {
        ...SYSTEM_ROW,
        before: { status: 'processing', statusDescription: null, score: null },
        after: { status: 'processed', statusDescription: 'Баллы начислены', score: 50 + (2 - planG) * 5 },
      },
    ]);
    for (const id of [a, c, d, e])
      expect((await auditRows(id)).map((r) => [r.action, (r.after as { status: string }).status])).toEqual([['autoProcess', (await ticketRow(id)).status]]);
    await setLimits({});
  });
});
