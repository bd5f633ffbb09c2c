// Campaigns, periods (with their plans), plans, campaign products (with their period products)
// and period products.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/middleware';
import { parseObjectParam } from '../models/filter';
import { isPlainObject } from '../models/filter/util';
import { registerModelRoutes } from '../models/routes';
import { ref } from '../openapi/docs';
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

  app.get(
    '/periods/withPlans',
    {
      schema: { querystring: FilterQuery },
      config: {
        openapi: {
          operationId: 'periodWithPlans',
          tags: ['Period'],
          summary: 'Periods, each with its plans (and their places) within the scope',
          response: { type: 'array', items: ref('Period') },
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const filter = parseObjectParam(request.query.filter) ?? {};
      const include = includes(filter.include);
      if (!includesRelation(include, 'plans')) include.push({ relation: 'plans', scope: { include: 'place' } });
      return periods.find({ ...filter, include }, user);
    },
  );

  app.get(
    '/campaignProducts/withPeriodProducts',
    {
      schema: { querystring: FilterQuery },
      config: {
        openapi: {
          operationId: 'campaignProductWithPeriodProducts',
          tags: ['CampaignProduct'],
          summary: 'Campaign products with their period products; a periodId in the where selects the period products of that period',
          response: { type: 'array', items: ref('CampaignProduct') },
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const filter = parseObjectParam(request.query.filter) ?? {};
      const { where, periodId } = splitPeriodId(filter.where);
      const include = includes(filter.include).filter((i) => !includesRelation([i], 'periodProducts'));
      include.push({ relation: 'periodProducts', scope: periodId === undefined ? {} : { where: { periodId } } });
      return campaignProducts.find({ ...filter, where, include }, user);
    },
  );

  app.get(
    '/campaignProducts/count',
    {
      schema: { querystring: WhereQuery },
      config: {
        openapi: {
          operationId: 'campaignProductCount',
          tags: ['CampaignProduct'],
          summary: 'Count campaign products (a periodId in the where is left out): {count}',
          response: { $ref: '#/components/schemas/Count' },
        },
      },
    },
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
