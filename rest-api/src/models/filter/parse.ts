// How `filter` and `where` arrive over HTTP (loopback-contract §3.1): JSON in the query string, or
// the bracket form that qs has already turned into an object.
import { badRequest } from '../../errors';
import { isPlainObject } from './util';

/**
 * strong-remoting's `object` argument: '' and 'null' mean none; a string that looks like a JSON
 * object is parsed; anything that is not an object at the end is a 400.
 */
export function parseObjectParam(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  let result: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '' || text === 'null') return undefined;
    const looksLikeJson = (text.startsWith('{') && text.endsWith('}')) || (text.startsWith('[') && text.endsWith(']'));
    if (!looksLikeJson) throw badRequest('Value is not an object.');
    try {
      result = JSON.parse(text);
    } catch {
      throw badRequest('Cannot parse JSON-encoded object value.');
    }
    if (result === null) return undefined;
  }
  if (!isPlainObject(result)) throw badRequest('Value is not an object.');
  return result;
}
