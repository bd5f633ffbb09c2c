import type { ModelDefinition, PropertyDefinition, RelationDefinition } from './definition';

/** `ndsCalculated18` → `nds_calculated18`, as Kysely's CamelCasePlugin maps names. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

type PropertyInput = Omit<PropertyDefinition, 'column'> & { column?: string };

export interface ModelInput extends Omit<ModelDefinition, 'properties'> {
  /** A property without `expression` or `loaded` is the column named after it in snake_case. */
  properties: Record<string, PropertyInput>;
}

export function defineModel(input: ModelInput): ModelDefinition {
  const properties: Record<string, PropertyDefinition> = {};
  for (const [name, property] of Object.entries(input.properties)) {
    properties[name] = property.expression || property.loaded ? property : { ...property, column: property.column ?? snakeCase(name) };
  }
  return { ...input, properties };
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** belongsTo relations named after their models, each by the property `<relation>Id`: `belongsTo('City')` is `city` by `cityId`. */
export function belongsTo(...models: string[]): Record<string, RelationDefinition> {
  return Object.fromEntries(models.map((model) => [lowerFirst(model), { type: 'belongsTo', model, foreignKey: `${lowerFirst(model)}Id` }]));
}

/** hasMany relations by name (`{ plans: 'Plan' }`), whose models hold this model's id in their property `foreignKey`. */
export function hasMany(foreignKey: string, relations: Record<string, string>): Record<string, RelationDefinition> {
  return Object.fromEntries(Object.entries(relations).map(([name, model]) => [name, { type: 'hasMany', model, foreignKey }]));
}

// Shorthands for declarations.
export const int = { type: 'Number', integer: 'int4' } as const satisfies PropertyInput;
export const int8 = { type: 'Number', integer: 'int8' } as const satisfies PropertyInput;
export const decimal = { type: 'Number' } as const satisfies PropertyInput;
export const text = { type: 'String' } as const satisfies PropertyInput;
export const bool = { type: 'Boolean' } as const satisfies PropertyInput;
export const date = { type: 'Date' } as const satisfies PropertyInput;
/** A record's createdAt and updatedAt (written by the model engine). */
export const timestamps = { createdAt: date, updatedAt: date } as const;
export const jsonb = { type: 'JSON' } as const satisfies PropertyInput;
export const requiredText = { type: 'String', required: true } as const satisfies PropertyInput;
export const stringList = { type: 'JSON', format: 'stringArray' } as const satisfies PropertyInput;
export const point = { type: 'JSON', format: 'latLng' } as const satisfies PropertyInput;
/** A reference to a file of the product's own storage (files/references.ts), checked on write. */
export const file = { type: 'JSON', format: 'file' } as const satisfies PropertyInput;
export const kopecks = { type: 'Number', integer: 'int8', format: 'nonNegative' } as const satisfies PropertyInput;
export const count = { type: 'Number', integer: 'int4', format: 'nonNegative' } as const satisfies PropertyInput;
