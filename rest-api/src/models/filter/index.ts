export { compileFilter, compileWhere, type QueryPlan } from './compile';
export { parseObjectParam } from './parse';
export { propertySql, type SqlContext } from './where';
