// Personal API tokens through the gateway (issue 17): created on the profile (shown once), listed,
// revoked; a read-only token reads a report and is refused every mutation with FORBIDDEN and the
// API's message; a revoked token is refused on HTTP and its open subscriptions end.
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLInputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../src/schema';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql } from './__generated__';
import type { CreateApiTokenInput } from './__generated__/graphql';
import { CREATE_API_TOKEN } from './documents';
import { fileHarness, until } from './harness';

const READ_ONLY = 'Токен только для чтения: изменения запрещены.';

const s = fileHarness({ ownApi: true });

async function createToken(input: CreateApiTokenInput) {
  const res = await s.asAdmin(CREATE_API_TOKEN, { input });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createApiToken;
}

/** A literal value for an argument of this type: what a script might send. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  const scalar = getNamedType(type).name;
  return { Int: '1', Float: '1', Boolean: 'true', ID: '"1"', DateTime: '"2026-03-01T00:00:00.000Z"', JSON: '"{}"' }[scalar] ?? '"Тест"';
}

describe('personal API tokens', () => {
  it('creates a token shown once, lists it, and a script reads with it as its owner (client script)', async () => {
    const created = await createToken({ name: 'Ноутбук', readOnly: true, expiresInDays: null });
    expect(created.token).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(created.apiToken).toEqual({ id: created.apiToken.id, name: 'Ноутбук', readOnly: true, expiresAt: null });
    const list = await s.asAdmin(
      graphql(`
        query TokensApiTokens {
          apiTokens {
            id
            name
          }
        }
      `),
    );
    expect(list.body.data!.apiTokens).toEqual([{ id: created.apiToken.id, name: 'Ноутбук' }]);
    const me = await s.h.gql(
      graphql(`
        query TokensMe {
          me {
            phone
          }
        }
      `),
      {},
      { authorization: `Bearer ${created.token}` },
    );
    expect(me.body.data!.me!.phone).toBe('+79990000001');
    const stats = graphql(`
      query TokensTicketStats {
        ticketStats(groupBy: [status]) {
          groups {
            key {
              status
            }
            count
          }
        }
      }
    `);
    const asAdmin = await s.asAdmin(stats);
    const report = await s.h.gql(stats, {}, { authorization: `Bearer ${created.token}` });
    expect(report.body.errors).toBeUndefined();
    expect(report.body.data).toEqual(asAdmin.body.data);
  });

  it('refuses every mutation of the schema to a read-only token with FORBIDDEN and the message', async () => {
    const { token } = await createToken({ name: 'Только чтение', readOnly: true });
    const mutation = buildSchema().getMutationType()!;
    // Signing in and out is not a change of data, `noop` changes nothing; an upload needs a file,
    // which a literal cannot carry.
    // The advisory editing locks (issue 25) are refused too: a read-only token may not tell others
    // it is editing.
    const skipped = new Set(['login', 'logout', 'renewToken', 'noop']);
    const tried: string[] = [];
    const outcomes: Record<string, string> = {};
    for (const field of Object.values(mutation.getFields())) {
      if (skipped.has(field.name) || field.args.some((a) => isNonNullType(a.type) && getNamedType(a.type).name === 'Upload')) continue;
      const args = field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${literal(a.type)}`);
      const named = getNamedType(field.type);
      const selection = isObjectType(named) ? ' { __typename }' : isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
      const res = await s.h.gql(`mutation { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`, {}, { authorization: token });
      const error = res.body.errors?.[0];
      outcomes[field.name] = `${String(error?.extensions?.code)} ${error?.message}`;
      tried.push(field.name);
    }
    expect(tried.length).toBeGreaterThan(40);
    expect(outcomes).toEqual(Object.fromEntries(tried.map((name) => [name, `FORBIDDEN ${READ_ONLY}`])));
  });

  it('ends a revoked token at once: refused on HTTP, its subscription ends', async () => {
    const { token, apiToken } = await createToken({ name: 'Живой', readOnly: false, expiresInDays: 30 });
    const client = createClient({
      url: `${s.h.gateway.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: token },
      retryAttempts: 0,
    });
    const events: string[] = [];
    client.subscribe(
      { query: 'subscription { autoProcessorStatus }' },
      { next: (v) => events.push(`next ${JSON.stringify(v.data)}`), error: (e) => events.push(`error ${JSON.stringify(e).slice(0, 80)}`), complete: () => events.push('complete') },
    );
    await until(() => events.length > 0, undefined, 'the first status');
    const revoked = await s.asAdmin(
      graphql(`
        mutation TokensRevokeApiToken($id: ID!) {
          revokeApiToken(id: $id) {
            id
            name
          }
        }
      `),
      { id: apiToken.id },
    );
    expect(revoked.body.data!.revokeApiToken).toEqual({ id: apiToken.id, name: 'Живой' });
    await until(
      () => events.length > 1,
      undefined,
      () => `the subscription to end: ${events.join(', ')}`,
    );
    expect(events[0]).toBe('next {"autoProcessorStatus":"stopped"}');
    expect(events[1]!.startsWith('error')).toBe(true);
    const refused = await s.h.gql('{ tickets { total } }', {}, { authorization: token });
    expect(refused.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    await client.dispose();
  });
});
