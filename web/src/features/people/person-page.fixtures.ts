// What the person page's tests share: the person, its places and devices as the mocked gateway holds
// them. Each test file calls `preloadPersonPage()`: its hook is its own (the files share modules, isolate: false).
import { graphql, HttpResponse } from 'msw';
import { beforeAll } from 'vitest';
import type { PersonPlacesQueryVariables } from '../../__generated__/graphql';
import { vendor } from '../../test/fixtures';

/**
 * The first render of the page loads its chunk: cold, on a busy two-core machine, for more than the
 * 30 s a test waits for the page. It loads once before the file's tests, under the 60 s hook bound.
 */
export function preloadPersonPage(): void {
  beforeAll(async () => {
    await import('./person-routes');
  }, 60_000);
}

const place = (id: number, title: string) => ({ __typename: 'Place', id, title, address: `Тула, ул. ${id}` });

/** The person's places as the gateway holds them: assigned ids, 14 places in all. */
export function placesHandler(assigned: Set<number>, requests: PersonPlacesQueryVariables[] = []) {
  return graphql.query('PersonPlaces', ({ variables }) => {
    requests.push(variables as PersonPlacesQueryVariables);
    const all = Array.from({ length: 14 }, (_, i) => place(i + 1, `Место ${i + 1}`));
    const page = (rows: typeof all, n: number) => rows.slice((n - 1) * 12, n * 12);
    const inRows = all.filter((p) => assigned.has(p.id));
    const outRows = all.filter((p) => !assigned.has(p.id));
    return HttpResponse.json({
      data: {
        assigned: { __typename: 'PlacePage', items: page(inRows, variables.inPage as number), total: inRows.length },
        notAssigned: { __typename: 'PlacePage', items: page(outRows, variables.outPage as number), total: outRows.length },
      },
    });
  });
}

/** The PersonRoute answer's body for the person `id`. */
export function personAnswer(id: unknown, user = vendor(), tickets = true) {
  return {
    data: {
      user: { ...user, id },
      ...(tickets
        ? {
            tickets: {
              __typename: 'TicketPage',
              items: [
                {
                  __typename: 'Ticket',
                  id: 501,
                  dateTime: '2024-03-01T09:30:00.000Z',
                  totalSum: 123450,
                  score: 15,
                  status: 'PROCESSED',
                  statusCode: 'processed',
                  statusTitle: 'Обработан',
                  place: { __typename: 'Place', id: 9, title: 'Магазин у дома' },
                },
              ],
              total: 1,
            },
          }
        : {}),
    },
  };
}

export function personHandler(user = vendor(), tickets = true) {
  return graphql.query('PersonRoute', ({ variables }) => HttpResponse.json(personAnswer(variables.id, user, tickets)));
}

export const deviceCount = (count: number) => graphql.query('PersonDeviceCount', () => HttpResponse.json({ data: { deviceCount: count } }));
