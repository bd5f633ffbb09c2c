import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import type { TicketStatus } from './__generated__/graphql';
import { SCORE_TICKET } from './documents';
import { fileHarness, ticketIds } from './harness';

const s = fileHarness();

const firstWithStatus = async (status: TicketStatus) => (await ticketIds(s.h, s.admin, status))[0]!;

describe('ticket actions', () => {
  it('rejects a ticket with a reason', async () => {
    const id = await firstWithStatus('MANUAL');
    const res = await s.asAdmin(
      graphql(`
        mutation TicketActionsRejectTicket($id: Int!) {
          rejectTicket(id: $id, reason: "Чек нечитаем") {
            id
            status
            statusTitle
            statusDescription
          }
        }
      `),
      { id },
    );
    expect(res.body.data!.rejectTicket).toEqual({ id, status: 'REJECTED', statusTitle: 'Отклонён', statusDescription: 'Чек нечитаем' });
  });

  it('scores a ticket by hand once, with a transaction, and refuses a second time with the spec message', async () => {
    const id = await firstWithStatus('MANUAL');
    const res = await s.asAdmin(SCORE_TICKET, { id, score: 25 });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.scoreTicket.status).toBe('PROCESSED');
    expect(res.body.data!.scoreTicket.score).toBe(25);
    expect(res.body.data!.scoreTicket.transactions).toEqual([{ amount: 25, ticketId: id }]);
    const again = await s.asAdmin('mutation ($id: Int!) { scoreTicket(id: $id, score: 5) { status } }', { id });
    expect(again.body.errors?.[0]?.message).toBe('По чеку уже произведено начисление.');
  });

  it('refuses a sales rep rejecting a ticket, and answers user details', async () => {
    const salesMan = await s.h.signIn('+79990000003');
    const refused = await s.h.gql('mutation { rejectTicket(id: 1) { id } }', {}, { cookie: salesMan });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const details = await s.asAdmin(
      graphql(`
        query TicketActionsTicketUserDetails {
          ticketUserDetails(userId: 4) {
            fiscalDriveNumber
            userInn
            kktRegId
            operator
            ofd
          }
        }
      `),
    );
    expect(details.body.errors).toBeUndefined();
    expect(Object.keys(details.body.data!.ticketUserDetails).sort()).toEqual(['fiscalDriveNumber', 'kktRegId', 'ofd', 'operator', 'userInn']);
  });

  // product-rules §3, docs/adr/0042-actions-by-receipt-status.md: what the status takes, per role.
  it('lists the actions the status and the role allow: every one while open, none once processed or rejected', async () => {
    const manager = await s.h.signIn('+79990000002');
    const [manual, processed, rejected] = (await Promise.all((['MANUAL', 'PROCESSED', 'REJECTED'] as const).map(firstWithStatus))) as [number, number, number];
    const actionsOf = async (id: number, cookie: string) =>
      (
        await s.h.gql(
          graphql(`
            query TicketActionsTicket($id: Int!) {
              ticket(id: $id) {
                actions
              }
            }
          `),
          { id },
          { cookie },
        )
      ).body;
    expect(await actionsOf(manual, s.admin)).toEqual({ data: { ticket: { actions: ['REJECT', 'SCORE', 'EDIT', 'PROCESS'] } } });
    expect(await actionsOf(processed, s.admin)).toEqual({ data: { ticket: { actions: [] } } });
    expect(await actionsOf(rejected, s.admin)).toEqual({ data: { ticket: { actions: [] } } });
    const managers = await s.h.gql(
      graphql(`
        query TicketActionsTickets2 {
          tickets(where: { status: { eq: MANUAL } }, pageSize: 1) {
            items {
              id
              actions
            }
          }
        }
      `),
      {},
      { cookie: manager },
    );
    expect(managers.body.data!.tickets.items.map((t) => t.actions)).toEqual([['REJECT', 'SCORE']]);
  });

  it('refuses to reject a processed receipt: its points and transactions stay as they were', async () => {
    const id = await firstWithStatus('MANUAL');
    await s.asAdmin('mutation ($id: Int!) { scoreTicket(id: $id, score: 30) { id } }', { id });
    const read = () => s.asAdmin('query ($id: Int!) { ticket(id: $id) { status score statusDescription transactions { amount } } }', { id });
    const before = (await read()).body;
    expect(before).toEqual({ data: { ticket: { status: 'PROCESSED', score: 30, statusDescription: 'Баллы начислены вручную', transactions: [{ amount: 30 }] } } });
    const refused = await s.asAdmin('mutation ($id: Int!) { rejectTicket(id: $id, reason: "Поздно") { id } }', { id });
    expect(refused.body.errors?.map((e) => [e.message, e.extensions?.code, e.extensions?.upstreamCode])).toEqual([
      ['По чеку уже произведено начисление.', 'BAD_USER_INPUT', 'TICKET_ALREADY_PROCESSED'],
    ]);
    expect((await read()).body).toEqual(before);
  });

  it('refuses to reject a rejected receipt again (its reason stays), to score, correct or process it', async () => {
    const id = await firstWithStatus('MANUAL');
    await s.asAdmin('mutation ($id: Int!) { rejectTicket(id: $id, reason: "Чек нечитаем") { id } }', { id });
    const calls = [
      'mutation ($id: Int!) { rejectTicket(id: $id, reason: "Другая причина") { id } }',
      'mutation ($id: Int!) { scoreTicket(id: $id, score: 5) { id } }',
      'mutation ($id: Int!) { editTicket(id: $id, input: { operator: "Иванова" }) { id } }',
      'mutation ($id: Int!) { processTicket(id: $id) { id } }',
    ];
    for (const query of calls) {
      const refused = await s.asAdmin(query, { id });
      expect(refused.body.errors?.map((e) => [e.message, e.extensions?.upstreamCode])).toEqual([['Чек уже отклонён.', 'TICKET_ALREADY_REJECTED']]);
    }
    const after = await s.asAdmin('query ($id: Int!) { ticket(id: $id) { status statusDescription score operator } }', { id });
    expect(after.body.data!.ticket).toMatchObject({ status: 'REJECTED', statusDescription: 'Чек нечитаем' });
  });
});
