// A subscription's stream of one upstream socket event for the signed-in user: optionally the
// current value first (read over REST), then every event, mapped.
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import { pushIterator } from './iterator';
import { LiveEvent, valueOf } from './shared-execution';
import type { Channel } from './topics';

export interface StreamOptions<Payload, T> {
  /** The event and its room, from `topics` (./topics.ts). */
  channel: Channel<Payload>;
  /** The payload as the subscription yields it; null skips it. */
  map: (payload: Payload) => T | null;
  /**
   * The current value, pushed before the events. Dropped when an event came first: the read may
   * have started before that change, and the event is newer than the read.
   */
  initial?: () => Promise<T>;
  /** Skip a value equal to the one pushed last (a status sent on join right after the current one). */
  distinct?: boolean;
}

/**
 * The stream yields an event's value as a `LiveEvent` (its upstream event goes with it, so that
 * subscribers of one event share one execution: shared-execution.ts); the first value as it is.
 * A subscription's `resolve` unwraps it (`identity`).
 */
export function socketStream<Payload, T>(ctx: GatewayContext, options: StreamOptions<Payload, T>): AsyncIterableIterator<T | LiveEvent<T>> {
  const token = ctx.token;
  if (!token) throw gatewayError(ErrorCode.UNAUTHENTICATED, 'Требуется вход');
  return pushIterator<T | LiveEvent<T>>((pushRaw) => {
    let last: string | undefined;
    const push = (value: T, source?: object) => {
      if (options.distinct) {
        const key = JSON.stringify(value);
        if (key === last) return;
        last = key;
      }
      pushRaw(source ? new LiveEvent(source, value) : value);
    };
    const { room, event } = options.channel;
    let eventCame = false;
    const stop = ctx.sockets.listen(
      token,
      room,
      event,
      (payload, source) => {
        const value = options.map(payload as Payload);
        if (value === null) return;
        eventCame = true;
        push(value, source);
      },
      ctx.upstream.origin,
    );
    options.initial?.().then(
      (value) => {
        if (!eventCame) push(value);
      },
      (error: unknown) => ctx.logger.warn('subscription initial value failed', { event, error: (error as Error).message }),
    );
    return stop;
  });
}

/** A subscription's `resolve` when the stream already yields the field's value (unwrapped from its event). */
export const identity = <T>(value: T | LiveEvent<T>): T => valueOf(value);

/** The state of live updates for the signed-in user (`LiveStatus` in the schema). */
export interface LiveState {
  upstreamConnected: boolean;
  upstreamProtocol: 'V2' | 'V4' | null;
  since: string;
}

const protocolName = (ctx: GatewayContext): LiveState['upstreamProtocol'] => {
  const version = ctx.sockets.protocol.version;
  return version ? `V${version}` : null;
};

/** The state of live updates for the signed-in user now. */
export async function liveStateNow(ctx: GatewayContext): Promise<LiveState> {
  const token = ctx.token;
  if (!token) throw gatewayError(ErrorCode.UNAUTHENTICATED, 'Требуется вход');
  const { connected, since } = await ctx.sockets.linkState(token);
  return { upstreamConnected: connected, upstreamProtocol: protocolName(ctx), since: since.toISOString() };
}

/** The state of live updates for the signed-in user: now, then every change (keeps the link open). */
export function liveStateStream(ctx: GatewayContext): AsyncIterableIterator<LiveState> {
  const token = ctx.token;
  if (!token) throw gatewayError(ErrorCode.UNAUTHENTICATED, 'Требуется вход');
  return pushIterator<LiveState>((push) => {
    let last: boolean | undefined;
    return ctx.sockets.watchLink(token, (connected, since) => {
      if (connected === last) return;
      last = connected;
      push({ upstreamConnected: connected, upstreamProtocol: protocolName(ctx), since: since.toISOString() });
    });
  });
}
