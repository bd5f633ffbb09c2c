// Issue 28: a ticket write (and a change of a user's places) whose REST answer already is the changed row is answered from it — no
// second read of the row — and that answer is what a fresh read returns. The REST calls of each
// operation are counted (by the operation's request id) and named.
import { describe, expect, it } from 'vitest';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { TicketScoreDocument } from '../../web/src/__generated__/graphql';
import { graphql } from './__generated__';
import type { TicketStatus } from './__generated__/graphql';
import { SCORE_TICKET } from './documents';
import { fileHarness, ticketIds } from './harness';

// It scores, rejects, edits and processes tickets other files count: an API of its own.
const s = fileHarness({ ownApi: true });

/** What the ticket page's status card shows, and the receipt's lines. */
graphql(`
  fragment WriteAnswersTicketFields on Ticket {
    id
    status
    statusTitle
    statusDescription
    score
    planSales
    bonusSales
    scoredItems
    totalSales
    totalSum
    fiscalDriveNumber
    fiscalDocumentNumber
    fiscalSign
    dateTime
    items {
      name
      price
      quantity
      sum
      productId
    }
  }
`);

/** Runs an operation as the administrator: its data and the REST calls it made, as `METHOD path`. */
async function run<T, V>(query: DocumentTypeDecoration<T, V>, variables: V) {
  const res = await s.asAdmin(query, variables);
  expect(res.body.errors).toBeUndefined();
  const requestId = res.headers.get('x-request-id');
  return { data: res.body.data!, calls: s.h.calls.filter((c) => c.requestId === requestId).map((c) => `${c.method} ${c.path}`) };
}

const firstWithStatus = async (status: TicketStatus) => (await ticketIds(s.h, s.admin, status))[0]!;

/** A fresh read of the ticket, with the same selection. */
async function fresh(id: number) {
  const query = graphql(`
    query WriteAnswersFresh($id: Int!) {
      ticket(id: $id) {
        ...WriteAnswersTicketFields
      }
    }
  `);
  return (await run(query, { id })).data.ticket;
}

/** The ticket's status, read before a review action (it decides: docs/adr/0042-actions-by-receipt-status.md); the rest of the operation reuses it. */
const STATUS_READ = 'GET /tickets';

describe('a ticket write answers from the REST answer (issue 28)', () => {
  it('scoreTicket: the session, the score; the ticket it answers is a fresh read of it', async () => {
    const id = await firstWithStatus('MANUAL');
    const { data, calls } = await run(
      graphql(`
        mutation WriteAnswersScore($id: Int!) {
          scoreTicket(id: $id, score: 25) {
            ...WriteAnswersTicketFields
          }
        }
      `),
      { id },
    );
    expect(calls).toEqual(['GET /users/me', STATUS_READ, 'POST /tickets/manualProcess']);
    expect(data.scoreTicket).toMatchObject({ id, status: 'PROCESSED', statusTitle: 'Обработан', score: 25 });
    expect(data.scoreTicket).toEqual(await fresh(id));
  });

  it("the web's TicketScore: the session, the score, then only what the row does not hold (transactions, history)", async () => {
    const id = await firstWithStatus('MANUAL');
    const { data, calls } = await run(TicketScoreDocument, { id, score: 12 });
    // The write, then the two per-ticket reads side by side (in either order).
    expect(calls.slice(0, 3)).toEqual(['GET /users/me', STATUS_READ, 'POST /tickets/manualProcess']);
    expect(calls.slice(3).sort()).toEqual(['GET /auditLogs', `GET /tickets/${id}/transactions`]);
    expect(data.scoreTicket).toMatchObject({ id, status: 'PROCESSED', statusTitle: 'Обработан', score: 12 });
  });

  it('rejectTicket: the session, the PATCH; the answer is a fresh read', async () => {
    const id = await firstWithStatus('MANUAL');
    const { data, calls } = await run(
      graphql(`
        mutation WriteAnswersReject($id: Int!) {
          rejectTicket(id: $id, reason: "Чек нечитаем") {
            ...WriteAnswersTicketFields
          }
        }
      `),
      { id },
    );
    expect(calls).toEqual(['GET /users/me', STATUS_READ, `PATCH /tickets/${id}`]);
    expect(data.rejectTicket).toMatchObject({ id, status: 'REJECTED', statusTitle: 'Отклонён', statusDescription: 'Чек нечитаем' });
    expect(data.rejectTicket).toEqual(await fresh(id));
  });

  it('processTicket: the session, the processing; the answer is a fresh read', async () => {
    const id = await firstWithStatus('NEW');
    const { data, calls } = await run(
      graphql(`
        mutation WriteAnswersProcess($id: Int!) {
          processTicket(id: $id) {
            ...WriteAnswersTicketFields
          }
        }
      `),
      { id },
    );
    expect(calls).toEqual(['GET /users/me', STATUS_READ, `GET /tickets/process/${id}`]);
    expect(data.processTicket).toEqual(await fresh(id));
  });

  it('editTicket: the session, the edit; the answer is a fresh read', async () => {
    const id = await firstWithStatus('MANUAL');
    const { data, calls } = await run(
      graphql(`
        mutation WriteAnswersEdit($id: Int!) {
          editTicket(id: $id, input: { fiscalSign: "1234567890" }) {
            ...WriteAnswersTicketFields
          }
        }
      `),
      { id },
    );
    expect(calls).toEqual(['GET /users/me', STATUS_READ, `POST /tickets/edit/${id}`]);
    expect(data.editTicket).toMatchObject({ id, fiscalSign: '1234567890' });
    expect(data.editTicket).toEqual(await fresh(id));
  });

  it('a field the row does not hold is read as ever (transactions, one call), the ticket not read again', async () => {
    const id = await firstWithStatus('MANUAL');
    const { data, calls } = await run(SCORE_TICKET, { id, score: 3 });
    expect(calls).toEqual(['GET /users/me', STATUS_READ, 'POST /tickets/manualProcess', `GET /tickets/${id}/transactions`]);
    expect(data.scoreTicket).toEqual({ id, status: 'PROCESSED', score: 3, transactions: [{ amount: 3, ticketId: id }] });
  });

  it("the rest of the operation reuses the answer: the ticket's loader holds the row after the write, not the one before", async () => {
    const id = await firstWithStatus('MANUAL');
    const { data, calls } = await run(
      graphql(`
        mutation WriteAnswersReuse($id: Int!) {
          before: sendMessage(input: { ticketId: $id, text: "Проверяем чек" }) {
            ticket {
              id
              status
              score
            }
          }
          scoreTicket(id: $id, score: 4) {
            id
            status
            score
          }
          after: sendMessage(input: { ticketId: $id, text: "Чек проверен" }) {
            ticket {
              id
              status
              score
            }
          }
        }
      `),
      { id },
    );
    expect(data.before.ticket).toEqual({ id, status: 'MANUAL', score: null });
    expect(data.scoreTicket).toEqual({ id, status: 'PROCESSED', score: 4 });
    expect(data.after.ticket).toEqual({ id, status: 'PROCESSED', score: 4 });
    // The policy asks who acts before the first write (issue 37); the ticket is still read once.
    expect(calls).toEqual(['GET /users/me', 'POST /messages/send', 'GET /tickets', 'POST /tickets/manualProcess', 'POST /messages/send']);
  });
});

describe("a change of a user's places answers from the REST answer (issue 28)", () => {
  graphql(`
    fragment WriteAnswersUserFields on User {
      id
      name
      surname
      phone
      roleName
      blocked
      phoneVerified
      placeId
      placeIds
      cityIds
    }
  `);

  async function freshUser(id: number) {
    const query = graphql(`
      query WriteAnswersFreshUser($id: Int!) {
        user(id: $id) {
          ...WriteAnswersUserFields
        }
      }
    `);
    return (await run(query, { id })).data.user;
  }
  /** Runs a change of user 3's places: the session's and `route`'s calls alone, and its answer a fresh read of the user. */
  async function change<T, V>(query: DocumentTypeDecoration<T, V>, variables: V, route: string) {
    const { data, calls } = await run(query, variables);
    expect(calls).toEqual(['GET /users/me', `GET ${route}`]);
    const [user] = Object.values(data as Record<string, Awaited<ReturnType<typeof freshUser>>>);
    expect(user).toEqual(await freshUser(3));
    return user!;
  }
  /** A place the sales rep (user 3) is not at. */
  async function freePlace() {
    const query = graphql(`
      query WriteAnswersFreePlace {
        placesOfUser(userId: 3, assigned: false, pageSize: 1) {
          items {
            id
          }
        }
      }
    `);
    return (await run(query, {})).data.placesOfUser.items[0]!.id;
  }

  it('addUserPlace, setUserPlace, resetUserPlace, removeUserPlace: the session and the write, each answer a fresh read', async () => {
    const placeId = await freePlace();
    const vars = { u: 3, p: placeId };

    const added = await change(
      graphql(`
        mutation WriteAnswersAddPlace($u: Int!, $p: Int!) {
          addUserPlace(userId: $u, placeId: $p) {
            ...WriteAnswersUserFields
          }
        }
      `),
      vars,
      `/users/addPlace/3/${placeId}`,
    );
    expect(added.placeIds).toContain(placeId);

    const set = await change(
      graphql(`
        mutation WriteAnswersSetPlace($u: Int!, $p: Int!) {
          setUserPlace(userId: $u, placeId: $p) {
            ...WriteAnswersUserFields
          }
        }
      `),
      vars,
      `/users/setUserPlace/3/${placeId}`,
    );
    expect(set.placeId).toBe(placeId);

    const reset = await change(
      graphql(`
        mutation WriteAnswersResetPlace($u: Int!) {
          resetUserPlace(userId: $u) {
            ...WriteAnswersUserFields
          }
        }
      `),
      { u: 3 },
      '/users/resetUserPlace/3',
    );
    expect(reset.placeId).toBeNull();

    const removed = await change(
      graphql(`
        mutation WriteAnswersRemovePlace($u: Int!, $p: Int!) {
          removeUserPlace(userId: $u, placeId: $p) {
            ...WriteAnswersUserFields
          }
        }
      `),
      vars,
      `/users/removePlace/3/${placeId}`,
    );
    expect(removed.placeIds).not.toContain(placeId);
  });

  it("assignToPlace still reads the place: the API answers the user, the mutation the place's people", async () => {
    const placeId = await freePlace();
    const { data, calls } = await run(
      graphql(`
        mutation WriteAnswersAssign($u: Int!, $p: Int!) {
          assignToPlace(placeId: $p, userId: $u, role: salesMan) {
            id
          }
        }
      `),
      { u: 3, p: placeId },
    );
    expect(data.assignToPlace).toEqual({ id: placeId });
    expect(calls).toEqual(['GET /users/me', 'POST /places/addSalesMan', `GET /places/${placeId}`]);
  });
});
