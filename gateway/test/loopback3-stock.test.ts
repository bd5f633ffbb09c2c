// The gateway in front of a LoopBack 3 API built the stock way (`loopback3-stock/`: the built-in
// `User` login, `$authenticated` ACLs, only spec §7's routes, socket.io 2; issue 24). EVERY operation
// of the web's GraphQL documents runs through the gateway against it, with variables made from the
// schema: each answers data, or `UPSTREAM_UNSUPPORTED` with a Russian message where the API lacks the
// route; never LoopBack's own English text. Queries run first, then mutations (which may also refuse
// input, in Russian), sign-out last. The screens' data and a live message: loopback3-stock-screens.test.ts.
import { describe, expect, it, vi } from 'vitest';
import {
  Kind,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import * as documents from '../../web/src/__generated__/graphql';
import { buildSchema } from '../src/schema';
import { graphql } from './__generated__';
import { gqlAt, SCREEN_VARIABLES, signIn } from './harness';
import { LOGIN_TEXT, RUSSIAN, stock, stockFile, VARIANTS } from './loopback3-stock-support';

const schema = buildSchema();

/** The web's operations, by name: every `…Document` the client preset generated. */
const operations = Object.entries(documents)
  .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null && 'definitions' in value)
  .map(([, doc]) => {
    const definition = (doc as DocumentNode).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    return { name: definition.name!.value, kind: definition.operation, definition, doc: doc as DocumentNode };
  });

/** Not run here: subscriptions (the live test has them), client-only test documents, file uploads (multipart). */
const NOT_HERE = new Set(['UploadFile']);
const runnable = operations.filter((op) => op.kind !== 'subscription' && !op.name.startsWith('ClientTest') && !NOT_HERE.has(op.name));

describe.each(VARIANTS)('the gateway in front of a stock LoopBack 3 API (only spec §7): %s', (variantName, variant, env) => {
  const s = stockFile(variant, env, { signedIn: false });
  const { gql, statusOf } = s;

  /** A value for a variable: by its name where the seed has one, otherwise by its type. */
  function valueFor(name: string, type: GraphQLInputType, required: boolean): unknown {
    if (isNonNullType(type)) return valueFor(name, type.ofType, true);
    const p = s.lb.people;
    const byName: Record<string, unknown> = {
      id: 1,
      userId: p.appUsers[0],
      placeId: p.places[0],
      campaignId: p.campaign,
      periodId: p.period,
      ticketId: p.tickets[0],
      regionId: 1,
      room: `user-${p.appUsers[0]}`,
      ...SCREEN_VARIABLES,
      phone: '+79995550101',
      password: 'demo1234',
      text: 'Проверка связи',
      event: 'ping',
      score: 10,
      ids: [1, 2],
      title: 'Тестовая запись',
      name: 'Тест',
      surname: 'Тестов',
    };
    if (name in byName && !isInputObjectType(type)) return isListType(type) ? [].concat(byName[name] as never) : byName[name];
    if (!required) return undefined;
    if (isListType(type)) return [valueFor(name, type.ofType, true)];
    if (isEnumType(type)) return type.getValues()[0]!.value;
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return Object.fromEntries(fields.map((f) => [f.name, valueFor(f.name, f.type, isNonNullType(f.type))]).filter(([, v]) => v !== undefined));
    }
    if (isScalarType(type)) {
      switch (type.name) {
        case 'Int':
        case 'Float':
          return 1;
        case 'Boolean':
          return false;
        case 'DateTime':
          return new Date().toISOString();
        case 'ID':
          return '1';
        case 'JSON':
          return {};
        default:
          return 'Тест';
      }
    }
    return undefined;
  }

  let phones = 0;
  /** Variables the schema cannot tell: people of the right role, a fresh phone per invite. */
  const overrides = (name: string): Record<string, unknown> => {
    const p = s.lb.people;
    const phone = `+7999555${String(++phones).padStart(4, '0')}`;
    switch (name) {
      case 'AssignToPlace':
      case 'UnassignFromPlace':
        return { userId: p.salesMan, role: 'salesMan' };
      case 'AddUserPlace':
      case 'RemoveUserPlace':
      case 'SetUserPlace':
      case 'ResetUserPlace':
      case 'InviteSetPlace':
        return { userId: p.vendor };
      case 'UpdateUser':
        return { id: p.salesMan, input: { name: 'Елена' } };
      case 'InviteToPlace':
        return { phone, roleName: 'vendor' };
      case 'InviteRegionalManager':
      case 'InviteSalesMan':
        return { input: { phone, name: 'Тест', surname: 'Тестов' } };
      case 'InviteVendor':
        return { input: { phone, name: 'Тест', surname: 'Тестов' } };
      default:
        return {};
    }
  };

  function variablesOf(definition: OperationDefinitionNode): Record<string, unknown> {
    const variables: Record<string, unknown> = { ...overrides(definition.name!.value) };
    for (const v of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, v.type as never) as GraphQLInputType;
      if (v.variable.name.value in variables) continue;
      const value = valueFor(v.variable.name.value, type, isNonNullType(type));
      if (value !== undefined) variables[v.variable.name.value] = value;
    }
    return variables;
  }

  it("signs in with the stock User login by phone (LoopBack's AccessToken, the user read with it)", async () => {
    const { headers, body } = await gql(documents.AuthSignInDocument, {
      phone: '+79990000001',
      password: stock.PASSWORD,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.login.user).toMatchObject({ id: s.lb.people.admin, phone: '+79990000001', roleName: 'admin' });
    s.session.cookie = (headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(s.session.cookie).toMatch(/^access_token=[A-Za-z0-9]{64}$/);
  });

  it("knows what the API lacks: every optional route but spec §7's device counts is MISSING", async () => {
    const states = async () => {
      const { body } = await gql(
        graphql(`
          query StockRoutes {
            upstreamCapabilities {
              routes {
                name
                state
              }
            }
          }
        `),
      );
      return Object.fromEntries(body.data!.upstreamCapabilities.routes.map((r) => [r.name, r.state]));
    };
    // The probes run at the gateway's start, one at a time: their first round's end is waited for.
    // API_TOKENS is a false AVAILABLE (a known gap of the probe, left to the capabilities' owner): stock
    // LoopBack answers the token-less probe of `/users/me/…` with its token middleware's 401 (the `me`
    // literal needs a token) before any route is looked up. With a token the route is 404, and the
    // profile's tokens panel says 'Недоступно с этим API'.
    await vi.waitFor(async () => expect(Object.entries(await states()).filter(([k, v]) => k !== 'API_TOKENS' && v === 'UNKNOWN')).toEqual([]), {
      timeout: 30_000,
      interval: 100,
    });
    expect(await states()).toEqual({
      REPORTS: 'MISSING',
      AUDIT_TRAIL: 'MISSING',
      TICKET_TRANSACTIONS: 'MISSING',
      DEVICE_COUNTS: 'AVAILABLE',
      PROCESSOR_STATUS: 'MISSING',
      VENDORS_WITH_ONLINE: 'MISSING',
      SAVED_VIEWS: 'MISSING',
      API_TOKENS: 'AVAILABLE',
      TICKET_BULK: 'MISSING',
      USER_BULK: 'MISSING',
      UNDO: 'MISSING',
    });
  });

  const queries = runnable.filter((op) => op.kind === 'query');
  const mutations = runnable.filter((op) => op.kind === 'mutation' && op.name !== 'AuthSignIn' && op.name !== 'AuthSignOut');

  /** Queries whose every field needs a route outside spec §7: no data at all, only the Russian refusal. */
  // (The journal and saved views are the gateway's own store's in front of this API: issue 24.)
  const WHOLLY_UNSUPPORTED = ['ReportTicketStats', 'ReportPlanFactPage', 'ReportActivity', 'TicketEditPreview'];

  it.each(queries.map((op) => [op.name, op] as const))('%s answers data, or UPSTREAM_UNSUPPORTED in Russian for what the API lacks', async (name, op) => {
    const { body } = await gql(op.doc, variablesOf(op.definition));
    const wrong = (body.errors ?? []).filter((e) => e.extensions?.code !== 'UPSTREAM_UNSUPPORTED' || !RUSSIAN.test(e.message) || LOGIN_TEXT.test(e.message));
    expect(wrong).toEqual([]);
    // A screen's query answers its data, a missing optional field (the profile's tokens, a ticket's
    // transactions) null beside it.
    expect(body.data == null).toBe(WHOLLY_UNSUPPORTED.includes(name));
  });

  it.each(mutations.map((op) => [op.name, op] as const))("%s answers data, or a Russian refusal, never LoopBack's text or a masked failure", async (_name, op) => {
    const { body } = await gql(op.doc, variablesOf(op.definition));
    const wrong = (body.errors ?? []).filter(
      (e) => !RUSSIAN.test(e.message) || LOGIN_TEXT.test(e.message) || e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.extensions?.code === 'UPSTREAM_ERROR',
    );
    expect(wrong).toEqual([]);
  });

  it("refuses a sales rep's review though LoopBack's `$authenticated` ACL would let it write: the gateway's role check is the guard here", async () => {
    const salesMan = await signIn(
      gqlAt(() => s.gateway.url),
      '+79990000003',
      stock.PASSWORD,
    );
    expect(salesMan).toMatch(/^access_token=/);
    const as = async (doc: DocumentNode, variables: Record<string, unknown>) =>
      (await gql(doc, variables, { cookie: salesMan })).body.errors?.map((e) => [e.extensions?.code, e.message]);
    const id = s.lb.people.tickets[0]!;
    const read = () => statusOf(id);
    const before = await read();
    expect(await as(documents.TicketScoreDocument, { id, score: 7 })).toEqual([['FORBIDDEN', 'Недостаточно прав для этого действия']]);
    expect(await as(documents.TicketRejectDocument, { id, reason: 'Не тот чек' })).toEqual([['FORBIDDEN', 'Недостаточно прав для этого действия']]);
    // The ticket as LoopBack keeps it (read as the admin): neither scored nor rejected.
    const after = await read();
    expect([after.status, after.score, after.statusDescription]).toEqual([before.status, before.score, before.statusDescription]);
  });

  it('signs out', async () => {
    const { body } = await gql(documents.AuthSignOutDocument, {});
    expect(body.errors).toBeUndefined();
  });
});
