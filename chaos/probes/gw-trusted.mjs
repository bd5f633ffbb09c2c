// Trusted operations (issue 41; docs/adr/0030-trusted-operations.md): a browser session (the session
// cookie) runs the web's listed operations only. With an admin's and a vendor's cookie, operations that
// are not the web's — full documents over HTTP (JSON, GET, multipart, with the explorer's header as a
// vendor), a full document beside a listed id, unknown ids, and over the WebSocket a full document or
// a listed id carrying another text — must all be refused: none may answer its own data. The web's
// own operation by id, and an API token's own document, are the controls.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { root } from '../env.mjs';
import { freshAddress, info, isServerError, login, note, PHONES, rest, row } from '../lib.mjs';

const listed = JSON.parse(readFileSync(path.join(root, 'web/src/__generated__/persisted-documents.json'), 'utf8'));
const idOf = (name) => {
  const entry = Object.entries(listed).find(([, text]) => new RegExp(`\\b(query|mutation) ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not in the web's list`);
  return entry[0].replace(/^sha256:/, '');
};
const byId = (hash) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

// What a vendor's (or anyone's) own document would read or do; none is the web's text.
const FOREIGN = [
  '{ me { id phone } }',
  '{ users(pageSize: 100) { items { id phone email } } }',
  '{ __schema { types { name } } }',
  '{ tickets(pageSize: 100) { total items { id } } }',
  'mutation { noop }',
];

function wsOnce(url, cookie, payload, ms = 4000) {
  return new Promise((resolve) => {
    const result = { values: [], errors: [] };
    const client = createClient({
      url: url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(address, protocols) {
          super(address, protocols, { headers: { cookie } });
        }
      },
      retryAttempts: 0,
      lazy: true,
    });
    const done = () => {
      clearTimeout(timer);
      client.dispose();
      resolve(result);
    };
    const timer = setTimeout(done, ms);
    client.subscribe(payload, {
      next: (v) => (v.data ? result.values.push(v.data) : result.errors.push(...(v.errors ?? []))),
      error: (e) => {
        result.errors.push(...(Array.isArray(e) ? e : [e]));
        done();
      },
      complete: done,
    });
  });
}

export async function gwTrustedProbe(world) {
  const gw = world.gateways[0].url;
  const api = world.apis[0].url;
  const r = row('gw-trusted: non-web operations from a browser session');
  const sessionMe = idOf('SessionMe');
  const post = (cookie, body, headers = {}) => rest(gw, 'POST', '/graphql', { body, headers: { cookie, ...headers } });
  const refused = (label, res, code) => {
    r.tried++;
    if (isServerError(res)) r.e500++;
    const data = res.json?.data;
    const codes = (res.json?.errors ?? []).map((e) => e?.extensions?.code);
    if (data && Object.values(data).some((v) => v !== null)) {
      r.leaked++;
      note(r, `${label}: answered ${JSON.stringify(data).slice(0, 100)}`);
    } else {
      r.refused++;
      if (!codes.includes(code)) info(r, `${label}: refused with ${codes.join(',') || res.status}, not ${code}`);
    }
  };

  for (const [who, phone] of [
    ['admin', PHONES.admin],
    ['vendor', PHONES.vendor],
  ]) {
    const cookie = `access_token=${await login(api, phone, freshAddress())}`;
    const own = await post(cookie, { extensions: byId(sessionMe) });
    if (!own.json?.data?.me) note(r, `${who}: the web's own SessionMe by id refused: ${own.text.slice(0, 160)}`);
    for (const query of FOREIGN) {
      refused(`${who}, ${query}`, await post(cookie, { query }), 'OPERATION_NOT_TRUSTED');
      refused(`${who}, ${query} beside the id of SessionMe`, await post(cookie, { query, extensions: byId(sessionMe) }), 'OPERATION_NOT_TRUSTED');
      refused(
        `${who}, ${query} by GET`,
        await rest(gw, 'GET', `/graphql?${new URLSearchParams({ query })}`, { headers: { cookie, 'apollo-require-preflight': '1' } }),
        'OPERATION_NOT_TRUSTED',
      );
      const ws = await wsOnce(gw, cookie, { query });
      r.tried++;
      if (ws.values.length) {
        r.leaked++;
        note(r, `${who}, ${query} over the WebSocket: answered`);
      } else r.refused++;
      // A listed id carrying another text: the listed text runs, never the one sent.
      const smuggled = await wsOnce(gw, cookie, { query, extensions: byId(sessionMe) });
      r.tried++;
      if (smuggled.values.some((v) => !v.me || 'users' in v || '__schema' in v || 'tickets' in v || 'noop' in v)) {
        r.leaked++;
        note(r, `${who}, ${query} beside a listed id over the WebSocket: its own text ran`);
      } else r.refused++;
    }
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: FOREIGN[1], variables: {} }));
    form.set('map', '{}');
    const multipart = await fetch(`${gw}/graphql`, { method: 'POST', body: form, headers: { cookie, 'apollo-require-preflight': '1' } });
    refused(`${who}, multipart`, { status: multipart.status, json: await multipart.json().catch(() => undefined), text: '' }, 'OPERATION_NOT_TRUSTED');
    for (let i = 0; i < 20; i++) {
      const hash = Buffer.from(`${who}-${i}-unknown`).toString('hex').padEnd(64, '0').slice(0, 64);
      refused(`${who}, unknown id`, await post(cookie, { extensions: byId(hash) }), 'APP_OUTDATED');
    }
    const explorer = await post(cookie, { query: FOREIGN[0] }, { 'x-graphql-explorer': '1' });
    if (who === 'vendor') refused('vendor, the explorer header', explorer, 'OPERATION_NOT_TRUSTED');
    else if (!explorer.json?.data?.me) note(r, `admin's explorer refused its own document: ${explorer.text.slice(0, 160)}`);
  }
  // An API token (a script, an analyst) still sends its own documents.
  const token = await login(api, PHONES.admin, freshAddress());
  const script = await rest(gw, 'POST', '/graphql', { body: { query: FOREIGN[0] }, token });
  if (!script.json?.data?.me) note(r, `a token's own document refused: ${script.text.slice(0, 160)}`);
  return [r];
}
