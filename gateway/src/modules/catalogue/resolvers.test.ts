// A stock LoopBack 3 API leaves an unset property out of a row (upstream/types.ts, ModelRow): a
// relation whose foreign key the row lacks is null, and no look-up is made for it.
import DataLoader from 'dataloader';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context';
import { catalogueResolvers } from './resolvers';

type Field = (parent: unknown, args: unknown, ctx: GatewayContext, info: unknown) => unknown;

/** The resolver of `type.field` as a function (all of these are). */
function field(type: 'Period' | 'Plan' | 'CampaignProduct' | 'PeriodProduct', name: string): Field {
  const resolver = (catalogueResolvers[type] as Record<string, unknown>)[name];
  if (typeof resolver !== 'function') throw new Error(`${type}.${name} is not a function`);
  return resolver as Field;
}

function context() {
  const asked: number[] = [];
  const loader = () =>
    new DataLoader<number, { id: number }>(async (ids) => {
      asked.push(...ids);
      return ids.map((id) => ({ id }));
    });
  const loaders = { campaignById: loader(), placeById: loader(), periodById: loader(), productById: loader() };
  return { ctx: { loaders } as unknown as GatewayContext, asked };
}

const RELATIONS = [
  ['Period', 'campaign', 'campaignId'],
  ['Plan', 'place', 'placeId'],
  ['Plan', 'period', 'periodId'],
  ['CampaignProduct', 'product', 'productId'],
  ['PeriodProduct', 'product', 'productId'],
] as const;

describe('catalogue relations read by their foreign key', () => {
  it('answer null without a look-up when the row lacks the key or it is null', async () => {
    const { ctx, asked } = context();
    const answers = await Promise.all(
      RELATIONS.flatMap(([type, name, key]) => [field(type, name)({ id: 1 }, {}, ctx, null), field(type, name)({ id: 1, [key]: null }, {}, ctx, null)]),
    );
    expect(answers).toEqual(Array.from({ length: 10 }, () => null));
    expect(asked).toEqual([]);
  });

  it('load the related row when the key is there', async () => {
    const { ctx, asked } = context();
    const answers = await Promise.all(RELATIONS.map(([type, name, key], i) => field(type, name)({ id: 1, [key]: 10 + i }, {}, ctx, null)));
    expect(answers).toEqual([{ id: 10 }, { id: 11 }, { id: 12 }, { id: 13 }, { id: 14 }]);
    expect(asked).toEqual([10, 11, 12, 13, 14]);
  });
});
