// Issue 14: only `upstream/` speaks REST and only `realtime/` speaks socket.io. Every other file of
// gateway/src (tests and generated code aside) is read as TypeScript and fails here when it
//  - calls the REST client itself (`ctx.upstream.get(…)`, `upstream.post(…)`, …),
//  - spells a REST path: a string or template starting with a route root the upstream modules use
//    (`/tickets…`, `/users…`), or any `/path` handed to a get/post/patch/put/delete/upload/request call,
//  - imports the HTTP or socket.io client (undici, socket.io-client and its 2.x alias),
//  - spells a socket event or room of `realtime/topics.ts` (`'messenger.newMessage'`, `` `user-${id}` ``),
//    or any `messenger.*` / `ticketAutoProcessor.*` / `session.*` event name,
//  - listens on the upstream sockets itself (`ctx.sockets.listen(…)`) instead of `socketStream`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { commands, rooms, topics } from '../realtime/topics';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const rel = (path: string) => relative(SRC, path).split(sep).join('/');
const inBoundary = (path: string) => /^(upstream|realtime)\//.test(rel(path));

/** The literal text pieces of a file: strings, templates without substitutions and template heads. */
function literals(source: ts.SourceFile): { text: string; node: ts.Node }[] {
  const out: { text: string; node: ts.Node }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) out.push({ text: node.text, node });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const parse = (path: string, text = readFileSync(path, 'utf8')) => ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);

/** The gateway's own HTTP routes (server.ts): never an upstream root, even when an upstream path shares the
 *  segment (LoopBack 3's description `/explorer/swagger.json`, read by upstream/shapes.ts, vs the gateway's `/explorer`). */
const GATEWAY_ROUTES = new Set(['graphql', 'explorer', 'health', 'metrics', 'files', 'export']);

/** The first segment of every REST path the upstream modules spell (`/tickets/stats` → `tickets`). */
function restRoots(): Set<string> {
  const roots = new Set<string>();
  for (const path of sourceFiles(join(SRC, 'upstream'))) {
    for (const { text } of literals(parse(path))) {
      const root = /^\/([A-Za-z][A-Za-z0-9]*)/.exec(text)?.[1];
      if (root && !GATEWAY_ROUTES.has(root)) roots.add(root);
    }
  }
  return roots;
}

/** Every event and room of the topic map (room builders called with a sample argument). */
function socketNames(): { events: Set<string>; rooms: Set<string>; roomPrefixes: Set<string> } {
  const events = new Set<string>(Object.values(commands).filter((c) => c.includes('.')));
  const roomNames = new Set<string>();
  const roomPrefixes = new Set<string>();
  for (const make of Object.values(topics) as ((arg: never) => { event: string; room: string | null })[]) {
    events.add(make(7 as never).event);
  }
  for (const room of Object.values(rooms)) {
    if (typeof room === 'string') roomNames.add(room);
    else roomPrefixes.add(room(7).replace(/7$/, ''));
  }
  return { events, rooms: roomNames, roomPrefixes };
}

const CLIENT_METHODS = new Set(['get', 'post', 'patch', 'put', 'delete', 'upload', 'request']);
const EVENT_NAME = /^(messenger|ticketAutoProcessor|session)\.[A-Za-z]+$/;
const FORBIDDEN_IMPORTS = new Set(['undici', 'socket.io-client', 'socket.io-client-v2']);

/** Violations of one file: `file:line: what`. */
export function violations(source: ts.SourceFile, names = { roots: restRoots(), ...socketNames() }): string[] {
  const found: { start: number; text: string }[] = [];
  const at = (node: ts.Node, what: string) => {
    const start = node.getStart(source);
    const { line } = source.getLineAndCharacterOfPosition(start);
    found.push({ start, text: `${rel(source.fileName)}:${line + 1}: ${what}` });
  };
  for (const { text, node } of literals(source)) {
    const root = /^\/([A-Za-z][A-Za-z0-9]*)/.exec(text)?.[1];
    if (root && names.roots.has(root)) at(node, `REST path '${text}': call a function of upstream/<domain>.ts`);
    if (names.events.has(text) || EVENT_NAME.test(text)) at(node, `socket event '${text}': use realtime/topics.ts`);
    if (names.rooms.has(text)) at(node, `socket room '${text}': use realtime/topics.ts`);
    if (ts.isTemplateHead(node) && names.roomPrefixes.has(text)) at(node, `socket room \`${text}\${…}\`: use realtime/topics.ts`);
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const target = node.expression.expression;
      const targetName = ts.isPropertyAccessExpression(target) ? target.name.text : ts.isIdentifier(target) ? target.text : '';
      if (targetName === 'upstream' && CLIENT_METHODS.has(method)) at(node, `REST call upstream.${method}(…): call a function of upstream/<domain>.ts`);
      if (targetName === 'sockets' && method === 'listen') at(node, 'sockets.listen(…): use socketStream with a topic of realtime/topics.ts');
      const first = node.arguments[0];
      if (CLIENT_METHODS.has(method) && first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first) || ts.isTemplateExpression(first))) {
        const text = ts.isTemplateExpression(first) ? first.head.text : first.text;
        if (/^\/[A-Za-z]/.test(text)) at(node, `REST path '${text}' in a ${method}(…) call: call a function of upstream/<domain>.ts`);
      }
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && FORBIDDEN_IMPORTS.has(node.moduleSpecifier.text)) {
      at(node, `imports ${node.moduleSpecifier.text}: only upstream/ (REST) and realtime/ (socket.io) do`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.sort((x, y) => x.start - y.start).map((v) => v.text);
}

describe('the upstream and realtime boundaries (issue 14)', () => {
  it('finds the route roots and topics it checks for', () => {
    const roots = restRoots();
    for (const root of ['tickets', 'ticket', 'users', 'places', 'cities', 'messages', 'fileUpload', 'auditLogs', 'savedViews', 'vendors']) {
      expect(roots.has(root), root).toBe(true);
    }
    const names = socketNames();
    expect(names.events.has('messenger.newMessage')).toBe(true);
    expect(names.events.has('ticketAutoProcessor.status')).toBe(true);
    expect(names.rooms.has('ticket-auto-processor')).toBe(true);
    expect([...names.roomPrefixes]).toEqual(['user-', 'record:']);
  });

  it('no file outside upstream/ and realtime/ spells a REST path, calls the REST client, or names a socket event or room', () => {
    const names = { roots: restRoots(), ...socketNames() };
    const files = sourceFiles(SRC).filter((path) => !inBoundary(path));
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap((path) => violations(parse(path), names))).toEqual([]);
  });

  it('catches each kind of violation (a resolver as it was before issue 14)', () => {
    const resolver = parse(
      join(SRC, 'modules/example/resolvers.ts'),
      `import { request } from 'undici';
       const PATH = '/savedViews';
       export const r = {
         a: (ctx) => ctx.upstream.post('/tickets/manualProcess', { ticketId: 1 }),
         b: (ctx, id) => ctx.upstream.get(\`/tickets/process/\${id}\`),
         c: (upstream) => upstream.delete(PATH),
         d: (api) => api.get('/widgets'),
         e: (ctx) => socketStream(ctx, { room: 'ticket-auto-processor', event: 'ticketAutoProcessor.status' }),
         f: (ctx, t) => socketStream(ctx, { room: \`user-\${t.userId}\`, event: 'messenger.newMessage' }),
         g: (ctx) => ctx.sockets.listen(ctx.token, null, 'messenger.someNewEvent', () => {}),
       };`,
    );
    expect(violations(resolver)).toEqual([
      'modules/example/resolvers.ts:1: imports undici: only upstream/ (REST) and realtime/ (socket.io) do',
      "modules/example/resolvers.ts:2: REST path '/savedViews': call a function of upstream/<domain>.ts",
      'modules/example/resolvers.ts:4: REST call upstream.post(…): call a function of upstream/<domain>.ts',
      "modules/example/resolvers.ts:4: REST path '/tickets/manualProcess' in a post(…) call: call a function of upstream/<domain>.ts",
      "modules/example/resolvers.ts:4: REST path '/tickets/manualProcess': call a function of upstream/<domain>.ts",
      'modules/example/resolvers.ts:5: REST call upstream.get(…): call a function of upstream/<domain>.ts',
      "modules/example/resolvers.ts:5: REST path '/tickets/process/' in a get(…) call: call a function of upstream/<domain>.ts",
      "modules/example/resolvers.ts:5: REST path '/tickets/process/': call a function of upstream/<domain>.ts",
      'modules/example/resolvers.ts:6: REST call upstream.delete(…): call a function of upstream/<domain>.ts',
      "modules/example/resolvers.ts:7: REST path '/widgets' in a get(…) call: call a function of upstream/<domain>.ts",
      "modules/example/resolvers.ts:8: socket room 'ticket-auto-processor': use realtime/topics.ts",
      "modules/example/resolvers.ts:8: socket event 'ticketAutoProcessor.status': use realtime/topics.ts",
      'modules/example/resolvers.ts:9: socket room `user-${…}`: use realtime/topics.ts',
      "modules/example/resolvers.ts:9: socket event 'messenger.newMessage': use realtime/topics.ts",
      'modules/example/resolvers.ts:10: sockets.listen(…): use socketStream with a topic of realtime/topics.ts',
      "modules/example/resolvers.ts:10: socket event 'messenger.someNewEvent': use realtime/topics.ts",
    ]);
  });

  it('leaves the gateway’s own routes and ordinary strings alone', () => {
    const server = parse(
      join(SRC, 'server.ts'),
      `const routes = ['/graphql', '/explorer', '/health', '/metrics', '/files/'];
       const ua = req.headers['user-agent'];
       const url = \`/files/\${container}/\${path}\`;
       logger.info('upstream socket connected');`,
    );
    expect(violations(server)).toEqual([]);
  });
});
