// Starts the product the way the README does (`npm start`, i.e. scripts/start.mjs) on a fresh data
// folder and free ports, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningProduct {
  url: string;
  /** The REST API the product started (for tests that put their own gateway in front of it). */
  apiUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The product for a test file: the one `global-setup.ts` started for the whole run (one start for
 * every browser test, as CI's time needs), or a fresh one of the file's own with `{ own: true }`
 * (a test that needs a fresh data folder). Stopping the shared one is left to the global teardown.
 */
export async function startProduct(options: { own?: boolean } = {}): Promise<RunningProduct> {
  const shared = options.own ? undefined : inject('product');
  if (shared) return { url: shared.url, apiUrl: shared.apiUrl, output: () => shared.banner, stop: async () => undefined };
  return startOwnProduct();
}

/**
 * Starts a product of its own on a fresh data folder and free ports; `env` adds settings (e.g.
 * `UPSTREAM_URL`: the gateway in front of an API of the test's own instead of rest-api/).
 */
export async function startOwnProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-e2e-data-'));
  const [port, apiPort] = [await freePort(), await freePort()];
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    // REST_TIMEOUT_MS: the browser tests run two products and two Chromiums on two cores (scripts/test.mjs's
    // lanes), where a sign-in's password hash (scrypt) can outlast the 5 s a gateway gives its API by default.
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', REST_TIMEOUT_MS: '15000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the product did not start within 330 s:\n${output}`)), 330_000); // scripts/start.mjs waits 300 s for each part
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Back-office:\s+(http:\/\/\S+?)\/?\s/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
