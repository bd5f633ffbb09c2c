// Every refusal of GraphQL over HTTP in Russian (issue 39, adr/0046): what Apollo Server and graphql-js
// would answer in English to a malformed request, enumerated, each with its status and code kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { russianRefusal } from '../src/errors';
import { startHarness, type Harness } from './harness';

const json = { 'content-type': 'application/json' };
const get = (search: Record<string, string>, headers: Record<string, string> = {}): [string, RequestInit] => [
  `?${new URLSearchParams(search).toString()}`,
  { method: 'GET', headers: { accept: 'application/json', ...headers } },
];
const post = (body: string): [string, RequestInit] => ['', { method: 'POST', headers: json, body }];

/** [what is sent, status, code, message]. */
const REFUSALS: [string, [string, RequestInit], number, string, string][] = [
  ['a GET without a query', get({}), 400, 'BAD_REQUEST', 'В запросе нет операции: передайте непустой `query` (или расширение `persistedQuery`).'],
  ['a PUT', ['', { method: 'PUT', headers: json, body: '{"query":"{ __typename }"}' }], 405, 'BAD_REQUEST', 'GraphQL принимает только запросы GET и POST.'],
  [
    'a POST without Content-Type (CSRF prevention)',
    ['', { method: 'POST', body: '{"query":"{ __typename }"}' }],
    400,
    'BAD_REQUEST',
    'Запрос отклонён как возможная подделка межсайтового запроса (CSRF): укажите заголовок Content-Type (не application/x-www-form-urlencoded, multipart/form-data или text/plain) или непустой заголовок Apollo-Require-Preflight.',
  ],
  [
    'a batch',
    post('[{"query":"{ __typename }"},{"query":"{ __typename }"}]'),
    400,
    'BAD_REQUEST',
    'Пакеты операций (массив в теле запроса) не принимаются: отправляйте по одной операции.',
  ],
  ['an empty object', post('{}'), 400, 'BAD_REQUEST', 'Тело запроса POST пустое или не объект JSON: отправьте {"query": "…"} с заголовком Content-Type: application/json.'],
  ['a query that is not a string', post('{"query":1}'), 400, 'BAD_REQUEST', 'Поле query должно быть строкой.'],
  ['variables as a string', post('{"query":"{ __typename }","variables":"{}"}'), 400, 'BAD_REQUEST', 'Поле variables должно быть объектом JSON.'],
  ['extensions as a string', post('{"query":"{ __typename }","extensions":"{}"}'), 400, 'BAD_REQUEST', 'Поле extensions должно быть объектом JSON.'],
  ['an operationName that is not a string', post('{"query":"{ __typename }","operationName":1}'), 400, 'BAD_REQUEST', 'Поле operationName должно быть строкой.'],
  ['GET variables that are not JSON', get({ query: '{ __typename }', variables: 'x' }), 400, 'BAD_REQUEST', 'Параметр variables в адресе должен быть объектом JSON.'],
  [
    'a mutation over GET',
    get({ query: 'mutation { __typename }' }),
    405,
    'BAD_REQUEST',
    'Запросом GET выполняются только чтения (query), не mutation: отправьте её запросом POST.',
  ],
  ['a parse error', post('{"query":"{ ping("}'), 200, 'GRAPHQL_PARSE_FAILED', 'Синтаксическая ошибка в запросе: Expected Name, found <EOF>.'],
  [
    'two operations without a name',
    post('{"query":"query A { __typename } query B { __typename }"}'),
    200,
    'OPERATION_RESOLUTION_FAILURE',
    'В запросе несколько операций: укажите operationName.',
  ],
  ['an unknown operation name', post('{"query":"query A { __typename }","operationName":"B"}'), 200, 'OPERATION_RESOLUTION_FAILURE', 'Операции «B» в запросе нет.'],
  [
    'a field the schema has not',
    post('{"query":"{ tikets { total } }"}'),
    200,
    'GRAPHQL_VALIDATION_FAILED',
    'Запрос не соответствует схеме: Cannot query field "tikets" on type "Query".',
  ],
];

describe('GraphQL-over-HTTP refusals in Russian (issue 39)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it.each(REFUSALS)('%s: %i %s in Russian', async (_what, [search, init], status, code, message) => {
    const res = await fetch(`${h.gateway.url}/graphql${search}`, init);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { errors: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors.map((e) => [e.message, e.extensions?.code])).toEqual([[message, code]]);
  });

  it('says in Russian the refusals the requests above do not reach, and leaves a Russian message as it is', () => {
    expect(
      [
        "An 'accept' header was provided for this request which does not accept application/json or application/graphql-response+json",
        'GET requests may not have a content-type header other than application/json.',
        "The 'query' search parameter may only be specified once.",
        'Apollo server received an operation that uses incremental delivery (@defer or @stream), but the client does not accept multipart/mixed responses.',
        'No operations found in request.',
      ].map((m) => russianRefusal(m, 'BAD_REQUEST')),
    ).toEqual([
      'Заголовок Accept этого запроса не принимает ни application/json, ни application/graphql-response+json.',
      'У запроса GET может быть только заголовок Content-Type: application/json.',
      'Параметр query в адресе можно указать только один раз.',
      'Постепенная выдача ответа (@defer, @stream) не поддерживается.',
      'В запросе нет операции: передайте непустой `query`.',
    ]);
    expect(russianRefusal('Запись не найдена.', 'NOT_FOUND')).toBe('Запись не найдена.');
  });
});
