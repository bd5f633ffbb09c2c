// The query and path schemas routes share, in TypeBox: fastify validates them (ajv), and the OpenAPI
// document lists them as they are (openapi/docs.ts reads each route's `schema`; bodies: ADR 0073).
// Answers are documented, not serialized by schema (fastify's serializer would drop properties a
// schema leaves out): see `config.openapi.response`.
import { Type } from 'typebox';

/**
 * A LoopBack filter or where: JSON in a string, or the object `qs` makes of the bracket form. Anything
 * else (an array) is refused with LoopBack's own `Value is not an object.` (http/errors.ts).
 */
const objectParam = (description: string) =>
  Type.Union([Type.String(), Type.Unsafe<Record<string, unknown>>({ type: 'object', properties: {}, additionalProperties: true })], { description });

export const FilterParam = objectParam(
  'LoopBack filter: JSON (`{"where":{"status":"new"},"order":"dateTime DESC","limit":24}`) or the bracket form (`filter[where][status]=new`). ' +
    'Keys where, fields, order, limit, skip, offset, include (with scope).',
);
export const WhereParam = objectParam('A LoopBack where (JSON or bracket form), without the {where: …} wrapper.');
export const SearchParam = Type.String({
  description: 'Search words (spec §5): split by spaces, `+` dropped; every word matches one searched field, case-insensitively.',
});

/** `?filter=` */
export const FilterQuery = Type.Object({ filter: Type.Optional(FilterParam) });
/** `?filter=&search=` */
export const SearchQuery = Type.Object({ filter: Type.Optional(FilterParam), search: Type.Optional(SearchParam) });
/** `?where=&search=` (counts) */
export const WhereQuery = Type.Object({ where: Type.Optional(WhereParam), search: Type.Optional(SearchParam) });

/**
 * A path id. A string, not an integer: `/tickets/abc` answers LoopBack's 404 (`Unknown "Ticket" id
 * "abc".`), not a 400, so the route reads it (models/routes.ts parseId).
 */
export const IdString = (description = 'The row id (an integer; any other value answers 404)') => Type.String({ description });
export const IdParams = Type.Object({ id: IdString() });

/** A PATCH's precondition (issue 39): refused with 409 STALE_RECORD when the row's `updatedAt` is another. */
export const PreconditionQuery = Type.Object({
  expectedUpdatedAt: Type.Optional(
    Type.String({ description: "The row's updatedAt as the client read it (ISO 8601); 409 STALE_RECORD, with the row as it is now in details.current, when it changed since" }),
  ),
});

/** An integer, or its digits in a string (the route checks it and answers its own 422). */
export const IntegerLike = (description: string) => Type.Union([Type.Integer(), Type.String()], { description });
