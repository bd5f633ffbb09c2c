// The suite's own world: a PostgreSQL server and a Redis on free loopback ports, two REST API replicas
// on them (the first seeds the demo data), and two gateways (one per replica). Everything it starts is
// registered here and stopped by `cleanup()` (also on failure and Ctrl-C).
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const HOST = '127.0.0.1';
// Another build of the API (e.g. an older commit's, to see a probe fail on a fixed bug).
const API_SCRIPT = process.env.CHAOS_API_SCRIPT || 'rest-api/dist/main.js';
const GATEWAY_SCRIPT = process.env.CHAOS_GATEWAY_SCRIPT || 'gateway/dist/main.js';
/** The runner's budget scale (run.mjs: the load per core, 1 to 4): a server's start waits as much longer. */
const scale = () => Number(process.env.CHAOS_SCALE || 1);

const children = new Set();
const dirs = [];

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function alive(child) {
  return child.exitCode === null && child.signalCode === null;
}

/** Starts a process with its output in a log file; `exited` resolves with its code or signal. */
function start(name, cmd, args, opts, logDir) {
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  child.name = name;
  child.logFile = path.join(logDir, `${name}.log`);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function stopChild(child, signal = 'SIGTERM', ms = 10_000) {
  if (!child || !alive(child)) return;
  child.kill(signal);
  const timer = setTimeout(() => alive(child) && child.kill('SIGKILL'), ms);
  await child.exited;
  clearTimeout(timer);
}

export function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function waitUntil(what, check, ms = 60_000 * scale()) {
  const deadline = Date.now() + ms;
  let last;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await sleep(150);
  }
  throw new Error(`${what} not ready within ${ms / 1000} s${last ? `: ${last.message}` : ''}`);
}

async function answers(url, ms = 2000) {
  const res = await fetch(url, { signal: AbortSignal.timeout(ms) });
  await res.arrayBuffer();
  return res.status;
}

// --- PostgreSQL --------------------------------------------------------------------------------

export class Postgres {
  constructor(work) {
    this.dir = path.join(work, 'pg');
    this.logDir = work;
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    this.ids = process.getuid?.() === 0 ? { uid, gid } : {};
  }

  async init() {
    mkdirSync(this.dir);
    if (this.ids.uid !== undefined) chownSync(this.dir, this.ids.uid, this.ids.gid);
    const r = spawnSync(`${PG_BIN}/initdb`, ['-D', path.join(this.dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'], {
      ...this.ids,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`initdb failed: ${r.stderr || r.stdout}`);
    this.port = await freePort();
    await this.start();
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: this.url('postgres') });
    await client.connect();
    await client.query(`create database chaos TEMPLATE template0 ENCODING 'UTF8' LC_CTYPE 'C.UTF-8' LC_COLLATE 'C.UTF-8'`);
    await client.end();
  }

  url(db = 'chaos') {
    return `postgres://postgres@${HOST}:${this.port}/${db}`;
  }

  async start() {
    this.child = start(
      'postgres',
      `${PG_BIN}/postgres`,
      ['-D', path.join(this.dir, 'data'), '-p', String(this.port), '-k', this.dir, '-c', `listen_addresses=${HOST}`, '-c', 'fsync=off', '-c', 'max_connections=200'],
      this.ids,
      this.logDir,
    );
    const { default: pg } = await import('pg');
    await waitUntil('PostgreSQL', async () => {
      const client = new pg.Client({ connectionString: this.url('postgres'), connectionTimeoutMillis: 1000 });
      client.on('error', () => {});
      await client.connect();
      await client.end();
      return true;
    });
  }

  /** Immediate shutdown (SIGQUIT): like a crash, committed transactions survive through the WAL. */
  async crash() {
    await stopChild(this.child, 'SIGQUIT');
  }

  async stop() {
    await stopChild(this.child, 'SIGINT');
  }
}

// --- Redis -------------------------------------------------------------------------------------

export class Redis {
  constructor(work) {
    this.logDir = work;
    this.dir = path.join(work, 'redis');
    mkdirSync(this.dir);
  }

  get url() {
    return `redis://${HOST}:${this.port}`;
  }

  async start() {
    this.port ??= await freePort();
    this.child = start('redis', 'redis-server', ['--port', String(this.port), '--bind', HOST, '--save', '', '--appendonly', 'no', '--dir', this.dir], {}, this.logDir);
    await waitUntil(
      'Redis',
      () =>
        new Promise((resolve) => {
          const socket = connect(this.port, HOST);
          socket.once('connect', () => socket.end('PING\r\n'));
          socket.once('data', (d) => resolve(d.toString().startsWith('+PONG')));
          socket.once('error', () => resolve(false));
        }),
    );
  }

  async stop() {
    await stopChild(this.child, 'SIGKILL');
  }
}

// --- REST API and gateway ----------------------------------------------------------------------

export class Service {
  constructor(name, script, env, logDir) {
    Object.assign(this, { name, script, env, logDir });
    this.restarts = 0;
    this.unexpectedExits = [];
  }

  get url() {
    return `http://${HOST}:${this.port}`;
  }

  async start(readyPath) {
    this.port ??= await freePort();
    this.stopping = false;
    this.child = start(
      this.name,
      process.execPath,
      ['--enable-source-maps', this.script],
      {
        cwd: root,
        env: { ...process.env, ...this.env, PORT: String(this.port), HOST },
      },
      this.logDir,
    );
    const child = this.child;
    child.once('exit', (code, signal) => {
      if (!this.stopping) this.unexpectedExits.push(`${this.name} exited (${signal ?? `code ${code}`})`);
    });
    await waitUntil(
      this.name,
      async () => {
        if (!alive(child)) throw new Error(`exited early:\n${tail(child.logFile)}`);
        return (await answers(`${this.url}${readyPath}`)) < 500;
      },
      90_000 * scale(),
    );
    this.readyPath = readyPath;
  }

  alive() {
    return !!this.child && alive(this.child);
  }

  async stop() {
    this.stopping = true;
    await stopChild(this.child, 'SIGTERM');
  }

  async restart() {
    await this.stop();
    this.restarts++;
    await this.start(this.readyPath);
  }
}

/** Builds the servers when stale, then starts the whole world. */
export async function startWorld(log) {
  if (!process.env.CHAOS_API_SCRIPT && !process.env.CHAOS_GATEWAY_SCRIPT) {
    const { buildServers } = await import(path.join(root, 'scripts/build-servers.mjs'));
    await buildServers({ onlyStale: true });
  }
  const work = mkdtempSync(path.join(tmpdir(), 'chaos-'));
  dirs.push(work);
  chmodSync(work, 0o755); // the postgres user must reach its folder
  log(`work folder ${work}`);
  const pg = new Postgres(work);
  await pg.init();
  const redis = new Redis(work);
  await redis.start();
  log(`PostgreSQL on ${pg.port}, Redis on ${redis.port}`);
  const filesDir = path.join(work, 'files');
  mkdirSync(filesDir);
  // The gateways prove to the APIs that the client address they forward is theirs; the APIs trust no
  // proxy. The gateways trust the suite's client on loopback as an edge proxy (nginx in production),
  // so probes can speak for many client addresses through them (X-Forwarded-For), never to the API.
  const gatewaySecret = randomBytes(32).toString('hex');
  const apiEnv = {
    GATEWAY_SECRET: gatewaySecret,
    TRUST_PROXY: 'false',
    DATABASE_URL: pg.url(),
    REDIS_URL: redis.url,
    FILES_DIR: filesDir,
    LOG_LEVEL: 'warn',
    SMS_TRANSPORT: 'log',
    SEED_DEMO: 'true',
  };
  const apis = [new Service('api-1', API_SCRIPT, apiEnv, work), new Service('api-2', API_SCRIPT, apiEnv, work)];
  await apis[0].start('/openapi.json'); // seeds the empty database
  await apis[1].start('/openapi.json');
  const gateways = apis.map(
    (api, i) =>
      new Service(
        `gateway-${i + 1}`,
        GATEWAY_SCRIPT,
        {
          UPSTREAM_URL: api.url,
          WEB_DIST: 'none',
          LOG_LEVEL: 'warn',
          SESSION_RECHECK_MS: '30000',
          GATEWAY_SECRET: gatewaySecret,
          TRUST_PROXY: '127.0.0.1,::1',
          REDIS_URL: redis.url,
          TRUSTED_DOCUMENTS: path.join(root, 'web/src/__generated__/persisted-documents.json'),
        },
        work,
      ),
  );
  for (const g of gateways) await g.start('/health');
  log(`APIs ${apis.map((a) => a.port).join(', ')}, gateways ${gateways.map((g) => g.port).join(', ')}`);
  return { work, pg, redis, apis, gateways, gatewaySecret };
}

let cleaning;
export function cleanup() {
  cleaning ??= (async () => {
    const list = [...children];
    await Promise.all(list.map((c) => stopChild(c, c.name === 'redis' ? 'SIGKILL' : c.name === 'postgres' ? 'SIGQUIT' : 'SIGTERM', 5000)));
    if (!process.env.CHAOS_KEEP) for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

/** Synchronous last resort (process exit): kill whatever is still running. */
export function killAllNow() {
  for (const c of children) {
    try {
      c.kill('SIGKILL');
    } catch {
      /* gone */
    }
  }
  if (!process.env.CHAOS_KEEP) for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
