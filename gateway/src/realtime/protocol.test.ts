import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Server as ServerV4 } from 'socket.io';
import ioV2 from 'socket.io-v2';
import { createLogger } from '../shared/logger';
import { probeSocketIo, SocketIoProtocol } from './protocol';
import { UpstreamSockets } from './sockets';

async function listen(handler?: (req: IncomingMessage, res: ServerResponse) => void) {
  const http: HttpServer = createServer(handler);
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  return { http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

let cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn();
  cleanup = [];
});

describe('probeSocketIo', () => {
  it('tells a socket.io 2 server (Engine.IO 3) from a 4 one, and closes the session it opened', async () => {
    const v2 = await listen();
    const io2 = ioV2(v2.http);
    cleanup.push(() => new Promise<void>((r) => io2.close(() => r())));
    const v4 = await listen();
    const io4 = new ServerV4(v4.http);
    cleanup.push(() => new Promise<void>((r) => void io4.close(() => r())));
    let closed = false;
    io4.engine.on('connection', (socket: { on(e: string, f: () => void): void }) => socket.on('close', () => (closed = true)));

    expect(await probeSocketIo(v2.url, '/socket.io')).toBe(2);
    expect(await probeSocketIo(v4.url, '/socket.io')).toBe(4);
    // The probe closes the session it opened on the 4.x server.
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 20_000, interval: 20 });
  });

  it('rejects what is not a socket.io handshake, and an API that does not answer', async () => {
    const lb = await listen((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":{"statusCode":404,"message":"There is no method to handle GET /socket.io/"}}');
    });
    cleanup.push(() => void lb.http.close());
    await expect(probeSocketIo(lb.url, '/socket.io')).rejects.toThrow('socket.io handshake answered 404');
    const text = await listen((_req, res) => res.end('hello'));
    cleanup.push(() => void text.http.close());
    await expect(probeSocketIo(text.url, '/socket.io')).rejects.toThrow('not a socket.io handshake');
    const gone = await listen();
    await new Promise((r) => gone.http.close(r));
    await expect(probeSocketIo(gone.url, '/socket.io')).rejects.toThrow();
  });
});

describe('SocketIoProtocol', () => {
  it('auto: unknown until a probe answers, one probe at a time, the last answer wins', async () => {
    const answers = [2, 4] as const;
    let probes = 0;
    const protocol = new SocketIoProtocol('auto', async () => answers[probes++]!);
    expect(protocol.version).toBeNull();
    const [a, b] = await Promise.all([protocol.detect(), protocol.detect()]);
    expect([a, b, probes, protocol.version]).toEqual([2, 2, 1, 2]);
    expect(await protocol.detect()).toBe(4);
    expect(protocol.version).toBe(4);
  });

  it('configured: never probes for the version; reachable() still asks the API', async () => {
    let probes = 0;
    const protocol = new SocketIoProtocol(2, async () => {
      probes++;
      throw new Error('down');
    });
    expect(protocol.version).toBe(2);
    expect(await protocol.detect()).toBe(2);
    expect(probes).toBe(0);
    expect(await protocol.reachable()).toBe(false);
    expect([probes, protocol.version, protocol.lastProbe?.ok]).toEqual([1, 2, false]);
  });
});

describe('UpstreamSockets in front of an API that changes', () => {
  it('auto: an API away at first, then up on socket.io 2, is found out and its events arrive', async () => {
    const away = await listen();
    const port = (away.http.address() as AddressInfo).port;
    await new Promise((r) => away.http.close(r));
    const warnings: string[] = [];
    const sockets = new UpstreamSockets({
      baseUrl: away.url,
      logger: createLogger('warn', (line) => warnings.push((JSON.parse(line) as { msg: string }).msg)),
    });
    cleanup.push(() => sockets.close());
    const got: unknown[] = [];
    const links: boolean[] = [];
    sockets.watchLink('tok', (up) => links.push(up));
    sockets.listen('tok', 'user-3', 'messenger.newMessage', (p) => got.push(p));
    const until = (check: () => boolean, what: string) =>
      vi.waitFor(
        () => {
          if (!check()) throw new Error(`${what} not met`);
        },
        { timeout: 20_000, interval: 20 },
      );
    await until(() => links.length === 1, 'the first attempt failing');
    expect(links).toEqual([false]);

    const http: HttpServer = createServer();
    const io2 = ioV2(http);
    const joined: string[] = [];
    io2.on('connection', (socket) => socket.on('join', (room: string) => void socket.join(room, () => joined.push(room))));
    await new Promise<void>((r) => http.listen(port, '127.0.0.1', r));
    cleanup.push(() => new Promise<void>((r) => io2.close(() => r())));
    await until(() => joined.includes('user-3'), 'the room joined on the socket.io 2 server');
    io2.to('user-3').emit('messenger.newMessage', { id: 9, text: 'Готово' });
    await until(() => got.length === 1, 'the event');
    expect(got).toEqual([{ id: 9, text: 'Готово' }]);
    expect(links).toEqual([false, true]);
    expect(sockets.protocol.version).toBe(2);
    expect(warnings).toEqual(['upstream socket.io protocol unknown: the API did not answer its handshake; trying socket.io 4', 'upstream socket.io protocol changed']);
  });
});
