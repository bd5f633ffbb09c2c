import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.signIn();
});
afterAll(async () => {
  await h?.close();
});

async function firstWithStatus(status: string): Promise<number> {
  const res = await h.gql<{ tickets: { items: { id: number }[] } }>(
    'query ($s: TicketStatus!) { tickets(where: { status: { eq: $s } }, pageSize: 1, orderBy: [{ field: id, direction: ASC }]) { items { id } } }',
    { s: status },
    { cookie: admin },
  );
  return res.body.data!.tickets.items[0]!.id;
}

describe('ticket actions', () => {
  it('rejects a ticket with a reason', async () => {
    const id = await firstWithStatus('MANUAL');
    const res = await h.gql<{ rejectTicket: { id: number; status: string; statusTitle: string; statusDescription: string } }>(
      'mutation ($id: Int!) { rejectTicket(id: $id, reason: "Чек нечитаем") { id status statusTitle statusDescription } }',
      { id },
      { cookie: admin },
    );
    expect(res.body.data!.rejectTicket).toEqual({ id, status: 'REJECTED', statusTitle: 'Отклонён', statusDescription: 'Чек нечитаем' });
  });

  it('scores a ticket by hand once, with a transaction, and refuses a second time with the spec message', async () => {
    const id = await firstWithStatus('MANUAL');
    const res = await h.gql<{ scoreTicket: { status: string; score: number; transactions: { amount: number; ticketId: number }[] } }>(
      'mutation ($id: Int!) { scoreTicket(id: $id, score: 25) { status score transactions { amount ticketId } } }',
      { id },
      { cookie: admin },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.scoreTicket.status).toBe('PROCESSED');
    expect(res.body.data!.scoreTicket.score).toBe(25);
    expect(res.body.data!.scoreTicket.transactions).toEqual([{ amount: 25, ticketId: id }]);
    const again = await h.gql('mutation ($id: Int!) { scoreTicket(id: $id, score: 5) { status } }', { id }, { cookie: admin });
    expect(again.body.errors?.[0]?.message).toBe('По чеку уже произведено начисление.');
  });

  it('refuses a sales rep rejecting a ticket, and answers user details', async () => {
    const salesMan = await h.signIn('+79990000003');
    const refused = await h.gql('mutation { rejectTicket(id: 1) { id } }', {}, { cookie: salesMan });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const details = await h.gql<{ ticketUserDetails: Record<string, string | null> }>(
      '{ ticketUserDetails(userId: 4) { fiscalDriveNumber userInn kktRegId operator ofd } }',
      {},
      { cookie: admin },
    );
    expect(details.body.errors).toBeUndefined();
    expect(Object.keys(details.body.data!.ticketUserDetails).sort()).toEqual(['fiscalDriveNumber', 'kktRegId', 'ofd', 'operator', 'userInn']);
  });
});
