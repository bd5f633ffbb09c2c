// Where the gateway's GraphQL over HTTP follows the spec (graphql.github.io/graphql-over-http) beyond
// what Apollo Server does by itself; gateway/test/http-audit.test.ts runs graphql-http's audit.
import type { IncomingMessage } from 'node:http';
import { parseCookies, SESSION_COOKIE } from '../context';

/**
 * Apollo's CSRF prevention refuses a GET (and a "simple" POST) without a preflight header: a foreign
 * page could make the browser send it with the session cookie. A GET without that cookie carries no
 * ambient credentials (a script's token goes in `Authorization`, which a foreign page cannot set
 * without a CORS preflight the gateway never grants), so nothing is forged: such a GET is let through
 * as spec clients send it (`?query=…&variables=…`). A GET with the cookie still needs the header.
 */
export function getWithoutSessionCookie(req: IncomingMessage): boolean {
  return req.method === 'GET' && !parseCookies(req.headers.cookie)[SESSION_COOKIE];
}

/** Request errors of a well-formed request: parse, validation, variables, the gateway's limits. */
const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'OPERATION_RESOLUTION_FAILURE']);

/**
 * The status of a GraphQL response. With `application/json` (a client that did not ask for
 * `application/graphql-response+json`, or sent no `Accept`), the spec has a well-formed request's
 * parse, validation and variable errors answered with 200 (older clients read only 200 bodies);
 * with `application/graphql-response+json` they stay 400 (Apollo's answer). Anything else (a
 * malformed request, 401, 5xx) keeps its status.
 */
export function responseStatus(status: number, contentType: string | undefined, body: string | undefined): number {
  if (status !== 400 || !contentType?.startsWith('application/json') || body === undefined) return status;
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: unknown } }[] };
    const code = parsed.errors?.[0]?.extensions?.code;
    return typeof code === 'string' && REQUEST_ERROR_CODES.has(code) ? 200 : status;
  } catch {
    return status;
  }
}
