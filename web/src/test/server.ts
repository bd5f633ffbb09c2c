import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import listedDocuments from '../__generated__/persisted-documents.json';
import { gatewaySocketHandler } from './gateway-socket';

/** The capabilities every screen reads (the sidebar, saved views): an API with every route, unless a test says otherwise. */
export const everyCapability = graphql.query('UpstreamCapabilities', () =>
  HttpResponse.json({ data: { upstreamCapabilities: { __typename: 'UpstreamCapabilities', routes: [] } } }),
);

/**
 * What the tickets screen reads once its rows are drawn (its named filters' counts, the processor):
 * none counted and the processor stopped, unless a test says otherwise (issue 42).
 */
export const ticketsAside = graphql.query('TicketsAside', () =>
  HttpResponse.json({
    data: {
      ticketCounts: { __typename: 'TicketCounts', total: 0, statuses: [] },
      autoProcessor: { __typename: 'AutoProcessor', status: 'stopped', history: [], counters: [] },
    },
  }),
);

/**
 * The mocked network of web tests; each test adds its handlers with `server.use(...)`. The
 * gateway's graphql-ws socket is always there (the /app shell opens it at once), the API's
 * capabilities (none missing) and the tickets screen's aside query.
 */
export const server = setupServer(gatewaySocketHandler, everyCapability, ticketsAside);

/**
 * The web sends its operations by id (shared/graphql/persisted.ts) and msw's GraphQL handlers know an
 * operation by its text: the mocked network puts the listed text back, as the gateway does
 * (gateway/src/security/trusted-documents.ts), in JSON bodies and in a multipart's `operations`. Installed once over msw's `fetch`.
 */
export function runListedDocuments(): void {
  if ((globalThis.fetch as { listed?: boolean }).listed) return;
  const listed: Record<string, string> = listedDocuments;
  const withText = (body: string): string => {
    try {
      const operation = JSON.parse(body) as { extensions?: { persistedQuery?: { sha256Hash?: string } } };
      const text = listed[`sha256:${operation.extensions?.persistedQuery?.sha256Hash}`];
      return text ? JSON.stringify({ ...operation, query: text }) : body;
    } catch {
      return body;
    }
  };
  const fetchOfMsw = globalThis.fetch;
  globalThis.fetch = Object.assign(
    (input: RequestInfo | URL, init?: RequestInit) => fetchOfMsw(input, typeof init?.body === 'string' ? { ...init, body: withText(init.body) } : init),
    { listed: true },
  );
  // A multipart's `operations` (uploads, over XMLHttpRequest or fetch) as it is put in its form.
  for (const method of ['append', 'set'] as const) {
    const original = FormData.prototype[method] as (this: FormData, name: string, value: unknown, ...rest: unknown[]) => void;
    FormData.prototype[method] = function (this: FormData, name: string, value: unknown, ...rest: unknown[]) {
      original.call(this, name, name === 'operations' && typeof value === 'string' ? withText(value) : value, ...rest);
    } as never;
  }
}
