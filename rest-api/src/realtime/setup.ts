// Issue 4's live parts, wired into the app: socket.io (rooms and their guards), the auto-processor,
// the messenger, files and device commands, and the ticket routes that use them.
import type { FastifyInstance } from 'fastify';
import type { AuthRepository } from '../auth/repository';
import type { Database } from '../db/database';
import { registerDeviceRoutes } from '../devices/routes';
import { registerFileRoutes } from '../files/routes';
import { createFileStore, type FileStore } from '../files/storage';
import { MessagesRepository } from '../messenger/repository';
import { canSeeConversation, roomUserId } from '../messenger/repository';
import { Messenger, registerMessengerRoutes } from '../messenger/routes';
import { AutoProcessor, PROCESSOR_ROOM } from '../processor/auto';
import { CatalogueCache } from '../processor/catalogue';
import { SimulatorProvider, type FiscalProvider } from '../processor/fiscal';
import type { TicketsRepository } from '../tickets/repository';
import { registerTicketRoutes } from '../tickets/routes';
import { statusCounter } from '../tickets/status-counts';
import { Realtime } from './server';

export interface LiveOptions {
  /** socket.io through Redis (several replicas). */
  redisUrl?: string | null;
  /** Default: the simulator with no "not ready" / "not found" receipts. */
  fiscalProvider?: FiscalProvider;
  /** Auto-processor tuning (workers per replica, tickets per claim, status poll interval). */
  processor?: { workers?: number; batchSize?: number; pollMs?: number; staleMs?: number };
  /** Uploaded files; default in memory. */
  files?: FileStore | string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io side of this replica (rooms, events, Redis state). */
    realtime: Realtime;
  }
}

export interface Live {
  realtime: Realtime;
  processor: AutoProcessor;
  catalogue: CatalogueCache;
  messenger: Messenger;
  provider: FiscalProvider;
}

export async function createLive(app: FastifyInstance, deps: { database: Database; auth: AuthRepository; now: () => Date; options: LiveOptions }): Promise<Live> {
  const { database, auth, now, options } = deps;
  const db = database.db;
  const realtime = await Realtime.create({ app, db, auth, now, redisUrl: options.redisUrl ?? null });
  app.decorate('realtime', realtime);
  const catalogue = new CatalogueCache(db);
  const provider = options.fiscalProvider ?? new SimulatorProvider();
  const processor = new AutoProcessor({
    db,
    kind: database.kind,
    catalogue,
    provider,
    emitter: realtime,
    log: app.log,
    counter: () => statusCounter(db),
    now,
    ...options.processor,
  });
  const messenger = new Messenger({ db, messages: new MessagesRepository(db), realtime });

  realtime.addRoom(
    (room) => room === PROCESSOR_ROOM,
    async (user) => user.roleName === 'admin' || user.roleName === 'regionalManager',
    async (socket) => {
      const state = await processor.state();
      socket.emit('ticketAutoProcessor.status', state.status);
      socket.emit('ticketAutoProcessor.history', state.history);
      socket.emit('ticketAutoProcessor.ticketCounter', state.counter);
    },
  );
  realtime.addRoom(
    (room) => roomUserId(room) !== null,
    async (user, room) => canSeeConversation(db, user, roomUserId(room)!),
  );
  realtime.handle('messenger.hasReadConv', async (user, args) => {
    const room = typeof args[0] === 'string' ? args[0] : typeof (args[0] as { roomName?: unknown })?.roomName === 'string' ? (args[0] as { roomName: string }).roomName : '';
    return { ok: true, count: await messenger.read(user, room) };
  });

  app.addHook('onReady', async () => processor.start());
  app.addHook('preClose', async () => processor.close());
  return { realtime, processor, catalogue, messenger, provider };
}

export async function registerLiveRoutes(
  app: FastifyInstance,
  live: Live,
  deps: { database: Database; tickets: TicketsRepository; now: () => Date; options: LiveOptions },
): Promise<void> {
  const db = deps.database.db;
  registerTicketRoutes(app, {
    db,
    caseFoldCollation: deps.database.caseFoldCollation,
    tickets: deps.tickets,
    processor: live.processor,
    catalogue: live.catalogue,
    provider: live.provider,
    now: deps.now,
  });
  registerMessengerRoutes(app, { db, messages: new MessagesRepository(db, deps.database.caseFoldCollation), realtime: live.realtime }, live.messenger);
  const files = deps.options.files;
  await registerFileRoutes(app, typeof files === 'object' ? files : createFileStore(files ?? 'memory'), db);
  registerDeviceRoutes(app, live.realtime, deps.database.db);
}
