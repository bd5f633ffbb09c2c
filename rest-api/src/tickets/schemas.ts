// The ticket routes' validated inputs (ADR 0073; the rules a schema cannot say stay in the routes with
// their own 422s) and their documented answers (openapi/docs.ts).
import { Type } from 'typebox';
import { component, type Schema } from '../openapi/docs';
import { IntegerLike, WhereParam } from '../openapi/schemas';
import { HttpError } from '../errors';
import { TICKET_STATUSES } from './mapper';

/** The bound of a score given by hand (one ticket or a bulk action): an integer 0…1,000,000, else 422 INVALID_SCORE. */
export const MAX_MANUAL_SCORE = 1_000_000;
export function manualScore(value: unknown): number {
  const score = Number(value);
  if (!Number.isInteger(score) || score < 0 || score > MAX_MANUAL_SCORE)
    throw new HttpError(422, `Баллы должны быть целым числом от 0 до ${MAX_MANUAL_SCORE}`, { code: 'INVALID_SCORE' });
  return score;
}

const text = { type: 'string', nullable: true };
const integer = { type: 'integer' };

/** PATCH /tickets/{id}: any other property answers the route's 422 READ_ONLY_PROPERTY. */
export const TicketPatchBody = Type.Object({
  status: Type.Optional(Type.String({ description: 'rejected, manual or new (another: 422 INVALID_STATUS)' })),
  statusDescription: Type.Optional(Type.String({ nullable: true, description: 'Why (a rejection shows it to the user); null: the default text' })),
});

/** POST /tickets/manualProcess as validated: ids or their digits; missing or bad ones answer the route's 422. */
export const ManualProcessBody = Type.Object({
  ticketId: Type.Optional(IntegerLike('The ticket (missing: 422 TICKET_REQUIRED)')),
  score: Type.Optional(IntegerLike('Points, an integer from 0 to 1000000 (else 422 INVALID_SCORE)')),
});
const strict = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
  additionalProperties: false,
});
const editItem = strict(
  {
    name: { type: 'string' },
    productId: { type: 'integer', nullable: true },
    price: { type: 'integer', nullable: true, description: 'Kopecks; absent: the product’s (or its category’s) recommended price' },
    quantity: { type: 'number', nullable: true, description: 'Default 1' },
    sum: { type: 'integer', nullable: true, description: 'Kopecks; absent: price × quantity' },
  },
  ['name'],
);
const editFields = {
  fiscalDriveNumber: text,
  fiscalDocumentNumber: text,
  fiscalSign: text,
  kktRegId: text,
  userInn: text,
  operator: text,
  ofd: text,
  dateTime: { type: 'string', nullable: true, description: 'ISO 8601 (another: 422 INVALID_DATE)' },
  items: { type: 'array', items: editItem, description: 'Replaces the lines; totalSum and the score are computed anew' },
};
/** POST /tickets/edit/{id} and /tickets/editPreview/{id}: the fields, flat or as `{ticket: {...}}`. */
export const TicketEditBody = Type.Unsafe<Record<string, unknown>>(strict({ ...editFields, ticket: strict(editFields) }));

const textOrNumber = (description?: string, nullable = false): Schema => ({ anyOf: [{ type: 'string', nullable }, { type: 'number' }], ...(description ? { description } : {}) });
/** POST /tickets (the mobile app's upload): the QR fields or the QR string (their rules answer spec §5's messages: tickets/qr.ts). */
export const TicketUploadBody = Type.Unsafe<
  { photos?: unknown[]; location?: { lat: number; lng: number } | null; platform?: string; appVersion?: string } & Record<string, unknown>
>(
  strict({
    qr: { type: 'string', description: 'The receipt’s QR string `t=…&s=…&fn=…&i=…&fp=…&n=…` (instead of the fields)' },
    t: { type: 'string', description: 'Date and time, YYYYMMDDTHHMM[SS], local to the vendor’s city' },
    s: textOrNumber('Total in roubles, e.g. 123.45'),
    fn: textOrNumber(),
    i: textOrNumber(),
    fp: textOrNumber(),
    n: textOrNumber('Operation type 1–4 (default 1)', true),
    photos: {
      type: 'array',
      maxItems: 20,
      items: {},
      description: 'Files of the product’s own storage, at most 20',
      'x-errors': { maxItems: ['length.max', 'Не более 20 фотографий чека'] },
    },
    location: { type: 'object', nullable: true, required: ['lat', 'lng'], properties: { lat: { type: 'number' }, lng: { type: 'number' } } },
    platform: { type: 'string' },
    appVersion: { type: 'string' },
  }),
);

/** GET /tickets/stats: the query as validated (lists as repeated keys or comma-separated). */
const list = (description: string) => Type.Union([Type.String(), Type.Array(Type.String())], { description });
export const StatsQuery = Type.Object({
  where: Type.Optional(WhereParam),
  kind: Type.Optional(
    Type.String({ description: 'Absent: counts and sums grouped by groupBy; `planFact`: plan vs fact by place and period; `activity`: by sales rep or vendor (with `by`)' }),
  ),
  groupBy: Type.Optional(list(`Keys: status, day, campaign, period, region, city, place, user, product`)),
  from: Type.Optional(Type.String({ description: 'Tickets from this date (ISO 8601)' })),
  to: Type.Optional(Type.String({ description: 'Tickets before this date (ISO 8601)' })),
  regionId: Type.Optional(list('Region ids')),
  cityId: Type.Optional(list('City ids')),
  by: Type.Optional(Type.String({ description: '`kind=activity`: salesMan or vendor' })),
  limit: Type.Optional(Type.String({ description: 'Most groups / rows; `kind=planFact`: a page, most sold first' })),
  offset: Type.Optional(Type.String({ description: '`kind=planFact` with `limit`: rows to skip' })),
});

const measures = {
  count: integer,
  totalSum: { type: 'integer', description: 'Kopecks' },
  score: { type: 'integer', nullable: true },
  units: { type: 'number' },
};
const groupStats: Schema = {
  type: 'object',
  required: ['groupBy', 'groups', 'totals'],
  properties: {
    groupBy: { type: 'array', items: { type: 'string' } },
    groups: {
      type: 'array',
      items: { type: 'object', required: ['key', 'count', 'totalSum', 'score', 'units'], properties: { key: { type: 'object', additionalProperties: true }, ...measures } },
    },
    totals: { type: 'object', required: ['count', 'totalSum', 'score', 'units'], properties: measures },
  },
};
const planFactStats: Schema = {
  type: 'object',
  required: ['items'],
  properties: {
    total: { ...integer, description: 'Every row of the report (the page is `items`)' },
    items: {
      type: 'array',
      items: component('TicketPlanFactItem', {
        type: 'object',
        required: ['planId', 'placeId', 'periodId', 'campaignId', 'plan', 'fact', 'percent', 'tickets', 'score'],
        properties: {
          planId: integer,
          placeId: integer,
          periodId: integer,
          campaignId: { type: 'integer', nullable: true },
          plan: { type: 'number' },
          fact: { type: 'number' },
          percent: { type: 'number', nullable: true },
          tickets: integer,
          score: { type: 'number' },
          placeTitle: { type: 'string', nullable: true, description: "The place's title (a label: no per-row look-up)" },
          placeAddress: { type: 'string', nullable: true, description: "The place's address" },
          periodStartDate: { type: 'string', format: 'date-time', nullable: true, description: "The period's start" },
          periodEndDate: { type: 'string', format: 'date-time', nullable: true, description: "The period's end" },
        },
      }),
    },
  },
};
const activityStats: Schema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: component('TicketActivityItem', {
        type: 'object',
        required: ['userId', 'tickets', 'score', 'activePlaces', 'places', 'lastUpload'],
        properties: {
          userId: integer,
          tickets: integer,
          score: { type: 'number' },
          activePlaces: integer,
          places: { type: 'integer', nullable: true },
          lastUpload: { type: 'string', format: 'date-time', nullable: true },
        },
      }),
    },
  },
};
export const statsAnswer = {
  oneOf: [component('TicketStats', groupStats), component('TicketPlanFact', planFactStats), component('TicketActivity', activityStats)],
};

export const processorState = component('ProcessorState', {
  type: 'object',
  required: ['status', 'history', 'counter'],
  properties: {
    status: { type: 'string', enum: ['stopped', 'processing', 'stopping'] },
    history: {
      type: 'array',
      items: component('ProcessorHistoryRecord', {
        type: 'object',
        required: ['hour', 'processed', 'rejected', 'delayed', 'manual', 'failed'],
        properties: { hour: { type: 'string', description: 'Start of the hour, ISO' }, processed: integer, rejected: integer, delayed: integer, manual: integer, failed: integer },
      }),
    },
    counter: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Tickets by status' },
  },
});

export const userDetailsAnswer = component('TicketUserDetails', {
  type: 'object',
  required: ['fiscalDriveNumber', 'userInn', 'kktRegId', 'operator', 'ofd'],
  properties: { fiscalDriveNumber: text, userInn: text, kktRegId: text, operator: text, ofd: text },
});

export const transactionsAnswer: Schema = {
  type: 'array',
  items: component('Transaction', {
    type: 'object',
    required: ['id', 'userId', 'ticketId', 'periodId', 'amount', 'reason', 'createdAt'],
    properties: {
      id: integer,
      userId: integer,
      ticketId: { type: 'integer', nullable: true },
      periodId: { type: 'integer', nullable: true },
      amount: { type: 'integer' },
      reason: text,
      createdAt: { type: 'string', format: 'date-time' },
    },
  }),
};

/** POST /tickets/editPreview/{id}: what the edit would store. */
export const editPreviewAnswer = component('TicketEditPreview', {
  type: 'object',
  required: ['totalSum', 'score', 'items'],
  properties: {
    totalSum: { type: 'integer', nullable: true, description: 'Kopecks' },
    score: { type: 'integer', description: 'Points (spec §4) over the lines as they would be saved' },
    items: {
      type: 'array',
      items: component('TicketEditPreviewItem', {
        type: 'object',
        required: ['productId', 'productTitle', 'name', 'price', 'quantity', 'sum', 'score', 'outsideCampaign', 'scoreSource', 'scoreCategory'],
        properties: {
          productId: { type: 'integer', nullable: true, description: 'The product given, or the one matched by name' },
          productTitle: text,
          name: { type: 'string' },
          price: integer,
          quantity: { type: 'number' },
          sum: integer,
          score: { type: 'integer', description: 'The line’s points (spec §4) as the save would count them' },
          outsideCampaign: {
            type: 'boolean',
            description:
              'No product of the ticket’s campaign matches the line’s name, but one of the catalogue does: the line earns nothing because its product is not in the campaign',
          },
          scoreSource: {
            type: 'string',
            nullable: true,
            enum: ['period', 'campaign', 'category', null],
            description:
              'Where the line’s points per unit come from: the period product’s, the campaign product’s, else the product category’s; null when no product counts the line',
          },
          scoreCategory: { type: 'string', nullable: true, description: 'The category whose points the line earns, when `scoreSource` is `category`' },
        },
      }),
    },
  },
});

/** GET /tickets/countByStatus. */
export const countByStatusAnswer = component('TicketCountByStatus', {
  type: 'object',
  required: ['total', 'statuses'],
  properties: {
    total: { type: 'integer', description: 'Tickets matching the where (any status)' },
    statuses: {
      type: 'array',
      items: component('TicketStatusCount', {
        type: 'object',
        required: ['status', 'count'],
        properties: { status: { type: 'string', enum: [...TICKET_STATUSES], description: 'A ticket status (tickets/mapper.ts)' }, count: { type: 'integer' } },
      }),
    },
  },
});
