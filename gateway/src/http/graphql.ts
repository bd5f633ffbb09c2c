// GraphQL over HTTP at `/graphql`: the body (JSON or a multipart upload), the caller behind the token,
// the web's operations by id (and a browser session held to them), then Apollo Server.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { createContext, tokenFrom, type ContextDeps, type GatewayContext } from '../context';
import { clientAddress, type TrustedProxies } from '../security/client-address';
import { mayReadSchema } from '../security/guard';
import { EXPLORER_HEADER, listedText, persistedId, type TrustedDocuments } from '../security/trusted-documents';
import type { Caller } from '../store';
import type { RequestOrigin } from '../upstream/client';
import { getWithoutSessionCookie, responseStatus } from './graphql-over-http';
import { parseMultipart, type MultipartError } from './multipart';

export const MAX_BODY = 1024 * 1024;

/** An HTTP request's origin: `script` for an `Authorization` token, `web` for the session cookie; its address. */
export function httpOrigin(req: IncomingMessage, trusted: TrustedProxies): RequestOrigin {
  return { client: req.headers.authorization?.trim() ? 'script' : 'web', address: clientAddress(req, trusted) };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        // Read no more of it; the 413 is answered and the connection closed after it (onRequest).
        req.removeAllListeners('data');
        req.pause();
        reject(Object.assign(new Error('Request body is too large'), { status: 413 }));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

interface OperationParams {
  query?: unknown;
  extensions?: unknown;
}

/** A GET's operation (`?query=…&extensions={…}`). */
function fromSearch(params: URLSearchParams): OperationParams {
  let extensions: unknown;
  try {
    extensions = JSON.parse(params.get('extensions') ?? 'null');
  } catch {
    extensions = undefined;
  }
  return { query: params.get('query') ?? undefined, extensions };
}

/** A request refused before Apollo, answered as Apollo answers a request error (graphql-over-http.ts). */
function sendRefusal(req: IncomingMessage, res: ServerResponse, error: GraphQLError, requestId: string): void {
  const spec = /application\/graphql-response\+json/.test(req.headers.accept ?? '');
  const { http: _http, ...extensions } = error.extensions;
  res.writeHead(spec ? 400 : 200, {
    'content-type': `${spec ? 'application/graphql-response+json' : 'application/json'}; charset=utf-8`,
    'x-request-id': requestId,
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify({ errors: [{ message: error.message, extensions }] }));
}

export interface GraphQLHandlerDeps {
  apollo: ApolloServer<GatewayContext>;
  contextDeps: ContextDeps;
  callerOf(token: string | null): Promise<Caller | GraphQLError>;
  originOf(req: IncomingMessage): RequestOrigin;
  /** The web's operations, when browser sessions are held to them. */
  trusted: TrustedDocuments | null;
}

export function createGraphQLHandler({ apollo, contextDeps, callerOf, originOf, trusted }: GraphQLHandlerDeps) {
  return async function handleGraphQL(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requestId = (req.headers['x-request-id'] as string | undefined) || randomUUID();
    let body: unknown = undefined;
    const multipart = req.method === 'POST' && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
    if (multipart) {
      // A form post is a "simple" request a foreign page could make: require a preflight header.
      if (!req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name']) {
        sendJson(res, 400, {
          errors: [{ message: 'Для загрузки файла нужен заголовок apollo-require-preflight', extensions: { code: 'BAD_REQUEST' } }],
        });
        return;
      }
      try {
        body = await parseMultipart(req);
      } catch (error) {
        const e = error as MultipartError;
        sendJson(res, e.status ?? 400, { errors: [{ message: e.message, extensions: { code: 'BAD_USER_INPUT' } }] });
        return;
      }
    } else if (req.method === 'POST') {
      const text = await readBody(req);
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          sendJson(res, 400, { errors: [{ message: 'Тело запроса не является JSON', extensions: { code: 'BAD_REQUEST' } }] });
          return;
        }
      }
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    // The multipart body is now an ordinary operation.
    if (multipart) headers.set('content-type', 'application/json');
    // Apollo's CSRF prevention is for what carries the session cookie (graphql-over-http.ts).
    if (getWithoutSessionCookie(req)) headers.set('apollo-require-preflight', 'no-session-cookie');
    const caller = await callerOf(tokenFrom(req.headers.authorization, req.headers.cookie));
    if (caller instanceof GraphQLError) {
      res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId });
      res.end(JSON.stringify({ errors: [{ message: caller.message, extensions: { code: caller.extensions.code } }] }));
      return;
    }
    // The audit trail tells a script's token (Authorization) from the browser's session cookie.
    const origin = originOf(req);
    const context = createContext(contextDeps, caller.token, requestId, origin, caller.grant);
    // The web's operations come by id; a browser session sends nothing else (its explorer, for staff, may).
    let search = url.search;
    if (trusted) {
      const given = req.method === 'GET' ? fromSearch(url.searchParams) : ((body ?? {}) as OperationParams);
      const listed = !given.query ? trusted.text(persistedId(given.extensions)) : undefined;
      const explorer = () => req.headers[EXPLORER_HEADER] === '1' && mayReadSchema(context);
      if (listed !== undefined) {
        const { persistedQuery: _id, ...extensions } = given.extensions as Record<string, unknown>;
        if (req.method === 'GET') search = `?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), query: listed, extensions: JSON.stringify(extensions) })}`;
        else body = { ...given, query: listed, extensions };
      } else if (origin.client === 'web' && (caller.token ? !(await explorer()) : !given.query && persistedId(given.extensions) !== undefined)) {
        // A visitor's page (sign-in) sends ids too: one this gateway does not list is a page to reload
        // (a visitor registers no automatic persisted query, security/persisted-queries.ts).
        const refused = listedText(trusted, given.query, given.extensions) as GraphQLError;
        sendRefusal(req, res, refused, requestId);
        return;
      }
    }
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers, search, body },
      context: async () => context,
    });
    const outHeaders: Record<string, string | string[]> = { 'x-request-id': requestId, 'cache-control': 'no-store' };
    for (const [key, value] of result.headers) outHeaders[key] = value;
    if (context.cookies.headers.length) outHeaders['set-cookie'] = context.cookies.headers;
    const status = responseStatus(result.status ?? 200, result.headers.get('content-type'), result.body.kind === 'complete' ? result.body.string : undefined);
    if (result.body.kind === 'complete') {
      // With its length the answer goes out in one write, not chunked (issue 27).
      outHeaders['content-length'] = String(Buffer.byteLength(result.body.string));
      res.writeHead(status, outHeaders);
      res.end(result.body.string);
    } else {
      res.writeHead(status, outHeaders);
      for await (const chunk of result.body.asyncIterator) res.write(chunk);
      res.end();
    }
  };
}
