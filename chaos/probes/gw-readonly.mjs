// Read-only personal API tokens through every GraphQL mutation (issue 23): the admin creates a
// read-only token (`POST /users/me/apiTokens`), and every mutation field of the gateway's schema
// (read by introspection) is called with it through the gateway, with arguments that point at
// existing rows (ids 1), so a mutation let through would really write. Passes when each is refused
// with FORBIDDEN (or refused before it reaches the API: bad input), none answers data, and the
// audit trail has no row written by the admin meanwhile.
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { database, freshAddress, gql, info, isServerError, login, note, PHONES, readOnlyToken, row } from '../lib.mjs';

// A read-only token may sign in, out and ask for a renewal as a visitor may; `noop` writes nothing.
const NOT_WRITES = new Set(['login', 'logout', 'renewPassword', 'noop']);

function value(type, depth = 0) {
  if (isNonNullType(type)) return value(type.ofType, depth);
  if (isListType(type)) return [value(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out = {};
    for (const field of Object.values(type.getFields())) if (isNonNullType(field.type) && depth < 4) out[field.name] = value(field.type, depth + 1);
    return out;
  }
  if (isScalarType(type)) {
    return { Int: 1, Float: 1.5, Boolean: true, ID: '1', DateTime: '2026-01-01T00:00:00Z', Date: '2026-01-01', JSON: {}, Upload: null }[type.name] ?? 'gw-readonly probe';
  }
  return null;
}

function mutations(schema) {
  return Object.values(schema.getMutationType()?.getFields() ?? {})
    .filter((field) => !NOT_WRITES.has(field.name))
    .map((field) => {
      const defs = [];
      const args = [];
      const variables = {};
      for (const arg of field.args) {
        const v = value(arg.type);
        if (v === null && !isNonNullType(arg.type)) continue;
        defs.push(`$${arg.name}: ${arg.type}`);
        args.push(`${arg.name}: $${arg.name}`);
        variables[arg.name] = v;
      }
      const named = getNamedType(field.type);
      const sel = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
      return { name: field.name, query: `mutation ${defs.length ? `(${defs.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${sel} }`, variables };
    });
}

export async function gwReadonlyProbe(world) {
  const gw = world.gateways[0].url;
  const api = world.apis[0].url;
  const r = row('gw-readonly: every mutation with a read-only API token');
  const admin = await login(api, PHONES.admin, freshAddress());
  const token = await readOnlyToken(api, admin, 'gw-readonly probe');
  const intro = await gql(gw, getIntrospectionQuery(), {}, { token: admin });
  if (!intro.data) throw new Error(`introspection failed: ${intro.text.slice(0, 200)}`);
  const ops = mutations(buildClientSchema(intro.data));
  const db = await database(world);
  try {
    const since = (await db.query('select now() as t')).rows[0].t;
    const outcomes = {};
    for (const op of ops) {
      const res = await gql(gw, op.query, op.variables, { token });
      r.tried++;
      if (isServerError(res)) {
        r.e500++;
        note(r, `${op.name}: ${res.codes.join(',') || res.status}`);
      }
      const code = res.codes[0] ?? (res.data?.[op.name] != null ? 'DATA' : String(res.status));
      outcomes[code] = (outcomes[code] ?? 0) + 1;
      if (res.data?.[op.name] != null) {
        r.leaked++;
        note(r, `${op.name} answered data with a read-only token`);
      } else if (code === 'FORBIDDEN' || code === 'BAD_USER_INPUT' || code === 'GRAPHQL_VALIDATION_FAILED') r.refused++;
      else info(r, `${op.name}: refused with ${code}`, 6);
    }
    const written = (await db.query('select action, model from audit_log where at >= $1 and user_id = 1', [since])).rows;
    if (written.length) {
      r.leaked += written.length;
      note(
        r,
        `audit rows written meanwhile by the token's owner: ${written
          .slice(0, 5)
          .map((w) => `${w.model}.${w.action}`)
          .join(', ')}`,
      );
    }
    info(r, `${ops.length} mutations: ${JSON.stringify(outcomes)}`);
  } finally {
    await db.end();
  }
  return [r];
}
