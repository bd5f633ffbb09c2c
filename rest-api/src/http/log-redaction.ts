// Tokens and passwords never reach the API's log (issue 23, F9): the request line's URL has the
// values of credential parameters replaced, credential headers are censored, and any logged object's
// credential fields (a body, an error's details) too. Fastify logs no bodies itself.
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[REDACTED]';

/** Query parameters and body fields that carry credentials (LoopBack's access_token included). */
const SECRET_NAME = /^(access_?token|accesstoken|token|password|new_?password|old_?password|secret|api_?key)$/i;

/** The URL with the values of credential parameters replaced (`?access_token=…` → `[REDACTED]`). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      let name = eq < 0 ? pair : pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judged as written
      }
      return eq >= 0 && SECRET_NAME.test(name.replace(/\[.*$/, '')) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

const HEADERS = ['authorization', 'x-access-token', 'x-gateway-secret', 'cookie', 'set-cookie'];
const FIELDS = ['password', 'newPassword', 'oldPassword', 'accessToken', 'access_token', 'token', 'secret'];

/** pino's redaction paths: credential headers of a logged request or reply, credential fields one or two levels deep. */
export const REDACT_PATHS = [
  ...HEADERS.flatMap((h) => [`req.headers["${h}"]`, `res.headers["${h}"]`, `headers["${h}"]`]),
  ...FIELDS.flatMap((f) => [`${f}`, `*.${f}`, `*.*.${f}`]),
];

/** The request as logged: its URL redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.clientAddress ?? request.ip,
  };
}
