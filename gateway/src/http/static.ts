// Serves the built web app: files by path, `index.html` for every other path (history-mode router).
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

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
    const target = isFile ? file : index;
    const hashed = isFile && pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(target).pipe(res);
  };
}

/**
 * Serves one page of the built web app (e.g. `explorer.html`) whatever the path, or 404 when it is
 * not built.
 */
export function createPageHandler(root: string, page: string) {
  const file = path.join(root, page);
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('The web app is not built: npm run build -w web');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}

/** A browser navigating (not a GraphQL client): a GET that accepts HTML. */
export function wantsHtml(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && /\btext\/html\b/.test(req.headers.accept ?? '');
}
