// A model's JSON Schema, from its declaration: one shape for the body fastify validates (ajv) on
// create and update and for the model's component in the OpenAPI document. The rules of the
// properties (phone, INN, email, integer ranges, lists, points) live here; a failure carries its
// LoopBack code and Russian message per keyword (`x-errors`, read by http/errors.ts).
import { Type, type TUnsafe } from 'typebox';
import type { ModelDefinition } from './definition';
import { INT_RANGES } from '../http/stored';
import { MESSAGES } from './field-messages';

export const PHONE_RE = /^\+7\d{10}$/;
export const INN_RE = /^\d{12}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Schema = Record<string, unknown>;
/** LoopBack's code and the message of a failed keyword. */
export type Rule = [code: string, message: string];

/** A schema whose failures of `keywords` answer `rule` (every keyword but `type` by default). */
export const withRule = (schema: Schema, rule: Rule, keywords = ['pattern', 'minimum', 'maximum', 'enum', 'maxLength']): Schema => ({
  ...schema,
  'x-errors': Object.fromEntries(keywords.map((k) => [k, rule])),
});

/** An optional text of a format: empty clears it; otherwise the pattern. */
const formatted = (re: RegExp, message: string): Schema => withRule({ type: 'string', pattern: `^(${re.source.slice(1, -1)})?$` }, ['format', message]);

/** An integer column's value: `min` up to the column's bound. */
export function integer(kind: keyof typeof INT_RANGES, min: number = INT_RANGES[kind][0], below: Rule = ['type', MESSAGES.integer]): Schema {
  return { type: 'integer', minimum: min, maximum: INT_RANGES[kind][1], 'x-errors': { minimum: below, maximum: ['type', MESSAGES.integer] } };
}

const FORMATS = { phone: PHONE_RE, inn: INN_RE, email: EMAIL_RE };
const LIST: Rule = ['format', MESSAGES.stringArray];
const POINT: Rule = ['format', MESSAGES.latLng];
const coordinate = (bound: number) => withRule({ type: 'number', minimum: -bound, maximum: bound }, POINT, ['type', 'minimum', 'maximum', 'required']);

/** A property's value as written and as read (readOnly when a body's value is ignored). */
export function propertySchema(model: ModelDefinition, name: string): Schema {
  const property = model.properties[name]!;
  let schema: Schema;
  switch (property.type) {
    case 'Number':
      if (property.integer) schema = property.format === 'nonNegative' ? integer(property.integer, 0, ['format', MESSAGES.nonNegative]) : integer(property.integer);
      else schema = property.format === 'nonNegative' ? withRule({ type: 'number', minimum: 0 }, ['format', MESSAGES.nonNegative]) : { type: 'number' };
      break;
    case 'Boolean':
      schema = { type: 'boolean' };
      break;
    case 'Date':
      schema = withRule({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}', description: 'ISO 8601 date and time' }, ['type', MESSAGES.date]);
      break;
    case 'String':
      if (property.format === 'phone' || property.format === 'inn' || property.format === 'email') schema = formatted(FORMATS[property.format], MESSAGES[property.format]);
      else schema = property.required ? withRule({ type: 'string', pattern: '\\S' }, ['presence', MESSAGES.presence]) : { type: 'string' };
      break;
    default:
      schema =
        property.format === 'stringArray'
          ? withRule({ type: 'array', items: withRule({ type: 'string' }, LIST, ['type']) }, LIST, ['type'])
          : property.format === 'latLng'
            ? withRule({ type: 'object', required: ['lat', 'lng'], properties: { lat: coordinate(90), lng: coordinate(180) } }, POINT, ['type'])
            : {};
  }
  if (property.array) schema = { type: 'array', items: schema };
  if (property.readOnly || property.expression || property.loaded || ['id', 'createdAt', 'updatedAt'].includes(name)) schema.readOnly = true;
  if (name !== 'id' && 'type' in schema) schema.nullable = true;
  return schema;
}

/** A body as the handler reads it. */
type Body = TUnsafe<Record<string, unknown>>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

/**
 * The model's JSON object: its properties (hidden ones left out), its relations as read-only
 * includes (`refs`: by $ref, for the document; else any value, as a body may send an include back).
 * `required` on create; nothing else may be sent (422 `unknown-property`).
 */
export function modelSchema(model: ModelDefinition, { refs = false, only, extra = {} }: { refs?: boolean; only?: readonly string[]; extra?: Record<string, object> } = {}): Schema {
  const properties: Record<string, object> = {};
  for (const name of Object.keys(model.properties)) {
    if (!model.properties[name]!.hidden && (!only || only.includes(name))) properties[name] = propertySchema(model, name);
  }
  for (const [name, relation] of Object.entries(only ? {} : (model.relations ?? {}))) {
    const description = `include: ${name}`;
    if (!refs) properties[name] = { readOnly: true, description };
    else
      properties[name] =
        relation.type === 'belongsTo' ? { allOf: [ref(relation.model)], readOnly: true, description } : { type: 'array', items: ref(relation.model), readOnly: true, description };
  }
  Object.assign(properties, extra);
  const required = Object.keys(properties).filter((n) => model.properties[n]?.required);
  return {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
    'x-errors': { additionalProperties: ['unknown-property', MESSAGES.unknown] },
  };
}

/** A create's body (required properties present); an update's the same without `required`. */
export function modelBody(model: ModelDefinition, mode: 'create' | 'update', options: { only?: readonly string[]; extra?: Record<string, object> } = {}): Body {
  const { required, ...schema } = modelSchema(model, options);
  return Type.Unsafe<Record<string, unknown>>(mode === 'create' && required ? { ...schema, required } : schema);
}
