// What one person may hold open at once, over every gateway (issue 40): WebSockets, subscriptions and
// records with presence. Each open thing is a lease of the person's set in the live store (store.ts),
// dropped when it ends and lapsing with a gateway that dies. Over the cap, a clear Russian refusal;
// so one person's flood stays within his caps and never delays the others. A person who keeps asking
// over a cap is refused every place of that kind for the rest of a minute (ADR 0034): his refusals
// are counted in the live store, so over every gateway.
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors';
import type { LeaseKeeper } from './store';

export type CapKind = 'sockets' | 'subscriptions' | 'presence';
export type CapLimits = Readonly<Record<CapKind, number>>;

/** The WebSocket close code of a connection over the person's cap (its reason is `capMessage`). */
export const TOO_MANY_SOCKETS_CLOSE = 4429;

export function capMessage(kind: CapKind, limit: number): string {
  switch (kind) {
    case 'sockets':
      return `Слишком много соединений (не больше ${limit}): закройте лишние вкладки.`;
    case 'subscriptions':
      return `Слишком много подписок у одного пользователя (не больше ${limit}): закройте лишние вкладки.`;
    case 'presence':
      return `Слишком много открытых чеков (не больше ${limit}): закройте лишние вкладки.`;
  }
}

/** The refusal of a person who keeps asking over a cap (short: it is also a WebSocket close reason, at most 123 bytes). */
export const THROTTLED_MESSAGE = 'Слишком много попыток сверх предела: повторите через минуту.';

export function capError(kind: CapKind, limit: number): GraphQLError {
  return new GraphQLError(capMessage(kind, limit), { extensions: { code: ErrorCode.TOO_MANY_SUBSCRIPTIONS, limit } });
}

/** Why a place was refused: the cap (`limit`), or, `throttled`, too many refusals of late. */
export class CapRefusal {
  constructor(
    readonly kind: CapKind,
    readonly limit: number,
    readonly throttled: boolean,
  ) {}

  get message(): string {
    return this.throttled ? THROTTLED_MESSAGE : capMessage(this.kind, this.limit);
  }

  error(): GraphQLError {
    return this.throttled
      ? new GraphQLError(THROTTLED_MESSAGE, { extensions: { code: ErrorCode.TOO_MANY_SUBSCRIPTIONS, limit: this.limit, retryAfterSeconds: 60 } })
      : capError(this.kind, this.limit);
  }
}

/** Refusals at one cap a person may meet in `windowMs` before every attempt of that kind is refused until the window ends. */
export const CAP_REFUSALS = { max: 30, windowMs: 60_000 } as const;

export class UserCaps {
  constructor(
    private readonly leases: LeaseKeeper,
    readonly limits: CapLimits,
    readonly refusals: { max: number; windowMs: number } = CAP_REFUSALS,
  ) {}

  /** A place of `kind` for the person (its name, to release it), or why not. */
  async take(kind: CapKind, userId: number): Promise<string | CapRefusal> {
    const refused = `capped:${kind}:${userId}`;
    const limit = this.limits[kind];
    if (Number((await this.leases.store.get(refused)) ?? 0) >= this.refusals.max) return new CapRefusal(kind, limit, true);
    const member = this.leases.newMember();
    if (await this.leases.holdCapped(`caps:${kind}:${userId}`, member, limit)) return member;
    await this.leases.store.increment(refused, this.refusals.windowMs);
    return new CapRefusal(kind, limit, false);
  }

  release(kind: CapKind, userId: number, member: string): Promise<void> {
    return this.leases.drop(`caps:${kind}:${userId}`, member);
  }
}
