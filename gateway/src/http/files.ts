// GET /files/{container}/{path}: the API's stored files, streamed through the gateway with the
// caller's token, so the browser needs no address or credentials of the API.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tokenFrom } from '../context';
import type { RequestOrigin, UpstreamPool } from '../upstream/client';
import { openStoredFile } from '../upstream/files';

const PASSED = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'content-disposition'];

/** `originOf`: the request's client and address (server.ts), sent to the API as on every call. */
/** `sessionOf`: the token the API gets for a client token (a gateway token's session); undefined: refused (401). */
export function createFilesHandler(
  pool: UpstreamPool,
  originOf: (req: IncomingMessage) => RequestOrigin,
  sessionOf: (token: string | null) => Promise<string | null | undefined> = async (t) => t,
) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const token = await sessionOf(tokenFrom(req.headers.authorization, req.headers.cookie));
    if (token === undefined) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8' }).end('Токен API отозван, истёк или не существует');
      return;
    }
    const headers: Record<string, string> = pool.originHeaders(originOf(req));
    if (token) headers.authorization = token;
    for (const h of ['if-none-match', 'if-modified-since', 'range']) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    try {
      const upstream = await openStoredFile(pool, pathname, req.method as 'GET' | 'HEAD', headers);
      const out: Record<string, string> = { 'x-content-type-options': 'nosniff' };
      for (const h of PASSED) {
        const v = upstream.headers[h];
        if (typeof v === 'string') out[h] = v;
      }
      res.writeHead(upstream.statusCode, out);
      for await (const chunk of upstream.body) res.write(chunk);
      res.end();
    } catch {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('Файл недоступен');
      else res.end();
    }
  };
}
