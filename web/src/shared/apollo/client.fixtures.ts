// What the Apollo client's tests share: the test's own counters query and subscription, the clients a
// test starts (disposed after it: `liveClients()`, called by each file, registers the file's own hook,
// as the files share modules, isolate: false), a wait on a condition, the counters the mocked gateway answers.
import { graphql } from '../../__generated__';
import { graphql as mock, HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import { server } from '../../test/server';
import { createApolloClient, type LiveApolloClient } from './client';

const URI = 'http://localhost:3000/graphql';

export const CountersQuery = graphql(`
  query ClientTestCounters {
    autoProcessor {
      status
      counters {
        status
        statusCode
        count
      }
    }
  }
`);

export const CountersSubscription = graphql(`
  subscription ClientTestCountersLive {
    ticketCounters {
      status
      statusCode
      count
    }
  }
`);

/** `start()` makes a client (disposed after the test, or by `dispose()`). */
export function liveClients() {
  let live: LiveApolloClient | null = null;
  const dispose = () => {
    live?.dispose();
    live = null;
  };
  afterEach(dispose);
  const start = (options: Parameters<typeof createApolloClient>[0] = {}) => {
    live = createApolloClient({ uri: URI, retryDelay: () => 20, ...options });
    return live;
  };
  return { start, dispose };
}

export const waitFor = async (check: () => boolean, label: string) => {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`still waiting: ${label}`);
    },
    { timeout: 15_000, interval: 10 },
  );
};

export function countersHandler(counts: Array<[string, number]>) {
  let calls = 0;
  server.use(
    mock.query('ClientTestCounters', () => {
      calls += 1;
      return HttpResponse.json({
        data: {
          autoProcessor: {
            __typename: 'AutoProcessor',
            status: 'stopped',
            counters: counts.map(([code, count]) => ({ __typename: 'TicketStatusCount', status: code.toUpperCase(), statusCode: code, count })),
          },
        },
      });
    }),
  );
  return { calls: () => calls };
}
