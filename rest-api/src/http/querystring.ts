// Query strings parsed as Express's "extended" parser does (qs), with its limits (loopback-contract §3.1):
// `?filter[where][id][inq]=1&filter[where][id][inq]=2` becomes nested objects with string leaves.
import qs from 'qs';

export const QS_OPTIONS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, QS_OPTIONS);
}
