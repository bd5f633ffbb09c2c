// Live records, presence and editing locks (issue 25). `recordChanged` passes the API's
// `record.changed` events of one record on with the record read again with the subscriber's rights
// (fresh loaders per event), so a page's fragments spread under `record` update its cache.
// `ticketPresence`, `lockTicket`, `unlockTicket` use the gateway's `PresenceHub`.
import type { LiveRecordModel, Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import { createLoaders } from '../../loaders';
import { pushIterator, type PushIterator } from '../../realtime/iterator';
import type { Holder, PresencePerson } from '../../realtime/presence';
import { identity, socketStream } from '../../realtime/stream';
import { topics, type RecordChangedPayload } from '../../realtime/topics';
import { READ_ONLY_MESSAGE } from '../../security/grants';
import { liveDecisions, type Reach } from '../../security/live-decisions';
import { freshScope, isOutage, readsRecord, requireRole, scopeOf } from '../../security/scope';

/** The API's model name of each kind (its audit trail's `model`). */
const API_MODELS: Readonly<Record<LiveRecordModel, string>> = { TICKET: 'Ticket', USER: 'User', PLACE: 'Place', CAMPAIGN: 'Campaign', PERIOD: 'Period' };
const TYPENAMES = API_MODELS;
const LOADERS = { TICKET: 'ticketById', USER: 'userById', PLACE: 'placeById', CAMPAIGN: 'campaignById', PERIOD: 'periodById' } as const;
const NOT_FOUND: Readonly<Record<LiveRecordModel, (id: number) => string>> = {
  TICKET: (id) => `Чек ${id} не найден`,
  USER: (id) => `Пользователь ${id} не найден`,
  PLACE: (id) => `Место ${id} не найдено`,
  CAMPAIGN: (id) => `Кампания ${id} не найдена`,
  PERIOD: (id) => `Период ${id} не найден`,
};

/** The parent of `RecordChange` (codegen mapper). */
export interface RecordChangeParent {
  model: LiveRecordModel;
  id: number;
  action: string;
  at: string;
  actorId: number | null;
  actorName: string | null;
  client: string | null;
}

const readRecord = (ctx: GatewayContext, model: LiveRecordModel, id: number) => (ctx.loaders[LOADERS[model]] as { load(id: number): Promise<object | null> }).load(id);

export function changeOf(model: LiveRecordModel, id: number, p: RecordChangedPayload | null | undefined): RecordChangeParent | null {
  if (!p || typeof p !== 'object' || p.model !== API_MODELS[model] || p.id !== id || typeof p.action !== 'string') return null;
  const at = typeof p.at === 'string' && !Number.isNaN(Date.parse(p.at)) ? p.at : new Date().toISOString();
  const actor = p.actor && typeof p.actor === 'object' ? p.actor : null;
  const name = actor ? [actor.name, actor.surname].filter((s): s is string => typeof s === 'string' && s.trim() !== '').join(' ') : '';
  return {
    model,
    id,
    action: p.action,
    at,
    actorId: typeof actor?.id === 'number' ? actor.id : null,
    actorName: name || null,
    client: typeof p.client === 'string' ? p.client : null,
  };
}

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

function checkClientId(clientId: string): void {
  if (!CLIENT_ID.test(clientId))
    throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Неверный идентификатор вкладки: 8–64 латинских букв, цифр, «-» или «_».', {
      fields: { clientId: 'Неверный идентификатор вкладки.' },
    });
}

/** Presence is for the staff (issue 40): a vendor is refused. */
const STAFF = ['admin', 'regionalManager', 'salesMan'] as const;
/** Who acts, as the others see him (his record's name and his role, which clients say in their language: ADR 0058), and his holder (person, session, tab). */
async function person(ctx: GatewayContext, clientId: string, roles: readonly (typeof STAFF)[number][] = STAFF): Promise<{ me: PresencePerson; holder: Holder }> {
  const role = (await requireRole(ctx, roles)) as (typeof STAFF)[number];
  const viewer = (await ctx.viewer())!;
  const name = [viewer.name, viewer.surname].filter((s): s is string => typeof s === 'string' && s.trim() !== '').join(' ');
  return { me: { id: viewer.id, name: name || `№ ${viewer.id}`, roleName: role }, holder: { userId: viewer.id, token: ctx.token ?? '', clientId } };
}

/** The editing locks are for people who may edit: a read-only API token may not take or drop one. */
async function mayEdit(ctx: GatewayContext): Promise<void> {
  await ctx.viewer();
  if (ctx.grant?.readOnly || ctx.upstream.readOnlyToken) throw gatewayError(ErrorCode.FORBIDDEN, READ_ONLY_MESSAGE);
}

/** NOT_FOUND unless the caller reads the record: the API answers it and the roles table lets him see it. */
async function readable(ctx: GatewayContext, model: LiveRecordModel, id: number): Promise<void> {
  if (!(await readsRecord(ctx, await scopeOf(ctx), model, await readRecord(ctx, model, id)))) throw gatewayError(ErrorCode.NOT_FOUND, NOT_FOUND[model](id), { id });
}
const readableTicket = (ctx: GatewayContext, id: number) => readable(ctx, 'TICKET', id);

/** Checks of a subscriber's access under way, by token and record: the subscriptions one event reaches share one. */
const checking = new Map<string, Promise<Reach>>();

/**
 * The subscriber's reach of the record now (issue 37): his scope (`GET /users/me`) and the record read
 * again with fresh loaders, one check at a time per token and record, shared by the subscriptions an
 * event reaches at once. An API that does not answer tells nothing: 'unknown', not 'lost'.
 */
function reachOf(ctx: GatewayContext, model: LiveRecordModel, id: number): Promise<Reach> {
  const key = `${ctx.token}\u0000${model}:${id}`;
  let reach = checking.get(key);
  if (!reach) {
    const fresh: GatewayContext = { ...ctx, loaders: createLoaders(ctx.upstream) };
    reach = (async (): Promise<Reach> => {
      try {
        const scope = await freshScope(fresh);
        const row = await readRecord(fresh, model, id).catch((error: unknown) => {
          if (isOutage(error)) throw error;
          return null;
        });
        return (await readsRecord(fresh, scope, model, row)) ? 'reads' : 'lost';
      } catch (error) {
        return isOutage(error) ? 'unknown' : 'lost';
      }
    })().finally(() => checking.delete(key));
    checking.set(key, reach);
  }
  return reach;
}

/**
 * What an event becomes for its subscriber: delivered while he reads the record; the stream's end
 * (`lost`, saying nothing) or the event dropped (`skip`) once he no longer does. While the API cannot
 * tell (an outage), the event is held back and the subscriber told to read again (`resync`): nothing
 * reaches someone who may have lost the record, and nothing is lost silently.
 */
function verdictOf(ctx: GatewayContext, reach: Reach, lost: 'end' | 'skip'): 'pass' | 'skip' | 'end' {
  if (reach === 'reads') return 'pass';
  if (reach === 'lost') return lost;
  if (ctx.token) ctx.sockets.resync(ctx.token, 'events-lost');
  return 'skip';
}

/**
 * The stream while the subscriber still reads the record (issue 37): on each value his reach is read
 * again, and the subscription ends, saying nothing, once he has lost it (a city taken from a regional
 * manager).
 */
export function whileReadable<T>(ctx: GatewayContext, model: LiveRecordModel, id: number, source: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  return checkedStream(source, async () => verdictOf(ctx, await reachOf(ctx, model, id), 'end'));
}

/**
 * The events of a stream about many records (each names its own, `recordOf`) that the subscriber
 * still reads when it comes (issue 37): the others are dropped, and the stream goes on. The decision
 * per subscriber and record holds a few seconds, dropped by a write that may change it
 * (security/live-decisions.ts): every staff socket hears every conversation's events.
 */
export function readableEvents<T>(ctx: GatewayContext, model: LiveRecordModel, recordOf: (value: T) => number | null, source: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  return checkedStream(source, async (value) => {
    const id = recordOf(value);
    if (id === null) return 'skip';
    return verdictOf(ctx, await liveDecisions.decide(`${ctx.token}\u0000${model}:${id}`, () => reachOf(ctx, model, id)), 'skip');
  });
}

/**
 * `source` with each value checked, in order, before it is delivered; 'end' ends the stream. A push
 * iterator, so that a subscription's values still go straight to its socket (shared-execution.ts);
 * its return() (the client went away) returns the source at once, without waiting on a pending next().
 */
function checkedStream<T>(source: AsyncIterableIterator<T>, check: (value: T) => Promise<'pass' | 'skip' | 'end'>): PushIterator<T> {
  let stopped = false;
  const out = pushIterator<T>((push) => {
    void (async () => {
      for (;;) {
        const step = await source.next();
        if (step.done || stopped) break;
        const verdict = await check(step.value);
        if (stopped) break;
        if (verdict === 'pass') push(step.value);
        else if (verdict === 'end') break;
      }
      if (!stopped) void out.return?.();
    })().catch(() => void out.return?.());
    return () => {
      stopped = true;
      void source.return?.();
    };
  });
  return out;
}

export const liveResolvers: Resolvers = {
  Subscription: {
    recordChanged: {
      subscribe: async (_p, { model, id }, ctx) => {
        await readable(ctx, model, id);
        return whileReadable(ctx, model, id, socketStream(ctx, { channel: topics.recordChanged(API_MODELS[model], id), map: (p) => changeOf(model, id, p) }));
      },
      resolve: (change: RecordChangeParent, _args: unknown, ctx: GatewayContext) => {
        // Every event reads the record again: the subscription's loaders would answer the first read.
        ctx.loaders = createLoaders(ctx.upstream);
        return change;
      },
    },
    ticketPresence: {
      subscribe: async (_p, { id, clientId }, ctx) => {
        checkClientId(clientId);
        const { me, holder } = await person(ctx, clientId);
        // The cap before the API is asked: a flood over it costs the API nothing.
        const place = await ctx.caps.take('presence', me.id);
        if (typeof place !== 'string') throw place.error();
        const release = () => ctx.caps.release('presence', me.id, place).catch((error: unknown) => ctx.logger.warn('live store failed', { message: (error as Error).message }));
        await readableTicket(ctx, id).catch((error: unknown) => {
          void release();
          throw error;
        });
        // Ends once the subscriber can no longer read the receipt (issue 37).
        return whileReadable(
          ctx,
          'TICKET',
          id,
          pushIterator((push) => {
            const leave = ctx.presence.join(id, holder, me, push);
            return () => {
              leave();
              void release();
            };
          }),
        );
      },
      resolve: identity,
    },
  },
  Mutation: {
    async lockTicket(_p, { id, clientId, takeOver }, ctx) {
      await mayEdit(ctx);
      checkClientId(clientId);
      const { me, holder } = await person(ctx, clientId, ['admin']);
      await readableTicket(ctx, id);
      const { acquired, view } = await ctx.presence.lock(id, holder, me, takeOver ?? false);
      return { acquired, presence: view };
    },
    async unlockTicket(_p, { id, clientId }, ctx) {
      await mayEdit(ctx);
      checkClientId(clientId);
      const { holder } = await person(ctx, clientId, ['admin']);
      return ctx.presence.unlock(id, holder);
    },
  },
  RecordChange: {
    record: async (change, _a, ctx) => {
      const row = await readRecord(ctx, change.model, change.id).catch((error: unknown) => {
        if ((error as { extensions?: { code?: string } }).extensions?.code === ErrorCode.NOT_FOUND) return null;
        throw error;
      });
      return row ? ({ ...row, __typename: TYPENAMES[change.model] } as never) : null;
    },
  },
};
