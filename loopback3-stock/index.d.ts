// Types of the stock LoopBack 3 test fixture (index.js).
export interface RunningStockLoopback {
  /** `http://host:port`, without a trailing slash (REST and socket.io 2 alike). */
  url: string;
  /** The LoopBack application. */
  app: unknown;
  /** Ids of the seeded demo programme. */
  people: {
    admin: number;
    regionalManager: number;
    salesMan: number;
    vendor: number;
    /** App users (no role), each with a conversation in the room `user-{id}`. */
    appUsers: number[];
    tickets: number[];
    places: number[];
    cities: number[];
    campaign: number;
    period: number;
  };
  /** How many socket.io sockets are connected. */
  sockets(): number;
  /** How many sockets have joined `room`. */
  inRoom(room: string): number;
  /** Stops socket.io and the HTTP server. */
  close(): Promise<void>;
}

/** Starts the application on a fresh in-memory store seeded with the demo programme. */
export function start(options?: { port?: number; host?: string }): Promise<RunningStockLoopback>;

/** Titles of ticket statuses, as the application stores them. */
export const STATUS_TITLES: Readonly<Record<string, string>>;

/** Every seeded person's password. */
export const PASSWORD: string;
