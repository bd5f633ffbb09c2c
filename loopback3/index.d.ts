// Types of the LoopBack 3 test fixture (index.js).
export interface RunningLoopback {
  /** `http://host:port`, without a trailing slash. */
  url: string;
  /** The LoopBack application. */
  app: unknown;
  /** Stops listening and disconnects from the database. */
  close(): Promise<void>;
}

export function start(options: { databaseUrl: string; port?: number; host?: string }): Promise<RunningLoopback>;

/** Titles of ticket statuses, as the application's `loaded` hook names them. */
export const STATUS_TITLES: Readonly<Record<string, string>>;
