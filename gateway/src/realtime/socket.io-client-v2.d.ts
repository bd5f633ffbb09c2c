// socket.io-client 2.5 ships no types; only what `protocol.ts` uses of it.
declare module 'socket.io-client-v2' {
  interface SocketV2 {
    readonly connected: boolean;
    /** The Manager: `reconnecting` while it is about to try again by itself. */
    readonly io: { reconnecting?: boolean };
    on(event: string, listener: (...args: never[]) => void): SocketV2;
    emit(event: string, ...args: unknown[]): SocketV2;
    open(): SocketV2;
    close(): SocketV2;
    off(): SocketV2;
  }
  interface OptionsV2 {
    path?: string;
    query?: Record<string, string>;
    transports?: string[];
    reconnection?: boolean;
    reconnectionDelay?: number;
    reconnectionDelayMax?: number;
    forceNew?: boolean;
    extraHeaders?: Record<string, string>;
  }
  function io(url: string, options?: OptionsV2): SocketV2;
  export default io;
}
