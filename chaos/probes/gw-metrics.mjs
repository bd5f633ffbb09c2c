// Issue 23, F3: /metrics is not public, and nothing a client writes grows it. The world's gateways
// (no METRICS_TOKEN) must not serve it; a gateway of the probe's own with a METRICS_TOKEN serves it
// only with `Authorization: Bearer <token>`, and 300 operations with 1,000-character made-up names
// (anyone may send them, signed in or not) add no series and no bytes per name.
import { randomBytes } from 'node:crypto';
import { gql, info, note, pool, rest, row } from '../lib.mjs';
import { ownGateway } from './gw-lib.mjs';

export async function gwMetricsProbe(world) {
  const r = row('gw-metrics: /metrics access, 300 made-up operation names');
  for (const g of world.gateways) {
    const res = await rest(g.url, 'GET', '/metrics');
    r.tried++;
    if (res.status === 200) {
      r.leaked++;
      note(r, `${g.name}: /metrics answered 200 without a token`);
    } else r.refused++;
    if (res.status >= 500) r.e500++;
  }
  const token = randomBytes(24).toString('hex');
  const g = await ownGateway(world, { METRICS_TOKEN: token });
  try {
    for (const [what, authorization] of [
      ['no token', undefined],
      ['a wrong token', `Bearer ${'0'.repeat(48)}`],
      ['the token without Bearer', token],
    ]) {
      const res = await rest(g.url, 'GET', '/metrics', { headers: authorization ? { authorization } : {} });
      r.tried++;
      if (res.status === 200) {
        r.leaked++;
        note(r, `/metrics with ${what}: 200`);
      } else r.refused++;
    }
    const scrape = () => rest(g.url, 'GET', '/metrics', { headers: { authorization: `Bearer ${token}` } });
    const before = await scrape();
    if (before.status !== 200) throw new Error(`/metrics with its token answered ${before.status}`);
    let e500 = 0;
    await pool(300, 10, async (i) => {
      const res = await gql(g.url, `query Probe${i}_${'x'.repeat(1000)} { ping }`);
      if (res.status >= 500) e500++;
    });
    r.e500 += e500;
    const after = await scrape();
    const growth = after.text.length - before.text.length;
    r.tried += 300;
    if (after.text.includes('x'.repeat(100)) || growth > 20_000) {
      r.leaked += 300;
      note(r, `one scrape grew by ${growth} bytes after 300 made-up names (${after.text.includes('x'.repeat(100)) ? 'the names are labels' : 'no names seen'})`);
    } else r.refused += 300;
    info(r, `scrape ${before.text.length} → ${after.text.length} bytes after 300 names of 1,000 characters`);
  } finally {
    await g.stop();
  }
  return [r];
}
