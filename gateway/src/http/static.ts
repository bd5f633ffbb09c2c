// Serves the built web app: files by path, `index.html` for every other path (history-mode router).
// The build writes Brotli and gzip copies (`.br`, `.gz`) of its text files; they are served as they
// are to a browser that accepts them, never compressed per request.
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicy, inlineScriptHashes, type PageKind } from './security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The accepted encodings of a request (`q=0` refuses one). */
function accepted(req: IncomingMessage): Set<string> {
  const header = req.headers['accept-encoding'];
  const names = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    names.add(name);
  }
  return names;
}

/**
 * Sends a file (its precompressed copy when the client takes one) with the given headers; an HTML
 * page with the Content-Security-Policy of `page`, its own inline scripts allowed by hash.
 */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, headers: Record<string, string>, page: PageKind = 'app'): void {
  if (path.extname(file) === '.html') res.setHeader('content-security-policy', contentSecurityPolicy(page, inlineScriptHashes(file)));
  const accepts = accepted(req);
  const encoding = ENCODINGS.find((e) => accepts.has(e.name) && existsSync(file + e.suffix));
  const sent = encoding ? file + encoding.suffix : file;
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    ...headers,
    'content-length': String(statSync(sent).size),
    'x-content-type-options': 'nosniff',
    ...(ENCODINGS.some((e) => existsSync(file + e.suffix)) ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding.name } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(sent).pipe(res);
}

export function createStaticHandler(root: string) {
  const index = path.join(root, 'index.html');
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = path.join(root, path.normalize(pathname));
    const inside = file.startsWith(root + path.sep);
    const isFile = inside && existsSync(file) && statSync(file).isFile();
    if (!isFile && !existsSync(index)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('The web app is not built: npm run build -w web');
      return;
    }
    // A missing asset is a 404, not the app: a stale chunk must fail loudly, not parse HTML as JS.
    if (!isFile && pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const hashed = isFile && pathname.startsWith('/assets/');
    sendFile(req, res, isFile ? file : index, { 'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache' });
  };
}

/**
 * Serves one page of the built web app (e.g. `explorer.html`) whatever the path, or 404 when it is
 * not built.
 */
export function createPageHandler(root: string, page: string, kind: PageKind = 'app') {
  const file = path.join(root, page);
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('The web app is not built: npm run build -w web');
      return;
    }
    sendFile(req, res, file, { 'cache-control': 'no-cache' }, kind);
  };
}

/** A browser navigating (not a GraphQL client): a GET that accepts HTML. */
export function wantsHtml(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && /\btext\/html\b/.test(req.headers.accept ?? '');
}
