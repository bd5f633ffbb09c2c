// What one person may hold open at once, over every gateway (issue 40): WebSockets, subscriptions and
// records with presence. Each open thing is a lease of the person's set in the live store (store.ts),
// dropped when it ends and lapsing with a gateway that dies. Over the cap, a clear Russian refusal;
// so one person's flood stays within his caps and never delays the others.
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

export function capError(kind: CapKind, limit: number): GraphQLError {
  return new GraphQLError(capMessage(kind, limit), { extensions: { code: ErrorCode.TOO_MANY_SUBSCRIPTIONS, limit } });
}

export class UserCaps {
  constructor(
    private readonly leases: LeaseKeeper,
    readonly limits: CapLimits,
  ) {}

  /** A place of `kind` for the person (its name, to release it), or null at the cap. */
  async take(kind: CapKind, userId: number): Promise<string | null> {
    const member = this.leases.newMember();
    return (await this.leases.holdCapped(`caps:${kind}:${userId}`, member, this.limits[kind])) ? member : null;
  }

  release(kind: CapKind, userId: number, member: string): Promise<void> {
    return this.leases.drop(`caps:${kind}:${userId}`, member);
  }
}
