// socket.io 2.5 (the server, for tests standing in for a LoopBack 3-era API) ships no types; only
// what the tests use of it.
declare module 'socket.io-v2' {
  import type { Server as HttpServer } from 'node:http';
  interface SocketV2 {
    id: string;
    handshake: { query: Record<string, string | undefined> };
    on(event: string, listener: (...args: never[]) => void): SocketV2;
    join(room: string, callback?: (error?: unknown) => void): SocketV2;
    leave(room: string, callback?: (error?: unknown) => void): SocketV2;
    disconnect(close?: boolean): SocketV2;
  }
  interface ServerV2 {
    use(middleware: (socket: SocketV2, next: (error?: Error) => void) => void): ServerV2;
    on(event: 'connection', listener: (socket: SocketV2) => void): ServerV2;
    to(room: string): { emit(event: string, ...args: unknown[]): void };
    sockets: { sockets: Record<string, SocketV2> };
    close(callback?: () => void): void;
  }
  function io(server: HttpServer, options?: { path?: string }): ServerV2;
  export default io;
}
