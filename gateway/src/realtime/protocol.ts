// Which socket.io protocol the API speaks, and one client for each: socket.io 2 (Engine.IO 3, the
// kind LoopBack 3-era APIs run) and socket.io 3/4 (Engine.IO 4). The two clients cannot talk to each
// other's servers (a 4.x client in front of a 2.x server connects to nothing, silently), so the
// gateway is told (`UPSTREAM_SOCKETIO=2|4`) or finds out (`auto`) by probing the Engine.IO handshake.
import { io as ioV4 } from 'socket.io-client';
import ioV2 from 'socket.io-client-v2';

export type SocketIoVersion = 2 | 4;
/** `auto`: probe the API at start and again when a connection is lost or refused. */
export type SocketIoSetting = 'auto' | SocketIoVersion;

/** What `UpstreamSockets` uses of a socket.io client socket, the same for both versions. */
export interface ClientSocket {
  readonly connected: boolean;
  /** The client will try to connect again by itself (no need to call `connect`). */
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
  connect(): void;
  disconnect(): void;
  removeAllListeners(): void;
}

export interface ClientOptions {
  path: string;
  token: string;
  /** Handshake headers (the client's address and the gateway's secret: `UpstreamPool.originHeaders`). */
  headers?: Record<string, string>;
}

const COMMON = { transports: ['websocket'], reconnection: true, reconnectionDelay: 500, reconnectionDelayMax: 5000 } as const;

/** A client socket of `version` to `baseUrl`, the token as the `access_token` query parameter (spec §7). */
export function openClient(version: SocketIoVersion, baseUrl: string, options: ClientOptions): ClientSocket {
  const query = { access_token: options.token };
  if (version === 4) {
    const socket = ioV4(baseUrl, { ...COMMON, transports: [...COMMON.transports], path: options.path, query, extraHeaders: options.headers ?? {} });
    return {
      get connected() {
        return socket.connected;
      },
      get active() {
        return socket.active;
      },
      on: (event, listener) => void socket.on(event, listener as (...args: unknown[]) => void),
      emit: (event, ...args) => void socket.emit(event, ...args),
      connect: () => void socket.connect(),
      disconnect: () => void socket.disconnect(),
      removeAllListeners: () => void socket.removeAllListeners(),
    };
  }
  // socket.io-client 2 shares one Manager per URL unless told not to: one per token here, as with 4.
  const socket = ioV2(baseUrl, { ...COMMON, transports: [...COMMON.transports], path: options.path, query, extraHeaders: options.headers ?? {}, forceNew: true });
  return {
    get connected() {
      return socket.connected;
    },
    get active() {
      return socket.io.reconnecting === true;
    },
    on: (event, listener) => void socket.on(event, listener),
    emit: (event, ...args) => void socket.emit(event, ...args),
    connect: () => void socket.open(),
    disconnect: () => void socket.close(),
    removeAllListeners: () => void socket.off(),
  };
}

/**
 * The protocol of the socket.io server at `baseUrl` + `path`, from its Engine.IO handshake asked for
 * with `EIO=4` over polling: a 3/4 server answers `0{"sid":…}`, a 2.x server (Engine.IO 3, which
 * accepts any EIO) answers in its own framing, `97:0{"sid":…}`. The probe carries no token (the
 * handshake needs none) and closes the session it opened. Rejects when the API does not answer
 * or answers something else (not a socket.io server there).
 */
export async function probeSocketIo(baseUrl: string, path: string, timeoutMs = 3000): Promise<SocketIoVersion> {
  const url = `${baseUrl}${path.replace(/\/?$/, '/')}?EIO=4&transport=polling`;
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  const body = (await response.text()).slice(0, 500);
  if (!response.ok) throw new Error(`socket.io handshake answered ${response.status}`);
  let version: SocketIoVersion;
  let open: string;
  if (body.startsWith('0{')) {
    version = 4;
    open = body.slice(1);
  } else if (/^\d+:0\{/.test(body)) {
    version = 2;
    open = body.slice(body.indexOf(':') + 2);
  } else {
    throw new Error('not a socket.io handshake');
  }
  const sid = /"sid":"([^"]+)"/.exec(open)?.[1];
  if (sid) {
    // The close packet: `1` (Engine.IO 4), `1:1` (Engine.IO 3, length-prefixed). Best effort.
    void fetch(`${url}&sid=${encodeURIComponent(sid)}`, { method: 'POST', body: version === 4 ? '1' : '1:1', signal: AbortSignal.timeout(timeoutMs) })
      .then((r) => r.body?.cancel())
      .catch(() => undefined);
  }
  return version;
}

/** The protocol in use: the configured one, or the last one the probe found (gateway-wide). */
export class SocketIoProtocol {
  private known: SocketIoVersion | null;
  private pending?: Promise<SocketIoVersion>;
  /** When the last probe ended and whether the API answered it. */
  lastProbe: { ok: boolean; at: Date } | null = null;

  constructor(
    readonly setting: SocketIoSetting,
    private readonly probe: () => Promise<SocketIoVersion>,
  ) {
    this.known = setting === 'auto' ? null : setting;
  }

  /** The version known now; null while `auto` has not found it yet. */
  get version(): SocketIoVersion | null {
    return this.known;
  }

  /** Finds the version out again (`auto`; one probe at a time), or answers the configured one. */
  detect(): Promise<SocketIoVersion> {
    return this.setting === 'auto' ? this.probeNow() : Promise.resolve(this.setting);
  }

  /** Whether the API's socket.io endpoint answers its handshake now (probes, whatever the setting). */
  reachable(): Promise<boolean> {
    return this.probeNow().then(
      () => true,
      () => false,
    );
  }

  private probeNow(): Promise<SocketIoVersion> {
    this.pending ??= this.probe().then(
      (version) => {
        this.pending = undefined;
        if (this.setting === 'auto') this.known = version;
        this.lastProbe = { ok: true, at: new Date() };
        return version;
      },
      (error: unknown) => {
        this.pending = undefined;
        this.lastProbe = { ok: false, at: new Date() };
        throw error;
      },
    );
    return this.pending;
  }
}
