// Helpers of the gateway probes of issue 23 (gw-*.mjs): a gateway of a probe's own, configured
// differently from the world's (another TRUST_PROXY, a METRICS_TOKEN, a web build), on the world's
// API 1 and with its secret; and HTTP from a chosen loopback address, so a probe that spends the
// failures allowed to one address spends them on its own address, not on 127.0.0.1 of the others.
import { mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Agent } from 'undici';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Service } from '../env.mjs';
import { answerOf } from '../lib.mjs';

let ownCount = 0;
/** Starts a gateway like the world's first one with `env` on top; stop it with `.stop()`. */
export async function ownGateway(world, env = {}) {
  const base = world.gateways[0];
  const g = new Service(`gateway-probe-${++ownCount}`, base.script, { ...base.env, ...env }, world.work);
  await g.start('/health');
  return g;
}

/** A folder with a minimal web build: `index.html` with an inline script, and `explorer.html`. */
export function miniWebDist(world) {
  const dir = mkdtempSync(path.join(world.work, 'web-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script>document.documentElement.classList.add(\'light\')</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'explorer.html'),
    '<!doctype html><html><head><style>html{height:100%}</style><script type="module" src="/assets/explorer.js"></script></head><body></body></html>',
  );
  return dir;
}

let localCounter = 10;
/** A fetch dispatcher whose connections come from a fresh loopback address (127.0.1.x). */
export function fromAddress() {
  const n = localCounter++;
  const address = `127.0.${1 + (n >> 8)}.${n & 255}`;
  return { address, dispatcher: new Agent({ localAddress: address }) };
}

/** A GraphQL call over HTTP with a dispatcher (`fromAddress`) and extra headers. */
export async function gqlFrom(base, query, variables, { dispatcher, headers = {}, token } = {}) {
  try {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...headers },
      body: JSON.stringify({ query, variables }),
      dispatcher,
      signal: AbortSignal.timeout(60_000),
    });
    const { status, text, json } = await answerOf(res);
    return { status, text, data: json?.data, errors: json?.errors, codes: (json?.errors ?? []).map((e) => e?.extensions?.code) };
  } catch (error) {
    return { status: 0, text: String(error?.cause?.code ?? error), codes: [] };
  }
}

/**
 * A graphql-ws client of a gateway with `token`, connected at once, never retrying; `on` its event
 * listeners. A close is what the probes wait for, not an error to print.
 */
export function wsClient(url, token, on = {}) {
  return createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: token },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on,
  });
}

/** Whether `check` holds within `ms` (looked at every 50 ms). */
export async function waitFor(check, ms) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return check();
}
