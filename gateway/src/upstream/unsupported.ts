// How an API says it has no route of its own for `GET /<model>/<name>`: LoopBack 3 then serves
// `findById('<name>')` (loopback-contract §11). On PostgreSQL that is a bare 500 (the id is no
// integer), a 404 elsewhere.
import { GraphQLError } from 'graphql';
import { ErrorCode, upstreamMessage } from '../errors';
import type { Upstream } from './client';

const codeOf = (error: unknown) => (error instanceof GraphQLError ? error.extensions.code : undefined);

/**
 * Whether `GET path` is LoopBack's `findById`: that route takes a `filter`, and strong-remoting
 * refuses a filter that is not an object with 400 `Value is not an object.` before anything reaches
 * the database (loopback-contract §3.1); a route of its own ignores it. One call.
 */
async function isFindById(upstream: Upstream, path: string): Promise<boolean> {
  try {
    await upstream.get<unknown>(path, { filter: 0 });
    return false;
  } catch (error) {
    const code = codeOf(error);
    return code === ErrorCode.NOT_FOUND || (code === ErrorCode.BAD_USER_INPUT && /not an object/i.test(upstreamMessage(error)));
  }
}

/**
 * Whether an error of `GET path` means the API has no such route: a 404 (`Unknown "X" id "name"`
 * or no route at all), a 500 naming the SQL error of `findById('name')` (debug mode), or a bare 500
 * that one probe (`isFindById`) shows to be `findById`.
 */
export async function isMissingRoute(upstream: Upstream, path: string, error: unknown): Promise<boolean> {
  const code = codeOf(error);
  return (
    code === ErrorCode.NOT_FOUND ||
    code === ErrorCode.UPSTREAM_UNSUPPORTED ||
    (code === ErrorCode.UPSTREAM_ERROR && (/invalid input syntax for (type )?(integer|bigint|numeric)/i.test(upstreamMessage(error)) || (await isFindById(upstream, path))))
  );
}
