// Live records (issue 25): every change the audit trail records (a person in the web, a script, the
// app, the auto-processor) is sent as `record.changed` to the room `record:<Model>:<id>`, with who made
// it. The feed reads the trail itself, so every write path is covered without touching it: while
// this replica has a socket in a record room it reads the rows appended since the last read, every
// POLL_MS, and emits each to its own sockets (`io.local`), so with several replicas on one database
// every socket gets each change exactly once. Rows whose transaction committed after a newer one was
// read (identity values are taken at insert, not at commit) are caught by reading a window below the
// cursor and skipping ids already sent.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ModelEngine } from '../models/engine';
import { auditRowsAfter, latestAuditId } from './records-repository';
import type { Realtime } from './server';

/** The models whose records a detail page follows. */
export const LIVE_MODELS = ['Ticket', 'User', 'Place', 'Campaign', 'Period'] as const;
export type LiveModel = (typeof LIVE_MODELS)[number];

export const RECORD_CHANGED_EVENT = 'record.changed';
const PREFIX = 'record:';

export const recordRoom = (model: LiveModel, id: number) => `${PREFIX}${model}:${id}`;

/** `record:Ticket:577` → its model and id; null for any other room. */
export function parseRecordRoom(room: string): { model: LiveModel; id: number } | null {
  const match = /^record:([A-Za-z]+):([1-9]\d{0,9})$/.exec(room);
  if (!match) return null;
  const model = LIVE_MODELS.find((m) => m === match[1]);
  const id = Number(match[2]);
  return model && id <= 2_147_483_647 ? { model, id } : null;
}

/** What a record room gets on every change of its record. */
export interface RecordChangedPayload {
  model: LiveModel;
  id: number;
  action: string;
  at: string;
  /** Who made it; null for the service itself (the auto-processor). */
  actor: { id: number; name: string | null; surname: string | null } | null;
  /** `web`, `script`, `app`, or null (the service). */
  client: string | null;
}

export interface RecordFeedOptions {
  db: Kysely<DB>;
  realtime: Realtime;
  pollMs?: number;
  log: { error(obj: object, msg: string): void };
}

/** Ids below the cursor read again for late commits. */
const LATE_WINDOW = 200;

export class RecordFeed {
  #cursor: number | null = null;
  readonly #sent = new Set<number>();
  #timer: NodeJS.Timeout | null = null;
  #priming: Promise<void> | null = null;
  #running = false;
  #closed = false;

  constructor(private readonly o: RecordFeedOptions) {}

  /** Lets users into `record:<Model>:<id>` rooms of records they may read. */
  register(engine: ModelEngine): void {
    this.o.realtime.addRoom(
      (room) => room.startsWith(PREFIX),
      async (user, room) => {
        const parsed = parseRecordRoom(room);
        if (!parsed) return false;
        try {
          await engine.assertReadable(parsed.model, parsed.id, user);
          return true;
        } catch {
          return false;
        }
      },
      async () => {
        // Changes from the join on are sent: the page has just read its record.
        await this.#prime();
        this.#wake();
      },
    );
  }

  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #watched(): boolean {
    for (const room of this.o.realtime.io.of('/').adapter.rooms.keys()) if (room.startsWith(PREFIX)) return true;
    return false;
  }

  #wake(): void {
    if (this.#timer || this.#running || this.#closed) return;
    this.#schedule();
  }

  #schedule(): void {
    if (this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#tick();
    }, this.o.pollMs ?? 150);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    this.#running = true;
    try {
      if (!this.#watched()) {
        // Nobody follows a record here: stop reading; the next join starts again from the newest row.
        this.#cursor = null;
        this.#sent.clear();
        return;
      }
      if (this.#cursor === null) await this.#prime();
      else await this.#read(true);
      this.#schedule();
    } catch (error) {
      this.o.log.error({ err: error }, 'record feed read failed');
      this.#schedule();
    } finally {
      this.#running = false;
    }
  }

  /** The first read only marks what is already there. */
  #prime(): Promise<void> {
    if (this.#cursor !== null) return Promise.resolve();
    this.#priming ??= (async () => {
      this.#cursor = await latestAuditId(this.o.db);
      await this.#read(false);
    })().finally(() => {
      this.#priming = null;
    });
    return this.#priming;
  }

  async #read(emit: boolean): Promise<void> {
    const cursor = this.#cursor ?? 0;
    const rows = await auditRowsAfter(this.o.db, cursor - LATE_WINDOW, 1000);
    for (const row of rows) {
      const id = Number(row.id);
      if (this.#sent.has(id)) continue;
      this.#sent.add(id);
      if (id > (this.#cursor ?? 0)) this.#cursor = id;
      const model = LIVE_MODELS.find((m) => m === row.model);
      if (!emit || !model || row.entityId === null) continue;
      const payload: RecordChangedPayload = {
        model,
        id: row.entityId,
        action: row.action,
        at: new Date(row.at).toISOString(),
        actor: row.userId === null ? null : { id: row.userId, name: row.name, surname: row.surname },
        client: row.client,
      };
      this.o.realtime.io.local.to(recordRoom(model, payload.id)).emit(RECORD_CHANGED_EVENT, payload);
    }
    const floor = (this.#cursor ?? 0) - LATE_WINDOW;
    for (const id of this.#sent) if (id <= floor) this.#sent.delete(id);
  }
}
