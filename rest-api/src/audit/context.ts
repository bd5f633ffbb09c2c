// Who is writing: the request behind the current async call chain (AsyncLocalStorage), so the model
// engine and the domain repositories record an audit row without passing the request down.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const AUDIT_CLIENTS = ['web', 'script', 'app'] as const;
export type AuditClient = (typeof AUDIT_CLIENTS)[number];

export interface AuditActor {
  userId: number | null;
  role: string | null;
  address: string | null;
  /** `system`: the API's own work (the auto-processor settling tickets); never from a header. */
  client: AuditClient | 'system' | null;
}

/** The actor of the auto-processor's own settling of tickets: no person, no address. */
export const SYSTEM_ACTOR: AuditActor = Object.freeze({ userId: null, role: null, address: null, client: 'system' });

const storage = new AsyncLocalStorage<{ request?: FastifyRequest; actor?: AuditActor }>();

/** The header the gateway sets (web for the browser's session, script for Authorization tokens); the mobile app sends `app`. */
export const CLIENT_HEADER = 'x-client';

export function clientOf(value: unknown): AuditClient | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && (AUDIT_CLIENTS as readonly string[]).includes(text) ? (text as AuditClient) : null;
}

/** The actor of a request: its signed-in user (if any), the address and the client. */
export function actorOf(request: FastifyRequest): AuditActor {
  return {
    userId: request.auth?.user.id ?? null,
    role: request.auth?.user.roleName ?? null,
    // The one resolution of the client's address (TRUST_PROXY, GATEWAY_SECRET): http/client-address.ts.
    address: request.clientAddress,
    client: clientOf(request.headers[CLIENT_HEADER]),
  };
}

/** The actor of the current request; null outside a request (seeding, the auto-processor's own runs). */
export function currentActor(): AuditActor | null {
  const store = storage.getStore();
  if (!store) return null;
  return store.actor ?? (store.request ? actorOf(store.request) : null);
}

/** Runs `fn` as `actor` (scripts, jobs and benchmarks acting for a person). */
export function withActor<T>(actor: AuditActor, fn: () => Promise<T>): Promise<T> {
  return storage.run({ actor }, fn);
}

export function registerAuditContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ request }, done);
  });
}
