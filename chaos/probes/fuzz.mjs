// ≥ 10,000 fuzzed LoopBack filters against the REST list, count and findOne routes: random where,
// order, fields, include, limit and skip, with NUL bytes, huge numbers, deep nesting, SQL fragments
// and malformed JSON. No answer may be a 500 or carry SQL of an error or a stack trace.
import { freshAddress, leakIn, login, note, PHONES, pool, prng, rest, row } from '../lib.mjs';

const MODELS = {
  places: ['city', 'placeType', 'campaign', 'plans', 'users', 'vendors', 'tickets'],
  users: ['role', 'city', 'place', 'inviter', 'places', 'cities', 'tickets'],
  tickets: ['user', 'place', 'items', 'campaign'],
  cities: ['region', 'places'],
  regions: ['cities'],
  products: ['category', 'campaignProducts'],
  productCategories: ['products'],
  campaigns: ['periods', 'plans', 'places', 'campaignProducts'],
  periods: ['campaign', 'plans', 'periodProducts'],
  plans: ['place', 'period', 'campaign'],
  auditLogs: [],
  admEntities: [],
};

const STRINGS = [
  '',
  'a',
  '%',
  '_',
  '\\',
  "'",
  '"',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "') UNION SELECT password_hash FROM users --",
  '$1',
  '::text',
  'Москва',
  '\u0000',
  'abc\u0000def',
  '\ud800',
  '😀',
  '[a-z]+(',
  '/.*/i',
  '(?<!x)',
  'x'.repeat(5000),
  'null',
  'undefined',
  'NaN',
  '1e309',
  '2026-13-45T99:99:99Z',
  '2026-01-01T00:00:00Z',
  '__proto__',
  'constructor',
  ' ',
];
const NUMBERS = [0, -1, 1, 2147483647, 2147483648, -2147483649, 9999999999, 2 ** 53 + 2, 1e308, -1e308, 1.5, 0.1, 1e-320, 4294967296, 1e20];
const OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'inq',
  'nin',
  'like',
  'nlike',
  'ilike',
  'nilike',
  'regexp',
  'exists',
  'near',
  'and',
  'or',
  'foo',
  '$where',
  'constructor',
];
const JUNK_PROPS = ['password', 'passwordHash', 'password_hash', 'id; drop table users', 'id"', '"id"', 'id::text', 'a.b', 'city.title', '__proto__', '', '1', 'x'.repeat(300)];

function generator(seed, props) {
  const r = prng(seed);
  const scalar = () => {
    switch (r.int(7)) {
      case 0:
      case 1:
        return r.pick(STRINGS);
      case 2:
      case 3:
        return r.pick(NUMBERS);
      case 4:
        return r.pick([true, false, null]);
      case 5:
        return r.pick(STRINGS) + r.pick(STRINGS);
      default:
        return r.int(1000);
    }
  };
  const value = (depth) => {
    if (depth > 3 || r.chance(0.6)) return scalar();
    if (r.chance(0.5)) return Array.from({ length: r.int(5) }, () => value(depth + 1));
    return { [r.pick(OPS)]: value(depth + 1) };
  };
  const prop = () => (r.chance(0.8) ? r.pick(props) : r.pick(JUNK_PROPS));
  const where = (depth) => {
    if (depth > 0 && r.chance(0.3)) return scalar();
    const out = {};
    for (let i = 0, n = 1 + r.int(3); i < n; i++) {
      if (depth < 4 && r.chance(0.25)) out[r.pick(['and', 'or'])] = Array.from({ length: 1 + r.int(3) }, () => where(depth + 1));
      else if (r.chance(0.5)) out[prop()] = scalar();
      else out[prop()] = { [r.pick(OPS)]: value(depth + 1), ...(r.chance(0.2) ? { options: r.pick(['i', 'g', 1, {}]) } : {}) };
    }
    return out;
  };
  const deep = (n) => {
    let w = { id: 1 };
    const key = r.pick(['and', 'or', 'where', 'x']);
    for (let i = 0; i < n; i++) w = key === 'and' || key === 'or' ? { [key]: [w] } : { [key]: w };
    return w;
  };
  const order = () =>
    r.pick([
      () => `${prop()} ${r.pick(['ASC', 'DESC', 'asc', 'DROP', '', 'DESC NULLS FIRST', 'DESC; --'])}`,
      () => Array.from({ length: r.int(4) }, () => `${prop()} ${r.pick(['ASC', 'DESC'])}`),
      () => scalar(),
      () => ({ [prop()]: r.pick(['ASC', 1, -1]) }),
    ])();
  const fields = () =>
    r.pick([
      () => Array.from({ length: r.int(5) }, prop),
      () => Object.fromEntries(Array.from({ length: r.int(4) }, () => [prop(), r.pick([true, false, 1, 'x'])])),
      () => scalar(),
    ])();
  const include = (relations, depth = 0) => {
    const rel = () => (r.chance(0.8) && relations.length ? r.pick(relations) : r.pick(['password', 'nope', '__proto__', '', 'x'.repeat(100)]));
    return r.pick([
      () => rel(),
      () => Array.from({ length: 1 + r.int(3) }, rel),
      () => ({ relation: rel(), scope: { where: where(2), fields: fields(), limit: r.pick(NUMBERS), ...(depth < 2 ? { include: include(relations, depth + 1) } : {}) } }),
      () => ({ [rel()]: depth < 2 ? include(relations, depth + 1) : rel() }),
      () => scalar(),
    ])();
  };
  return { r, where, deep, order, fields, include, scalar };
}

/** Percent-encoding that also sends a lone surrogate, as the invalid UTF-8 bytes of one. */
function enc(value) {
  const text = String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** The i-th request: a path with a query string (sometimes raw, malformed or bracket syntax). */
function request(g, model, relations) {
  const { r } = g;
  const filter = {};
  if (r.chance(0.7)) filter.where = r.chance(0.03) ? g.deep(r.pick([40, 200, 1000])) : g.where(0);
  if (r.chance(0.3)) filter.order = g.order();
  if (r.chance(0.25)) filter.fields = g.fields();
  if (r.chance(0.25)) filter.include = g.include(relations);
  if (r.chance(0.3)) filter.limit = r.chance(0.5) ? r.pick(NUMBERS) : g.scalar();
  if (r.chance(0.2)) filter.skip = r.chance(0.5) ? r.pick(NUMBERS) : g.scalar();
  if (r.chance(0.05)) filter[r.pick(['offset', 'aggregate', 'having', '__proto__'])] = g.scalar();
  const route = r.pick(['', '', '', '/count', '/findOne']);
  let query;
  const kind = r.int(20);
  if (kind === 0)
    query = `filter=${enc(JSON.stringify(filter).slice(0, r.int(40)))}`; // cut JSON
  else if (kind === 1) query = `filter[where][${enc(r.pick(['id', 'title', 'status', 'x']))}][${r.pick(OPS)}]=${enc(String(g.scalar()))}`;
  else if (kind === 2) query = `search=${enc(String(g.scalar()))}`;
  else if (kind === 3) query = `filter=${enc(String(g.scalar()))}`;
  else if (kind === 4) query = `filter=%00&where=%ZZ`;
  else if (route === '/count') query = `where=${enc(JSON.stringify(filter.where ?? {}))}${r.chance(0.2) ? `&search=${enc(String(g.scalar()))}` : ''}`;
  else query = `filter=${enc(JSON.stringify(filter))}${r.chance(0.15) ? `&search=${enc(String(g.scalar()))}` : ''}`;
  return `/${model}${route}?${query}`;
}

export async function fuzzProbe(world, { count = 10_000, seed = 16 } = {}) {
  const xff = freshAddress();
  const tokens = [await login(world.apis[0].url, PHONES.admin, xff), await login(world.apis[1].url, PHONES.rm, xff)];
  // Each model's real property names, from one row the admin reads.
  const props = {};
  for (const model of Object.keys(MODELS)) {
    const r = await rest(world.apis[0].url, 'GET', `/${model}?filter=${enc('{"limit":1}')}`, { token: tokens[0], xff });
    props[model] = r.json?.[0] ? Object.keys(r.json[0]) : ['id'];
  }
  const models = Object.keys(MODELS);
  const out = row(`fuzz: LoopBack filters (seed ${seed})`);
  const statuses = {};
  await pool(count, 12, async (i) => {
    const model = models[i % models.length];
    const g = generator(seed * 1_000_003 + i, props[model]);
    const path = request(g, model, MODELS[model]);
    const side = i % 2;
    const res = await rest(world.apis[side].url, 'GET', path, { token: tokens[side], xff, timeout: 30_000 });
    out.tried++;
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const leak = leakIn(res.text);
    if (res.status >= 500 || res.status === 0) {
      out.e500++;
      note(out, `${res.status} GET ${path.slice(0, 160)} → ${res.text.slice(0, 100)}`);
    }
    if (leak) {
      out.leaked++;
      note(out, `leak GET ${path.slice(0, 160)} → ${leak}`);
    } else if (res.status < 500 && res.status !== 0) out.refused++;
  });
  // A hidden property must not be a filter either (an oracle for the password hashes).
  for (const model of ['users', 'users/count']) {
    const counts = [];
    for (const like of ['scrypt%', 'zzz%']) {
      const key = model === 'users' ? 'filter' : 'where';
      const where = { passwordHash: { like } };
      const res = await rest(world.apis[0].url, 'GET', `/${model}?${key}=${enc(JSON.stringify(key === 'filter' ? { where, fields: ['id'], limit: 5000 } : where))}`, {
        token: tokens[0],
        xff,
      });
      out.tried++;
      counts.push(res.json?.count ?? res.json?.length ?? res.status);
    }
    if (counts[0] !== counts[1]) {
      out.leaked++;
      note(out, `GET /${model} filters by passwordHash: ${counts.join(' vs ')}`);
    } else out.refused++;
  }
  out.info.push(`statuses ${JSON.stringify(statuses)}`);
  return [out];
}
