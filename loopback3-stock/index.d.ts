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

/** How an application of the family is shaped where the spec is silent (issue 37); defaults: the first of each. */
export interface Variant {
  /** The ticket → user relation's name: `user` (default) or e.g. `owner`. */
  ticketUser?: string;
  /** The place → people relation's name: `users` (default) or e.g. `staff`. */
  placeUsers?: string;
  /** A receipt's lines: the JSON column `items` (default) or the related model `TicketItem` (`/ticketItems`, by `ticketId`). */
  lines?: 'column' | 'model';
  /** A product's category: related by `categoryId` (default) or embedded as `category`, without `/productCategories`. */
  category?: 'related' | 'embedded';
  /** `statusTitle`, `roleName`, `regionName`: stored columns (default), computed by `loaded` hooks, or absent. */
  labels?: 'column' | 'hook' | 'absent';
  /** Titles of statuses over the defaults, e.g. `{ manual: 'На ручной проверке' }`. */
  statusTitles?: Record<string, string>;
  /** `/places/find[Not]InUser/{id}` of a regional manager: his cities' places (default) or only the places linked one by one. */
  placesOfUser?: 'cities' | 'linked';
  /** Where `POST /users/countSocketClients` reads its scope: the body's `scope` (default) or the whole body. */
  deviceScope?: 'scope' | 'body';
  /** The socket.io server's major version: 2.5 (default; Engine.IO 3) or 4 (Engine.IO 4). */
  socketio?: 2 | 4;
}

/** Starts the application on a fresh in-memory store seeded with the demo programme. */
export function start(options?: { port?: number; host?: string; variant?: Variant }): Promise<RunningStockLoopback>;

/** Titles of ticket statuses, as the application stores them. */
export const STATUS_TITLES: Readonly<Record<string, string>>;

/** Every seeded person's password. */
export const PASSWORD: string;
