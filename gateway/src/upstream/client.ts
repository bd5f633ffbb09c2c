// The only code in the gateway that speaks REST: base URL, the token header, filter encoding,
// the timeout, one retry of idempotent reads, and the mapping of failures to GraphQL errors.
import { randomUUID } from 'node:crypto';
import { SpanKind } from '@opentelemetry/api';
import { Agent, FormData, request } from 'undici';
import { injectTrace, inSpan } from '../ops/tracing';
import { ErrorCode, fromRestError, gatewayError, type RestErrorBody } from '../errors';
import type { Logger } from '../shared/logger';

export type Query = Record<string, string | number | boolean | object | null | undefined>;

export interface UpstreamCall {
  method: string;
  path: string;
  /** The query string sent, with its leading `?` (empty when none). */
  search: string;
  status: number | 'error';
  durationMs: number;
  requestId: string;
}

export interface UpstreamOptions {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
  /** Called once per REST call that completed or failed; metrics and tests listen here. */
  onCall?: (call: UpstreamCall) => void;
  /** `GATEWAY_SECRET`: sent as `X-Gateway-Secret`, so the API believes the `X-Forwarded-For` sent. */
  gatewaySecret?: string | null;
}

/**
 * Where an operation came from, for the API's audit trail (issue 17): `web` for the browser's
 * session cookie, `script` for an `Authorization` token; the caller's address.
 */
export interface RequestOrigin {
  client?: 'web' | 'script' | 'app';
  /** The client's address as `security/client-address.ts` determined it (never a header as the client wrote it). */
  address?: string | null;
}

/**
 * Watches the writes of one request (the gateway's journal, `upstream/journal.ts`): `before` runs
 * before a call is sent and answers what `after` gets with the call's answer once it succeeded;
 * undefined leaves the call unobserved.
 */
export interface WriteObserver {
  before(api: Upstream, method: string, path: string, body: unknown): Promise<unknown> | undefined;
  after(state: unknown, answer: unknown): Promise<void>;
}

/** Connection pool and settings shared by every request of one gateway process. */
export class UpstreamPool {
  readonly agent: Agent;
  /** GETs under way, by token and URL: the same read asked again meanwhile waits for it. */
  private readonly reads = new Map<string, Promise<Exchange>>();
  constructor(readonly options: UpstreamOptions) {
    this.agent = new Agent({ keepAliveTimeout: 10_000, connections: 256, pipelining: 1 });
  }
  /**
   * One call for identical GETs of one token under way at the same time (a thousand tabs
   * resubscribing after a restart each ask the processor's state): each caller parses the answer
   * itself, so nothing is shared between requests but the bytes.
   */
  read(key: string, exchange: () => Promise<Exchange>): Promise<Exchange> {
    const pending = this.reads.get(key);
    if (pending) return pending;
    const started = exchange().finally(() => this.reads.delete(key));
    this.reads.set(key, started);
    return started;
  }
  /**
   * The headers that tell the API where a call comes from, on every REST call, file download and
   * socket.io handshake: `X-Client` (web, script), `X-Forwarded-For` with exactly the client's address
   * (so the API's per-address sign-in limit and its audit rows see the browser's address), and
   * `X-Gateway-Secret` when configured (the API believes the address only with it).
   */
  originHeaders(origin: RequestOrigin): Record<string, string> {
    const headers: Record<string, string> = {};
    if (origin.client) headers['x-client'] = origin.client;
    if (origin.address) headers['x-forwarded-for'] = origin.address;
    if (this.options.gatewaySecret) headers['x-gateway-secret'] = this.options.gatewaySecret;
    return headers;
  }
  /** A client acting for one GraphQL request (its token and request id) and its origin (`originHeaders`). */
  forRequest(token: string | null, requestId: string = randomUUID(), origin: RequestOrigin = {}): Upstream {
    return new Upstream(this, token, requestId, origin);
  }
  close(): Promise<void> {
    return this.agent.close();
  }
}

/** The spec's client rewrites the `like` operator to `ilike` in request URLs (spec §7). */
export function rewriteLike(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteLike);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key === 'like' ? 'ilike' : key] = rewriteLike(inner);
    return out;
  }
  return value;
}

/**
 * A filter as JSON, `like` rewritten: a key `like` is always written `"like"`, so a text without it has
 * none, and most filters (a ticket's fields, a page) are written once, not copied first (issue 27).
 */
function filterJson(value: object): string {
  const json = JSON.stringify(value);
  return json.includes('"like"') ? JSON.stringify(rewriteLike(value)) : json;
}

function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, typeof value === 'object' && value !== null ? filterJson(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

function errorCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}

/** REST calls on behalf of one GraphQL request. */
/** Our REST API marks each answer to a read-only API token with this header (`1`). */
export const READ_ONLY_TOKEN_HEADER = 'x-token-read-only';

export class Upstream {
  /** An answer said this client's token is a read-only API token (our REST API tells; others do not). */
  readOnlyToken = false;

  constructor(
    private readonly pool: UpstreamPool,
    readonly token: string | null,
    readonly requestId: string,
    readonly origin: RequestOrigin = {},
    private readonly observer?: WriteObserver,
  ) {}

  /** A client for the same request acting with another token (the one a sign-in just created). */
  withToken(token: string): Upstream {
    return new Upstream(this.pool, token, this.requestId, this.origin, this.observer);
  }

  /** The same client with its writes watched by `observer`. */
  observed(observer: WriteObserver): Upstream {
    return new Upstream(this.pool, this.token, this.requestId, this.origin, observer);
  }

  /** The API's base URL. */
  get baseUrl(): string {
    return this.pool.options.baseUrl;
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.call<T>('GET', path, query, undefined);
  }
  post<T>(path: string, body?: unknown, query?: Query): Promise<T> {
    return this.call<T>('POST', path, query, body);
  }
  /**
   * A POST that may take long by design (a bulk action or its undo on up to 1,000 records, each in
   * its own transaction): waits `timeoutMs` instead of the pool's timeout for single calls.
   */
  postLong<T>(path: string, body: unknown, timeoutMs: number): Promise<T> {
    return this.call<T>('POST', path, undefined, body, Math.max(timeoutMs, this.pool.options.timeoutMs));
  }
  patch<T>(path: string, body?: unknown, query?: Query): Promise<T> {
    return this.call<T>('PATCH', path, query, body);
  }
  delete<T>(path: string, query?: Query): Promise<T> {
    return this.call<T>('DELETE', path, query, undefined);
  }
  /** A multipart POST with one file (field `file`) and text fields. */
  upload<T>(path: string, file: Blob, fields: Record<string, string> = {}, query?: Query): Promise<T> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('file', file, (file as File).name || 'file');
    return this.call<T>('POST', path, query, form);
  }

  private async call<T>(method: string, path: string, query: Query | undefined, body: unknown, timeoutMs = this.pool.options.timeoutMs): Promise<T> {
    const { baseUrl } = this.pool.options;
    const search = buildQuery(query);
    const url = `${baseUrl}${path}${search}`;
    const watching = this.observer?.before(this, method, path, body);
    const observed = watching === undefined ? undefined : await watching.catch(() => undefined);
    const outcome =
      method === 'GET' && body === undefined
        ? await this.pool.read(`${this.token ?? ''} ${url}`, () => this.exchange(method, path, search, undefined))
        : await this.exchange(method, path, search, body, timeoutMs);
    // Errors are made per caller: a shared read must not share error objects between operations.
    if (outcome.kind === 'timeout') throw gatewayError(ErrorCode.UPSTREAM_TIMEOUT, `REST API did not answer within ${timeoutMs} ms`);
    if (outcome.kind === 'unavailable') throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'REST API is unavailable');
    if (outcome.readOnlyToken) this.readOnlyToken = true;
    const parsed = outcome.text ? safeJson(outcome.text) : undefined;
    if (outcome.status >= 400) throw fromRestError(outcome.status, (parsed as { error?: RestErrorBody } | undefined)?.error, { method, path });
    if (watching !== undefined) {
      // The write happened: a failure to record it is logged, never answered as the write's failure.
      await this.observer!.after(observed, parsed).catch((error: unknown) =>
        this.pool.options.logger.error('journal entry not recorded', { requestId: this.requestId, method, path, message: (error as Error).message }),
      );
    }
    return parsed as T;
  }

  /** One REST call (a GET retried once on a dropped connection); never throws. */
  private async exchange(method: string, path: string, search: string, body: unknown, timeoutMs = this.pool.options.timeoutMs): Promise<Exchange> {
    const { baseUrl, logger, onCall } = this.pool.options;
    const url = `${baseUrl}${path}${search}`;
    const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': this.requestId, ...this.pool.originHeaders(this.origin) };
    // The programme's API reads the raw token from Authorization (loopback-contract §5.1).
    if (this.token) headers.authorization = this.token;
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    // One budget for the call and its retry, on a timer cleared when the call ends (issue 27:
    // AbortSignal.timeout's timer stays registered until it fires; twice the cost per call).
    const signal = new Deadline();
    const timer = setTimeout(() => signal.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeoutMs);
    timer.unref();
    const started = performance.now();
    const attempts = method === 'GET' ? 2 : 1;
    return inSpan<Exchange>(`${method} ${path}`, SpanKind.CLIENT, { 'http.request.method': method, 'url.path': path }, async (span) => {
      injectTrace(headers);
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            const res = await request(url, {
              method: method as 'GET',
              headers,
              body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
              signal,
              dispatcher: this.pool.agent,
            });
            const text = await res.body.text();
            const durationMs = performance.now() - started;
            span.setAttribute('http.response.status_code', res.statusCode);
            onCall?.({ method, path, search, status: res.statusCode, durationMs, requestId: this.requestId });
            logger.debug('rest call', { requestId: this.requestId, method, path, status: res.statusCode, durationMs });
            return { kind: 'answer', status: res.statusCode, text, readOnlyToken: res.headers[READ_ONLY_TOKEN_HEADER] === '1' };
          } catch (error) {
            const code = errorCode(error);
            if (attempt < attempts && code && RETRYABLE.has(code) && !signal.aborted) {
              await new Promise((r) => setTimeout(r, 50));
              continue;
            }
            const durationMs = performance.now() - started;
            onCall?.({ method, path, search, status: 'error', durationMs, requestId: this.requestId });
            if (signal.aborted) {
              logger.warn('rest call timed out', { requestId: this.requestId, method, path, timeoutMs });
              return { kind: 'timeout' };
            }
            logger.warn('rest call failed', { requestId: this.requestId, method, path, code, message: (error as Error).message });
            return { kind: 'unavailable' };
          }
        }
      } finally {
        clearTimeout(timer);
      }
    });
  }
}

/**
 * A call's abort signal as undici takes one (an emitter: `aborted`, `reason`, `once`/`on`,
 * `removeListener`), without an AbortController and its EventTarget per call: those were ~1.5 % of the
 * gateway's CPU on a single read (issue 27). undici listens until the answer's body is closed, so an
 * abort stops a call waiting for its headers or in the middle of its body.
 */
export class Deadline {
  aborted = false;
  reason: unknown = undefined;
  private listeners: (() => void)[] = [];
  on(_event: 'abort', listener: () => void): this {
    this.listeners.push(listener);
    return this;
  }
  once(event: 'abort', listener: () => void): this {
    return this.on(event, listener);
  }
  removeListener(_event: 'abort', listener: () => void): this {
    const at = this.listeners.indexOf(listener);
    if (at >= 0) this.listeners.splice(at, 1);
    return this;
  }
  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const listeners = this.listeners;
    this.listeners = [];
    for (const listener of listeners) listener();
  }
}

/** What one REST call came to. */
type Exchange = { kind: 'answer'; status: number; text: string; readOnlyToken: boolean } | { kind: 'timeout' } | { kind: 'unavailable' };

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
