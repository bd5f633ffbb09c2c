// juggler's _sanitizeQuery checks (loopback-contract §2.4): the depth limit of REST queries.
import { badRequest } from '../../errors';

export const MAX_QUERY_DEPTH = 12;

/** Throws 400 QUERY_OBJECT_TOO_DEEP when a node lies more than `maxDepth` path segments below the root. */
export function assertQueryDepth(query: unknown, maxDepth = MAX_QUERY_DEPTH): void {
  const seen = new Set<object>();
  const visit = (node: unknown, depth: number): void => {
    if (node === null || typeof node !== 'object') return;
    if (seen.has(node)) {
      throw badRequest('The query object is circular', { code: 'QUERY_OBJECT_IS_CIRCULAR' });
    }
    seen.add(node);
    for (const child of Object.values(node)) {
      if (depth + 1 > maxDepth) {
        throw badRequest(`The query object exceeds maximum depth ${maxDepth}`, { code: 'QUERY_OBJECT_TOO_DEEP' });
      }
      visit(child, depth + 1);
    }
    seen.delete(node);
  };
  visit(query, 0);
}
