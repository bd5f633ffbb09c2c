export { compileFilter, compileWhere, buildOrderBy, type QueryPlan, type IncludePlan } from './compile';
export { parseObjectParam } from './parse';
export { assertQueryDepth, MAX_QUERY_DEPTH } from './sanitize';
export { normalizeFields, normalizeInclude, normalizeOrder, normalizePaging } from './normalize';
export { buildWhere, propertySql, OPERATORS, type SqlContext } from './where';
