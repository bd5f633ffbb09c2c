// Issue 23, F10: every page the gateway serves (the web app, /graphql in a browser, /explorer) and
// its other answers carry a Content-Security-Policy (scripts, styles, images, connections to self;
// no inline or eval scripts; frame-ancestors 'none') and the usual headers. On a gateway of the
// probe's own serving a minimal web build (the world's serve none).
import { info, note, row } from '../lib.mjs';
import { miniWebDist, ownGateway } from './gw-lib.mjs';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** What is wrong with one answer's headers (empty: nothing). */
function problems(headers) {
  const csp = headers.get('content-security-policy');
  if (!csp) return ['no Content-Security-Policy'];
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
  const out = [];
  const script = directives['script-src'] ?? directives['default-src'] ?? [];
  if (!(directives['default-src'] ?? []).includes("'self'") || (directives['default-src'] ?? []).some((v) => v === '*')) out.push(`default-src ${directives['default-src']}`);
  if (!script.length || script.some((v) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'].includes(v))) out.push(`script-src ${script.join(' ')}`);
  for (const name of ['style-src', 'img-src', 'connect-src']) {
    const values = directives[name] ?? directives['default-src'] ?? [];
    if (!values.includes("'self'") || values.includes('*') || values.includes('http:') || values.includes('https:')) out.push(`${name} ${values.join(' ')}`);
  }
  const ancestors = directives['frame-ancestors'] ?? [];
  if (!(ancestors.length === 1 && (ancestors[0] === "'none'" || ancestors[0] === "'self'"))) out.push(`frame-ancestors ${ancestors.join(' ') || 'missing'}`);
  if (headers.get('x-content-type-options') !== 'nosniff') out.push('no X-Content-Type-Options: nosniff');
  if (!/^(DENY|SAMEORIGIN)$/i.test(headers.get('x-frame-options') ?? '')) out.push('no X-Frame-Options');
  if (!headers.get('referrer-policy')) out.push('no Referrer-Policy');
  return out;
}

export async function gwHeadersProbe(world) {
  const r = row('gw-headers: CSP and security headers of every page');
  const g = await ownGateway(world, { WEB_DIST: miniWebDist(world) });
  try {
    const answers = [
      ['GET', '/', 'the web app'],
      ['GET', '/app/tickets', 'a screen of the web app'],
      ['GET', '/user/login', 'the sign-in page'],
      ['GET', '/graphql', 'the explorer, in a browser'],
      ['GET', '/explorer', 'the explorer'],
      ['POST', '/graphql', 'GraphQL'],
      ['GET', '/health', 'health'],
      ['GET', '/export/tickets.csv', 'the export, to a visitor'],
      ['GET', '/assets/missing.js', 'a missing asset'],
    ];
    for (const [method, path, what] of answers) {
      r.tried++;
      const post = method === 'POST';
      const res = await fetch(g.url + path, { method, headers: post ? { 'content-type': 'application/json' } : HTML, body: post ? '{"query":"{ ping }"}' : undefined });
      await res.arrayBuffer();
      if (res.status >= 500 && res.status !== 503) r.e500++;
      const found = problems(res.headers);
      if (found.length) {
        r.leaked++;
        note(r, `${method} ${path} (${what}, ${res.status}): ${found.join('; ')}`);
      } else r.refused++;
      if (path === '/explorer') info(r, `explorer: ${res.headers.get('content-security-policy')}`);
    }
  } finally {
    await g.stop();
  }
  return [r];
}
