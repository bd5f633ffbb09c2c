// The gateway's own store (issue 24): opened (and migrated) on first need — at start when the first
// capability probe finds the API without saved views, tokens or an audit trail — and never in front
// of an API that has them all.
import type { Logger } from '../shared/logger';
import { openStoreDb, type StoreDb, type StoreLocation } from './database';

export class GatewayStore {
  private opening?: Promise<StoreDb>;

  constructor(
    readonly location: StoreLocation,
    private readonly migrationsDir: string,
    private readonly logger: Logger,
  ) {}

  /** The database, opened and migrated on the first call. A failed open is tried again next time. */
  db(): Promise<StoreDb> {
    this.opening ??= openStoreDb(this.location, this.migrationsDir, (error) => this.logger.error('gateway store connection error', { message: error.message })).then(
      (db) => {
        this.logger.info('gateway store open', { kind: db.kind });
        return db;
      },
      (error: unknown) => {
        this.opening = undefined;
        this.logger.error('gateway store did not open', { message: (error as Error).message });
        throw error;
      },
    );
    return this.opening;
  }

  get opened(): boolean {
    return this.opening !== undefined;
  }

  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = undefined;
    if (opening) await (await opening.catch(() => null))?.close();
  }
}
