// The auto-processor (product-rules §4). Its status (stopped, processing, stopping) is a row shared by
// every replica; each replica runs workers while it is `processing`, taking tickets with
// `FOR UPDATE SKIP LOCKED`, so replicas and workers share one queue. One replica at a time owns the
// status (a PostgreSQL advisory lock): it finishes `stopping` → `stopped`, returns stale claims to the
// queue and publishes the status and the counters. History is one row per hour, the last 168 kept.
import { SYSTEM_ACTOR, type AuditActor } from '../audit/context';
import { recordAudit } from '../audit/log';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { CatalogueCache } from './catalogue';
import type { FiscalProvider } from './fiscal';
import {
  addToHistory,
  advisoryUnlock,
  claimTickets,
  finishStopping,
  lockProcessorStatus,
  pingSession,
  readHistory,
  readProcessorStatus,
  returnStaleClaims,
  setProcessing,
  setStopped,
  setStopping,
  trimHistory,
  tryAdvisoryLock,
  type Claimed,
  type ProcessorStatus,
} from './state-repository';
import { emptyCounts, OUTCOMES, settleClaimed } from './settle-batch';
import type { Outcome } from './process';

export const PROCESSOR_ROOM = 'ticket-auto-processor';
export const HISTORY_CAP = 168;
export const PROCESSOR_LOCK_KEY = 72_030_404;
/** How often the owner checks that the session holding the status lock is still alive. */
export const LOCK_HEARTBEAT_MS = 1000;
export type { ProcessorStatus };

export interface HistoryRecord {
  hour: string;
  processed: number;
  rejected: number;
  delayed: number;
  manual: number;
  failed: number;
}

export interface ProcessorState {
  status: ProcessorStatus;
  history: HistoryRecord[];
  counter: Record<string, number>;
}

export interface Emitter {
  emit(room: string, event: string, payload: unknown): void;
}

export interface Logger {
  error(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}

export interface AutoProcessorOptions {
  db: Kysely<DB>;
  /** On PGlite there is one process: it always owns the status. */
  kind: 'pglite' | 'postgres';
  catalogue: CatalogueCache;
  provider: FiscalProvider;
  emitter: Emitter;
  log: Logger;
  /** Tickets per status (tickets/status-counts.ts statusCounter), from the wiring: the processor imports no ticket module. */
  counter: () => Promise<Record<string, number>>;
  now?: () => Date;
  /** Concurrent workers in this replica. */
  workers?: number;
  /** Tickets taken per claim. */
  batchSize?: number;
  /** How often the status row is read. */
  pollMs?: number;
  /** A claim older than this goes back to the queue. */
  staleMs?: number;
  /** Each settled ticket in the audit trail as the system's work (default); off only to measure its cost. */
  audit?: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class AutoProcessor {
  readonly #o: Required<Omit<AutoProcessorOptions, 'now'>> & { now: () => Date };
  #status: ProcessorStatus = 'stopped';
  /** Counts the statuses a start or a stop of this process published (see the control loop). */
  #requested = 0;
  #owner = false;
  #closed = false;
  #workers: Promise<void>[] = [];
  #running = false;
  #loop: Promise<void> | null = null;
  #releaseOwner: (() => void) | null = null;
  #lastCounter = '';
  #lastCounterAt = 0;
  #lastRecovery = 0;
  #wake: (() => void) | null = null;
  /** Workers of this replica between taking a batch and recording it: tickets are being settled. */
  #inFlight = 0;
  /** While a stop with nothing in flight is written, workers take no batch (resolved when it is written or failed). */
  #claimsHeld: Promise<void> | null = null;
  /** Workers of this replica waiting for such a stop to be written. */
  #held = 0;
  /** Workers of an earlier start still waking from their pause end instead of running beside the new ones. */
  #generation = 0;
  /** Tickets settled by this replica since it started, by outcome (for benchmarks and tests). */
  readonly settled = emptyCounts();

  constructor(options: AutoProcessorOptions) {
    this.#o = {
      now: () => new Date(),
      workers: 2,
      batchSize: 20,
      pollMs: 500,
      staleMs: 60_000,
      audit: true,
      ...options,
    };
  }

  get isOwner(): boolean {
    return this.#owner;
  }

  /** Workers settling a batch now (for tests: a stop is `stopped` at once only when none is). */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Workers waiting for a stop to be written before they take a batch (for tests: they take none meanwhile). */
  get held(): number {
    return this.#held;
  }

  /** Starts watching the status row (and competing for its ownership). */
  start(): void {
    if (this.#loop) return;
    this.#loop = this.#control();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#running = false;
    this.#wake?.();
    await this.#loop;
    await Promise.allSettled(this.#workers);
    this.#releaseOwner?.();
  }

  async readStatus(): Promise<ProcessorStatus> {
    return (await readProcessorStatus(this.#o.db)) ?? 'stopped';
  }

  /** `GET /tickets/startAutoProcessing`. */
  async requestStart(actor: AuditActor | null = null): Promise<ProcessorState> {
    await this.#o.db.transaction().execute(async (trx) => {
      const before = await lockProcessorStatus(trx);
      await setProcessing(trx);
      await recordAudit(trx, { model: 'Processor', entityId: 1, action: 'start', before: { status: before ?? 'stopped' }, after: { status: 'processing' } }, actor);
    });
    this.#o.emitter.emit(PROCESSOR_ROOM, 'ticketAutoProcessor.status', 'processing');
    // Published: the control loop, woken next, does not publish the same status again (every
    // subscriber of the gateway got it twice, issue 27's fan-out).
    this.#status = 'processing';
    this.#requested++;
    this.#wake?.();
    return this.state();
  }

  /**
   * `GET /tickets/stopAutoProcessing`: `stopping` until the current tickets are done, then `stopped`.
   * When the owner of the status has no batch in flight, `stopped` at once: what its control loop
   * would publish right after (`finishStopping`), as one status instead of two (issue 27: a stop sent
   * `stopping` and `stopped` to every subscriber). Its workers take no batch until the stop is written
   * (or failed, when they go on), so nothing is settled after a published `stopped`.
   */
  async requestStop(actor: AuditActor | null = null): Promise<ProcessorState> {
    let release: (() => void) | undefined;
    if (this.#owner && this.#inFlight === 0 && !this.#claimsHeld) this.#claimsHeld = new Promise<void>((resolve) => (release = resolve));
    const now = release !== undefined;
    try {
      const status = await this.#o.db.transaction().execute(async (trx) => {
        const before = await lockProcessorStatus(trx);
        let after: ProcessorStatus;
        if (now) {
          await setStopped(trx);
          after = 'stopped';
        } else after = (await setStopping(trx)) ?? 'stopped';
        await recordAudit(trx, { model: 'Processor', entityId: 1, action: 'stop', before: { status: before ?? 'stopped' }, after: { status: after } }, actor);
        return after;
      });
      if (status === 'stopped') this.#running = false;
      this.#o.emitter.emit(PROCESSOR_ROOM, 'ticketAutoProcessor.status', status);
      this.#status = status;
      this.#requested++;
    } finally {
      if (now) {
        this.#claimsHeld = null;
        release!();
      }
    }
    this.#wake?.();
    return this.state();
  }

  async state(): Promise<ProcessorState> {
    return { status: await this.readStatus(), history: await this.history(), counter: await this.counter() };
  }

  async history(): Promise<HistoryRecord[]> {
    const rows = await readHistory(this.#o.db, HISTORY_CAP);
    return rows.map((row) => ({ ...row, hour: new Date(row.hour).toISOString() }));
  }

  counter(): Promise<Record<string, number>> {
    return this.#o.counter();
  }

  // --- the control loop -------------------------------------------------------------------------

  async #control(): Promise<void> {
    let ownerAttemptAt = 0;
    while (!this.#closed) {
      try {
        if (!this.#owner && Date.now() - ownerAttemptAt > 5000) {
          ownerAttemptAt = Date.now();
          await this.#tryOwn();
        }
        const requested = this.#requested;
        const status = await this.readStatus();
        // A start or a stop published while the row was read: what was read may be older than it (a
        // stop published `stopped`, then this round published the `processing` it had read). Read again.
        if (requested !== this.#requested) continue;
        if (status !== this.#status) {
          this.#status = status;
          if (this.#owner) this.#o.emitter.emit(PROCESSOR_ROOM, 'ticketAutoProcessor.status', status);
        }
        if (status === 'processing' && !this.#running) this.#startWorkers();
        if (status !== 'processing' && this.#running) this.#running = false;
        if (this.#owner) {
          if (status === 'processing' && Date.now() - this.#lastRecovery > this.#o.staleMs / 2) {
            this.#lastRecovery = Date.now();
            await this.recoverStale();
          }
          if (status === 'stopping' && this.#workers.length === 0) {
            if (await finishStopping(this.#o.db)) {
              this.#status = 'stopped';
              this.#o.emitter.emit(PROCESSOR_ROOM, 'ticketAutoProcessor.status', 'stopped');
            }
          }
          await this.#publishCounter(status !== 'stopped' ? 2000 : 10_000);
        }
      } catch (error) {
        if (!this.#closed) this.#o.log.error({ err: error }, 'auto-processor control loop failed');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.#o.pollMs);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = null;
    }
  }

  /** Ownership of the status: always on PGlite; on a server, a session advisory lock held on one connection. */
  async #tryOwn(): Promise<void> {
    if (this.#o.kind === 'pglite') {
      this.#owner = true;
      return;
    }
    let acquired!: (value: boolean) => void;
    const result = new Promise<boolean>((resolve) => (acquired = resolve));
    const released = new Promise<void>((resolve) => (this.#releaseOwner = resolve));
    void this.#o.db
      .connection()
      .execute(async (conn) => {
        const ok = await tryAdvisoryLock(conn, PROCESSOR_LOCK_KEY);
        acquired(ok);
        if (!ok) return;
        // The lock lives as long as this session: a heartbeat notices when PostgreSQL restarts or
        // terminates it (the query fails), so the replica gives the status up and competes again.
        let done = false;
        void released.then(() => (done = true));
        while (!done) {
          await Promise.race([released, sleep(LOCK_HEARTBEAT_MS)]);
          if (done) break;
          await pingSession(conn);
        }
        await advisoryUnlock(conn, PROCESSOR_LOCK_KEY);
      })
      .catch((error: unknown) => {
        acquired(false);
        this.#owner = false;
        if (!this.#closed) this.#o.log.error({ err: error }, 'auto-processor ownership lost');
      });
    this.#owner = await result;
    // Stale claims go back to the queue once the processor runs (the control loop), not here: a
    // stopped processor leaves the tickets as they are.
    if (this.#owner) this.#o.log.info({}, 'this replica owns the auto-processor status');
  }

  /** Claims nobody finished (a replica stopped or crashed) go back to the queue. */
  async recoverStale(): Promise<number> {
    const before = new Date(this.#o.now().getTime() - this.#o.staleMs);
    return returnStaleClaims(this.#o.db, before);
  }

  async #publishCounter(everyMs: number): Promise<void> {
    if (Date.now() - this.#lastCounterAt < everyMs) return;
    this.#lastCounterAt = Date.now();
    const counter = await this.counter();
    const text = JSON.stringify(counter);
    if (text === this.#lastCounter) return;
    this.#lastCounter = text;
    this.#o.emitter.emit(PROCESSOR_ROOM, 'ticketAutoProcessor.ticketCounter', counter);
  }

  // --- workers ----------------------------------------------------------------------------------

  #startWorkers(): void {
    this.#running = true;
    const generation = ++this.#generation;
    const workers: Promise<void>[] = [];
    for (let i = 0; i < this.#o.workers; i += 1) workers.push(this.#work(generation));
    this.#workers = workers;
    void Promise.allSettled(workers).then(() => {
      if (this.#workers === workers) this.#workers = [];
      this.#wake?.();
    });
  }

  async #work(generation: number): Promise<void> {
    while (this.#running && this.#generation === generation && !this.#closed) {
      if (this.#claimsHeld) {
        // A stop is being written: then `#running` tells whether to go on.
        this.#held += 1;
        try {
          await this.#claimsHeld;
        } finally {
          this.#held -= 1;
        }
        continue;
      }
      let pause = 0;
      this.#inFlight += 1;
      try {
        const claimed = await this.claim(this.#o.batchSize);
        if (claimed.length === 0) pause = Math.min(200, this.#o.pollMs);
        else {
          const counts = await this.processClaimed(claimed);
          await this.recordHistory(counts);
        }
      } catch (error) {
        if (this.#closed) return;
        this.#o.log.error({ err: error }, 'auto-processor worker failed');
        pause = 500;
      } finally {
        this.#inFlight -= 1;
      }
      if (pause) await sleep(pause);
    }
  }

  /** Takes up to `limit` tickets off the queue, oldest first, skipping rows other workers hold. */
  async claim(limit: number): Promise<Claimed[]> {
    const now = this.#o.now();
    const rows = await claimTickets(this.#o.db, now, limit);
    return rows.sort((a, b) => a.id - b.id);
  }

  async processClaimed(claimed: Claimed[]): Promise<Record<Outcome, number>> {
    const counts = await settleClaimed({ ...this.#o, catalogue: await this.#o.catalogue.get(), actor: this.#o.audit ? SYSTEM_ACTOR : null }, claimed);
    for (const o of OUTCOMES) this.settled[o] += counts[o];
    return counts;
  }

  /** Adds outcomes to the current hour's record, keeps the last 168 hours, publishes the record. */
  async recordHistory(counts: Record<Outcome, number>): Promise<void> {
    if (OUTCOMES.every((o) => counts[o] === 0)) return;
    const hour = new Date(this.#o.now());
    hour.setUTCMinutes(0, 0, 0);
    const row = await addToHistory(this.#o.db, hour, counts);
    if (!row) return;
    if (row.inserted) await trimHistory(this.#o.db, HISTORY_CAP);
    const { inserted: _inserted, ...record } = row;
    this.#o.emitter.emit(PROCESSOR_ROOM, 'ticketAutoProcessor.historyRecord', { ...record, hour: new Date(record.hour).toISOString() });
  }
}
