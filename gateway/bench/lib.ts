// What the gateway's benchmarks share: free ports, the compiled servers started as in production
// (`node */dist/main.js`, built first when stale), readiness waits, and the one-line JSON that
// `npm run bench` at the root collects (`--json`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const json = process.argv.includes('--json');
/** A line for people (not with `--json`). */
export const log = (line: string) => (json ? undefined : console.log(line));

/** The whole number after `--name` on the command line, or `fallback`; refused outside `min` to `max`. */
export function arg(name: string, fallback: number, min = 1, max = 20_000): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name}: ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`);
  return value;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Builds the servers when their output is older than the sources (as `npm start` does). */
export function buildServers(): void {
  const result = spawnSync(process.execPath, ['scripts/build-servers.mjs', '--if-stale'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('building the servers failed');
}

/** A compiled server (`rest-api` or `gateway`) as its own process. */
export function startServer(workspace: 'rest-api' | 'gateway', env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, path.join(workspace, 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_OUTPUT ? 'inherit' : 'ignore', 'inherit'],
  });
}

export async function waitFor(url: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** Resident memory of a process, MB (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/** CPU time a process has used so far (user + system), ms (Linux; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const { user, system } = cpuSplitMs(pid);
  return user + system;
}

/** CPU time a process has used so far in user space and in the kernel (its syscalls: socket writes), ms (Linux). */
export function cpuSplitMs(pid: number): { user: number; system: number } {
  // After the command's closing parenthesis: state, then fields 4… of proc(5); utime and stime are 14 and 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: (Number(fields[11]) * 1000) / 100, system: (Number(fields[12]) * 1000) / 100 };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One row of the root benchmark table: what, the figure, the goal, and whether it is met. */
export interface BenchRow {
  what: string;
  figure: string;
  goal: string;
  met: boolean | null;
}

/** Prints the rows for `npm run bench` (one line, prefixed) when run with `--json`. */
export function emitRows(rows: BenchRow[]): void {
  if (json) console.log(`BENCH_ROWS ${JSON.stringify(rows)}`);
}

/** A rest-api in memory and a gateway in front of it on free ports (built first when stale); `gatewayEnv` adds to the gateway's settings. */
export async function startStack(gatewayEnv: Record<string, string> = {}, gatewayNodeArgs: string[] = []) {
  buildServers();
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const apiProcess = startServer('rest-api', { PORT: String(apiPort), DATA_DIR: 'memory' });
  const gatewayEnvAll = { PORT: String(gatewayPort), UPSTREAM_URL: api, WEB_DIST: 'none', LOG_LEVEL: 'warn', ...gatewayEnv };
  const gatewayProcess = startServer('gateway', gatewayEnvAll, gatewayNodeArgs);
  return { api, gateway: `http://127.0.0.1:${gatewayPort}`, apiProcess, gatewayProcess };
}

/** Signs in with the demo password through the gateway's `login` mutation: the access_token cookie. */
export async function signInCookie(gateway: string, phone = '+79990000001'): Promise<string> {
  const res = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `mutation { login(phone: "${phone}", password: "demo1234") { ttl } }` }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('access_token='));
  if (!cookie) throw new Error(`sign-in failed: ${await res.text()}`);
  return cookie.split(';')[0]!;
}

/** A GraphQL operation through the gateway with a session cookie: its data, or an error naming the errors. */
export async function gatewayGql<T>(gateway: string, cookie: string, query: string, variables: object = {}): Promise<T> {
  const res = await fetch(`${gateway}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A graphql-ws client of the gateway with a session cookie, connected at once, never retrying; `options` add to it. */
export function gatewaySocket(gateway: string, cookie: string, options: Partial<ClientOptions> = {}): Client {
  return createClient({
    url: `${gateway.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
    lazy: false,
    ...options,
  });
}
