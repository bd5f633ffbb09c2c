/** `%j` of Node's util.format, as LoopBack's messages use it. */
export function json(value: unknown): string {
  if (value === undefined) return 'undefined';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return '[Circular]';
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/**
 * juggler's coerceArray: an array, or an object whose keys are exactly 0..n-1 (qs makes those
 * from more than 20 bracket indices).
 */
export function coerceArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (!isPlainObject(value)) throw new Error('Value is not an array or object with sequential numeric indices');
  const keys = Object.keys(value);
  if (keys.length === 0) throw new Error('Value is an empty object');
  const result: unknown[] = [];
  for (let i = 0; i < keys.length; i++) {
    if (!hasOwn(value, String(i))) throw new Error('Value is not an array or object with sequential numeric indices');
    result.push(value[String(i)]);
  }
  return result;
}
