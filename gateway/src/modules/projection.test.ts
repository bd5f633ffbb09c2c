import { describe, expect, it } from 'vitest';
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { buildSchema } from '../schema';
import { answerIsRow, asIncluded, includeFor, restFields, selectedFields } from './projection';
import { PLACE_SHAPE, TICKET_SHAPE, USER_SHAPE } from './shapes';

const fieldsOf = (type: string) => Object.keys((buildSchema().getType(type) as unknown as { getFields(): Record<string, unknown> }).getFields());

describe('REST shapes', () => {
  it('cover every Ticket field, so no selection asks the API for a property it lacks or drops a foreign key', () => {
    // The bug this guards: `campaign` was neither stored nor mapped, so a page selecting it asked for
    // `fields: [..., "campaign"]` without `campaignId`, and every ticket's campaign came back null.
    expect(fieldsOf('Ticket').filter((f) => !TICKET_SHAPE.stored?.has(f) && !TICKET_SHAPE.needs?.[f])).toEqual([]);
    expect(TICKET_SHAPE.needs).toMatchObject({ user: ['userId'], place: ['placeId'], campaign: ['campaignId'], period: ['periodId'], plan: ['planId'] });
  });

  it('fall back to whole rows for Place and User fields they do not map', () => {
    // With `stored` set, an unmapped field (a computed one) makes the list ask for whole rows.
    expect(PLACE_SHAPE.stored).toBeDefined();
    expect(USER_SHAPE.stored).toBeDefined();
    for (const [type, shape] of [
      ['Place', PLACE_SHAPE],
      ['User', USER_SHAPE],
    ] as const) {
      const relations = ['city', 'campaign', 'place', 'placeType', 'role'].filter((relation) => fieldsOf(type).includes(relation));
      expect(relations.filter((relation) => shape.needs?.[relation] === undefined).map((relation) => `${type}.${relation}`)).toEqual([]);
    }
  });
});

/** The resolve info of the operation's first root field: what `selectedFields` reads. */
function infoOf(query: string): GraphQLResolveInfo {
  const doc = parse(query);
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments } as unknown as GraphQLResolveInfo;
}

describe('the policy fields (issue 37)', () => {
  it("ask for what the policy reads, not the whole row: a person's id and blocked, a place's id", () => {
    const users = infoOf('{ users { items { id name can { update block } rights { invite } } } }');
    expect(restFields(users, ['items'], USER_SHAPE)).toEqual(['id', 'name', 'blocked']);
    const places = infoOf('{ places { items { title can { update } regionalManagers { id } } } }');
    expect(restFields(places, ['items'], PLACE_SHAPE)).toEqual(['id', 'title', 'cityId']);
  });
});

describe("answerIsRow: whether a write's answer stands for the row (issue 28)", () => {
  const info = infoOf('mutation { scoreTicket(id: 7, score: 1) { id status statusTitle ...F user { id } } } fragment F on Ticket { score }');
  const row = { id: 7, status: 'processed', statusTitle: 'Обработан', score: 1, userId: 3 };
  const agrees = (name: string, r: Record<string, unknown>) => name === 'statusTitle' && r.statusTitle === 'Обработан' && r.status === 'processed';

  it('takes the row holding every selected field (fragments followed, relations by their key), its label vouched for', () => {
    expect(answerIsRow(info, [], TICKET_SHAPE, row, 7, agrees)).toBe(true);
  });

  it('refuses what is not that row or lacks a selected field', () => {
    expect(answerIsRow(info, [], TICKET_SHAPE, { status: 'processed', score: 1 }, 7, agrees)).toBe(false);
    expect(answerIsRow(info, [], TICKET_SHAPE, { ...row, id: 8 }, 7, agrees)).toBe(false);
    expect(answerIsRow(info, [], TICKET_SHAPE, [row], 7, agrees)).toBe(false);
    expect(answerIsRow(info, [], TICKET_SHAPE, null, 7, agrees)).toBe(false);
    const { score: _score, ...noScore } = row;
    expect(answerIsRow(info, [], TICKET_SHAPE, noScore, 7, agrees)).toBe(false);
    const { userId: _userId, ...noUser } = row;
    expect(answerIsRow(info, [], TICKET_SHAPE, noUser, 7, agrees)).toBe(false);
  });

  it('refuses a derived label nobody vouches for, and a field the shape does not know', () => {
    expect(answerIsRow(info, [], TICKET_SHAPE, row, 7)).toBe(false);
    expect(answerIsRow(info, [], TICKET_SHAPE, { ...row, statusTitle: 'Ручная проверка' }, 7, agrees)).toBe(false);
    expect(answerIsRow(infoOf('mutation { scoreTicket(id: 7, score: 1) { id rawData } }'), [], TICKET_SHAPE, { ...row, rawData: null }, 7)).toBe(false);
  });
});

describe('selections of a parsed document, collected once per field node and path (issue 27)', () => {
  it('answers each path of one node with its own fields, the same again on the next request', () => {
    const info = infoOf('{ tickets { total items { id ...R user { id name } } } } fragment R on Ticket { place { title } }');
    for (let request = 0; request < 2; request++) {
      expect([...selectedFields(info, [])!]).toEqual(['total', 'items']);
      expect([...selectedFields(info, ['items'])!]).toEqual(['id', 'place', 'user']);
      expect(selectedFields(info, ['nothing'])).toBeUndefined();
      expect(restFields(info, ['items'], TICKET_SHAPE)).toEqual(['id', 'placeId', 'userId']);
      expect(includeFor(info, ['items'], { 'Ticket.user': USER_SHAPE, 'Ticket.place': PLACE_SHAPE }, (key) => key.split('.')[1]!)).toEqual([
        { relation: 'user', scope: { fields: ['id', 'name'] } },
        { relation: 'place', scope: { fields: ['id', 'title'] } },
      ]);
    }
  });
});

describe("includes by the API's own relation names (issue 37)", () => {
  const info = infoOf('{ tickets { items { id user { id name } place { title } } } }');
  const relations = { 'Ticket.user': USER_SHAPE, 'Ticket.place': PLACE_SHAPE };
  // The API names the ticket's user `owner`; no place relation is known.
  const nameOf = (key: string) => (key === 'Ticket.user' ? 'owner' : null);

  it('includes only a known relation, under its name; the unknown one loads by its foreign key', () => {
    expect(includeFor(info, ['items'], relations, nameOf)).toEqual([{ relation: 'owner', scope: { fields: ['id', 'name'] } }]);
    expect(restFields(info, ['items'], TICKET_SHAPE)).toEqual(['id', 'userId', 'placeId']);
  });

  it('puts what the API included under the GraphQL field', () => {
    const rows = [
      { id: 1, userId: 5, owner: { id: 5, name: 'Анна' } },
      { id: 2, userId: null },
    ];
    expect(asIncluded(rows, relations, nameOf)).toEqual([
      { id: 1, userId: 5, owner: { id: 5, name: 'Анна' }, user: { id: 5, name: 'Анна' } },
      { id: 2, userId: null },
    ]);
  });
});
