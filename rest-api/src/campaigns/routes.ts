// Campaigns, periods (with their plans), plans, campaign products (with their period products)
// and period products.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/middleware';
import { parseObjectParam } from '../models/filter';
import { isPlainObject } from '../models/filter/util';
import { registerModelRoutes } from '../models/routes';
import { ref, routeOptions } from '../openapi/docs';
import { FilterQuery, WhereQuery } from '../openapi/schemas';
import type { ModelRepository } from '../models/repository';
import type { PeriodsRepository } from './repository';

export interface CampaignRepositories {
  campaigns: ModelRepository;
  periods: PeriodsRepository;
  plans: ModelRepository;
  campaignProducts: ModelRepository;
  periodProducts: ModelRepository;
}

function includes(include: unknown): unknown[] {
  if (include === undefined || include === null || include === '') return [];
  return Array.isArray(include) ? include : [include];
}

function includesRelation(include: unknown[], name: string): boolean {
  return include.some((i) => i === name || (isPlainObject(i) && (i.relation === name || i.rel === name || Object.keys(i)[0] === name)));
}

/** The where without its top-level `periodId` (and that periodId). */
export function splitPeriodId(where: unknown): { where: unknown; periodId: unknown } {
  if (!isPlainObject(where) || !Object.hasOwn(where, 'periodId')) return { where, periodId: undefined };
  const { periodId, ...rest } = where;
  return { where: rest, periodId };
}

export function registerCampaignRoutes(fastify: FastifyInstance, repositories: CampaignRepositories): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { campaigns, periods, plans, campaignProducts, periodProducts } = repositories;

  /** `GET <path>`: the model's rows as `find` answers them, the caller's filter first changed by `withRelation` (it adds a relation). */
  const findWith = (path: string, repository: ModelRepository, operationId: string, summary: string, withRelation: (filter: Record<string, unknown>) => Record<string, unknown>) =>
    app.get(
      path,
      routeOptions({ operationId, tags: [repository.modelName], summary, response: { type: 'array', items: ref(repository.modelName) } }, { querystring: FilterQuery }),
      async (request) => {
        const user = requireUser(request);
        return repository.find(withRelation(parseObjectParam(request.query.filter) ?? {}), user);
      },
    );

  findWith('/periods/withPlans', periods, 'periodWithPlans', 'Periods, each with its plans (and their places) within the scope', (filter) => {
    const include = includes(filter.include);
    if (!includesRelation(include, 'plans')) include.push({ relation: 'plans', scope: { include: 'place' } });
    return { ...filter, include };
  });
  findWith(
    '/campaignProducts/withPeriodProducts',
    campaignProducts,
    'campaignProductWithPeriodProducts',
    'Campaign products with their period products; a periodId in the where selects the period products of that period',
    (filter) => {
      const { where, periodId } = splitPeriodId(filter.where);
      const include = includes(filter.include).filter((i) => !includesRelation([i], 'periodProducts'));
      include.push({ relation: 'periodProducts', scope: periodId === undefined ? {} : { where: { periodId } } });
      return { ...filter, where, include };
    },
  );

  app.get(
    '/campaignProducts/count',
    routeOptions(
      { operationId: 'campaignProductCount', tags: ['CampaignProduct'], summary: 'Count campaign products (a periodId in the where is left out): {count}', response: ref('Count') },
      { querystring: WhereQuery },
    ),
    async (request) => {
      const user = requireUser(request);
      const { where } = splitPeriodId(parseObjectParam(request.query.where));
      return { count: await campaignProducts.count(where, user) };
    },
  );

  registerModelRoutes(app, '/campaigns', campaigns);
  registerModelRoutes(app, '/periods', periods);
  registerModelRoutes(app, '/plans', plans);
  registerModelRoutes(app, '/campaignProducts', campaignProducts, { without: ['count'] });
  registerModelRoutes(app, '/periodProducts', periodProducts);
}
