// File uploads, to the API directly and through the gateway's uploadFile: a pixel flood (a PNG whose
// header says 16000×16000), an SVG, a JPEG and HTML declared as other types, path traversal in the
// file name, container and download path, and a file over 10 MB.
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { answerOf, freshAddress, isServerError, leakIn, login, note, PHONES, rest, row } from '../lib.mjs';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A PNG of `w`×`h` whose data is a few rows of zeros: tiny on the wire, huge once decoded. */
export function pixelFlood(w = 16000, h = 16000) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = deflateSync(Buffer.alloc((w * 3 + 1) * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

async function upload(api, token, { data, type, name, container, xff }) {
  const form = new FormData();
  form.append('file', new Blob([data], { type }), name);
  const query = container ? `?container=${encodeURIComponent(container)}` : '';
  const started = Date.now();
  try {
    const res = await fetch(`${api}/fileUpload/single${query}`, {
      method: 'POST',
      headers: { authorization: token, 'x-forwarded-for': xff },
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
    return { ...(await answerOf(res)), ms: Date.now() - started };
  } catch (error) {
    return { status: 0, text: String(error?.cause?.code ?? error), ms: Date.now() - started };
  }
}

async function gatewayUpload(gw, token, { data, type, name, xff }) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation ($f: Upload!) { uploadFile(file: $f) { path mime } }', variables: { f: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([data], { type }), name);
  try {
    const res = await fetch(`${gw}/graphql`, {
      method: 'POST',
      headers: { authorization: token, 'apollo-require-preflight': 'true', 'x-forwarded-for': xff },
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
    const { status, text, json } = await answerOf(res);
    return { status, text, json, data: json?.data, errors: json?.errors, codes: (json?.errors ?? []).map((e) => e?.extensions?.code) };
  } catch (error) {
    return { status: 0, text: String(error?.cause?.code ?? error), codes: [] };
  }
}

export async function uploadsProbe(world) {
  const xff = freshAddress();
  const api = world.apis[0].url;
  const gw = world.gateways[1].url;
  const token = await login(api, PHONES.admin, xff);
  const r = row('uploads: flood, disguised types, traversal, size');
  const marker = `chaos-traversal-${process.pid}-${Date.now()}`;
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
    .png()
    .toBuffer();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
  const cases = [
    { name: 'pixel flood 16000×16000 PNG', data: pixelFlood(), type: 'image/png', file: 'flood.png', expect: 'refused' },
    { name: 'pixel flood 60000×60000 PNG', data: pixelFlood(60000, 60000), type: 'image/png', file: 'flood2.png', expect: 'refused' },
    { name: 'SVG sent as image/png', data: svg, type: 'image/png', file: 'x.png', expect: 'refused' },
    { name: 'SVG as image/svg+xml', data: svg, type: 'image/svg+xml', file: 'x.svg', expect: 'refused' },
    { name: 'JPEG sent as image/png', data: jpeg, type: 'image/png', file: 'x.png', expect: 'refused' },
    { name: 'HTML sent as image/gif', data: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/gif', file: 'x.gif', expect: 'refused' },
    { name: 'HTML sent as text/html', data: Buffer.from('<html><script>alert(1)</script></html>'), type: 'text/html', file: 'x.html', expect: 'refused' },
    { name: 'empty file', data: Buffer.alloc(0), type: 'text/plain', file: 'x.txt', expect: 'refused' },
    { name: '11 MB file', data: Buffer.alloc(11 * 1024 * 1024, 65), type: 'text/plain', file: 'big.txt', expect: 'refused' },
    { name: 'container ../../tmp', data: png, type: 'image/png', file: 'x.png', container: '../../tmp', expect: 'refused' },
    { name: 'traversal file name', data: Buffer.from('owned'), type: 'text/plain', file: `../../../../../../tmp/${marker}.txt`, expect: 'stored inside' },
    { name: 'traversal file name (backslashes)', data: Buffer.from('owned'), type: 'text/plain', file: `..\\..\\..\\..\\tmp\\${marker}.txt`, expect: 'stored inside' },
    { name: 'a real PNG (control)', data: png, type: 'image/png', file: 'ok.png', expect: 'stored inside' },
  ];
  const stored = [];
  for (const c of cases) {
    const res = await upload(api, token, { data: c.data, type: c.type, name: c.file, container: c.container, xff });
    r.tried++;
    if (res.status >= 500 || res.status === 0) {
      r.e500++;
      note(r, `${c.name}: ${res.status} ${res.text.slice(0, 80)}`);
    }
    if (leakIn(res.text)) {
      r.leaked++;
      note(r, `${c.name}: ${leakIn(res.text)}`);
    } else if (c.expect === 'refused') {
      if (res.status >= 400 && res.status < 500) r.refused++;
      else if (res.status === 200) {
        r.leaked++;
        note(r, `${c.name}: accepted (${res.text.slice(0, 80)})`);
      }
    } else if (res.status === 200) {
      const p = `${res.json?.container ?? ''}/${res.json?.path ?? res.json?.name ?? ''}`;
      if (p.includes('..') || p.includes('\\')) {
        r.leaked++;
        note(r, `${c.name}: stored as ${p}`);
      } else r.refused++;
      stored.push(res.json);
    } else r.refused++;
    // The same through the gateway (the small ones).
    if (c.data.length < 2 * 1024 * 1024 || c.name === '11 MB file') {
      const g = await gatewayUpload(gw, token, { data: c.data, type: c.type, name: c.file, xff });
      r.tried++;
      if (isServerError(g) || g.status === 0) {
        r.e500++;
        note(r, `gateway ${c.name}: ${g.status} ${g.codes.join(',')}`);
      }
      if (c.expect === 'refused' && !c.container && g.data?.uploadFile) {
        r.leaked++;
        note(r, `gateway ${c.name}: accepted`);
      } else r.refused++;
    }
  }
  // Nothing landed outside the files folder.
  const escaped = readdirSync(tmpdir()).filter((f) => f.includes(marker));
  if (escaped.length || existsSync(path.join('/', `${marker}.txt`))) {
    r.leaked++;
    note(r, `file written outside the files folder: ${escaped.join(', ')}`);
  }
  // Downloads: only with a session or token, private caching, nosniff, no traversal.
  const file = stored.find((s) => s?.path);
  if (file) {
    const url = `/files/${file.container ?? 'messages'}/${file.path}`;
    const res = await fetch(`${gw}${url}`, { headers: { authorization: token } });
    await res.arrayBuffer();
    r.tried++;
    const cc = res.headers.get('cache-control') ?? '';
    if (res.status !== 200 || !/private/.test(cc) || /public/.test(cc)) {
      r.leaked++;
      note(r, `download: ${res.status}, cache-control "${cc}"`);
    } else r.refused++;
    for (const base of [api, gw]) {
      const anonymous = await fetch(`${base}${url}`);
      await anonymous.arrayBuffer();
      r.tried++;
      if (anonymous.status >= 500) r.e500++;
      if (anonymous.status !== 401) {
        r.leaked++;
        note(r, `download without a token at ${base === api ? 'the API' : 'the gateway'}: ${anonymous.status}`);
      } else r.refused++;
    }
  }
  for (const p of [
    '/files/messages/..%2f..%2f..%2fetc%2fpasswd',
    '/files/..%2f..%2fetc/passwd',
    '/files/messages/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/files/messages/....//....//etc/passwd',
  ]) {
    for (const base of [api, gw]) {
      const res = await rest(base, 'GET', p);
      r.tried++;
      if (res.status >= 500) r.e500++;
      if (res.status === 200 || /root:/.test(res.text)) {
        r.leaked++;
        note(r, `GET ${p}: ${res.status}`);
      } else r.refused++;
    }
  }
  return [r];
}
