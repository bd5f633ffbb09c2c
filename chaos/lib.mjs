// Helpers shared by the probes: HTTP and GraphQL calls, what counts as a leak, a seeded PRNG, and
// the row every probe reports.
import pg from 'pg';

/** One row of the final table. */
export function row(probe) {
  return { probe, tried: 0, refused: 0, leaked: 0, e500: 0, notes: [], info: [] };
}

/** A finding (leak, 500, loss): up to `n` examples per row, so the report stays readable. */
export function note(r, text, n = 8) {
  if (r.notes.length < n) r.notes.push(text);
  else if (r.notes.length === n) r.notes.push('…');
}

/** One attempt on a row: refused when `held`, else a leak, noted as `text`. */
export function judge(r, held, text) {
  r.tried++;
  if (held) r.refused++;
  else {
    r.leaked++;
    note(r, text);
  }
}

/** Something worth knowing that is not a finding (a refusal for another reason than expected). */
export function info(r, text, n = 3) {
  if (r.info.length < n) r.info.push(text);
  else if (r.info.length === n) r.info.push('…');
}

// SQL of a database error, or a stack trace, in an answer: the signs of an unhandled error leaking.
const LEAK_PATTERNS = [
  /syntax error at or near/i,
  /invalid input syntax for/i,
  /relation "[^"]+" does not exist/i,
  /column "[^"]+" (does not exist|of relation)/i,
  /operator does not exist/i,
  /violates (not-null|foreign key|unique|check) constraint/i,
  /out of range for type/i,
  /current transaction is aborted/i,
  /unterminated quoted/i,
  /could not determine data type/i,
  /\b(select|insert|update|delete)\b[^"]{0,200}\b(from|into|set)\b\s+"?[a-z_]+"?[^"]{0,80}\b(where|values|returning|limit|order by)\b/i,
  /\bat (async )?[\w$.<>]+ \((file:\/\/|node:|\/)[^)]*:\d+:\d+\)/,
  /\n\s+at [^\n]+:\d+:\d+/,
  /"stack"\s*:/,
  /node:internal\//,
  /\/(rest-api|gateway)\/(src|dist)\//,
  /(scrypt|\$2[aby]\$)\$?[A-Za-z0-9+/=$]{20,}/, // a password hash
];

/** The pattern an answer's text matched, or null. */
export function leakIn(text) {
  if (!text) return null;
  for (const pattern of LEAK_PATTERNS) {
    const m = pattern.exec(text);
    if (m) return m[0].slice(0, 120);
  }
  return null;
}

/** Connection failures before any answer, on a kept-alive socket the server closed meanwhile. */
const STALE_SOCKET = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

/**
 * A REST call; never throws (a network error answers status 0). A GET or HEAD that failed on the
 * connection before any answer is sent once more, as HTTP clients do for idempotent requests (a
 * kept-alive socket closed by the server just as it was reused); a second failure counts.
 */
export async function rest(base, method, path, options = {}) {
  const first = await restOnce(base, method, path, options);
  if (first.status === 0 && (method === 'GET' || method === 'HEAD') && STALE_SOCKET.has(first.text)) return restOnce(base, method, path, options);
  return first;
}

async function restOnce(base, method, path, { token, body, headers = {}, xff, timeout = 15_000, raw } = {}) {
  const h = { ...headers };
  if (token) h.authorization = token;
  if (xff) h['x-forwarded-for'] = xff;
  let payload = raw;
  if (body !== undefined) {
    h['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const started = Date.now();
  try {
    const res = await fetch(base + path, { method, headers: h, body: payload, signal: AbortSignal.timeout(timeout) });
    return { ...(await answerOf(res)), ms: Date.now() - started };
  } catch (error) {
    return { status: 0, text: String(error?.cause?.code ?? error?.name ?? error), ms: Date.now() - started };
  }
}

/** A fetch answer's status, text and JSON (undefined when the text is not JSON). */
export async function answerOf(res) {
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, text, json };
}

/** A GraphQL operation over HTTP. */
export async function gql(base, query, variables = {}, { token, xff, headers = {}, timeout = 20_000 } = {}) {
  const r = await rest(base, 'POST', '/graphql', { body: { query, variables }, token, xff, headers, timeout });
  const codes = (r.json?.errors ?? []).map((e) => e?.extensions?.code);
  return { ...r, data: r.json?.data, errors: r.json?.errors, codes };
}

/** A 500 of the API, or the gateway's masked bug / failed upstream. */
export function isServerError(r) {
  if (r.status >= 500 && r.status !== 503) return true;
  // UPSTREAM_ERROR is the gateway's code for any status it has no mapping for: a 5xx of the API is
  // a 500; a 429 (rate limit) is not, though it is reported under that code (see the README).
  return (r.errors ?? []).some((e) => {
    const code = e?.extensions?.code;
    const status = e?.extensions?.statusCode;
    return code === 'INTERNAL_SERVER_ERROR' || (code === 'UPSTREAM_ERROR' && !(status >= 400 && status < 500));
  });
}

export const PASSWORD = 'demo1234';
export const PHONES = { admin: '+79990000001', rm: '+79990000002', sr: '+79990000003', vendor: '+79990000004' };

/** Signs in at the REST API; the token. Each caller passes its own address (the per-address limit). */
export async function login(api, phone, xff, password = PASSWORD) {
  // A sign-in waits for a key derivation (scrypt, 128 MiB): behind others on a busy machine.
  const r = await rest(api, 'POST', '/users/login', { body: { phone, password }, xff, timeout: 60_000 });
  if (r.status !== 200) throw new Error(`sign-in of ${phone} failed: ${r.status} ${r.text.slice(0, 200)}`);
  return r.json.accessToken ?? r.json.id;
}

/** A new read-only API token of the signed-in `token`'s user (`extra`: more of its fields, a ttl). */
export async function readOnlyToken(api, token, name, extra = {}) {
  const created = await rest(api, 'POST', '/users/me/apiTokens', { token, body: { name, readOnly: true, ...extra } });
  if (!created.json?.token) throw new Error(`read-only token "${name}" not created: ${created.status} ${created.text.slice(0, 200)}`);
  return created.json.token;
}

/** mulberry32: the same sequence for the same seed. */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  return { next, int, pick, chance: (p) => next() < p };
}

/** Runs `task(i)` for i < n, `concurrency` at a time. */
export async function pool(n, concurrency, task) {
  let i = 0;
  const workers = Array.from({ length: Math.min(n, concurrency) }, async () => {
    while (i < n) await task(i++);
  });
  await Promise.all(workers);
}

let addressCounter = 1;
/**
 * A fresh private address for X-Forwarded-For, so per-address limits stay per probe: believed by the
 * gateways (the suite's client plays their edge proxy, TRUST_PROXY), never by the APIs (issue 23).
 */
export function freshAddress() {
  const n = addressCounter++;
  return `10.77.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * A client of the world's PostgreSQL. Its connection errors (the server crashed by `faults`, stopped at
 * the end) are reported, never an unhandled 'error' event that ends the suite; the next query fails.
 */
export async function database(world) {
  const db = new pg.Client({ connectionString: world.pgUrl });
  db.on('error', (error) => console.error(`[chaos] PostgreSQL client: ${error.message}`));
  await db.connect();
  return db;
}

/**
 * A POST straight to an API as the world's gateways send it (X-Gateway-Secret and X-Forwarded-For: the
 * only way the API believes a client's address), with time for a key derivation on a busy machine
 * (through a gateway a sign-in times out at its 5 s and is never evaluated).
 */
export function asGateway(world, api, path, body, address) {
  return rest(api, 'POST', path, { body, headers: { 'x-gateway-secret': world.gatewaySecret }, xff: address, timeout: 120_000 });
}
