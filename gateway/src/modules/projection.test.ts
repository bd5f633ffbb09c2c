import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema';
import { PLACE_SHAPE, TICKET_SHAPE, USER_SHAPE } from './shapes';

const fieldsOf = (type: string) =>
  Object.keys((buildSchema().getType(type) as unknown as { getFields(): Record<string, unknown> }).getFields());

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
    for (const [type, shape] of [['Place', PLACE_SHAPE], ['User', USER_SHAPE]] as const) {
      const relations = ['city', 'campaign', 'place', 'placeType', 'role'].filter((relation) => fieldsOf(type).includes(relation));
      expect(relations.filter((relation) => shape.needs?.[relation] === undefined).map((relation) => `${type}.${relation}`)).toEqual([]);
    }
  });
});
