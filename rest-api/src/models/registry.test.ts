import { CamelCasePlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { defineModel, int, snakeCase, text } from './define';
import { Registry } from './definition';
import { createRegistry } from './registry';

/** The very mapping the service's Kysely applies to identifiers and result keys. */
class Names extends CamelCasePlugin {
  toSql(name: string): string {
    return this.snakeCase(name);
  }
  fromSql(name: string): string {
    return this.camelCase(name);
  }
}
const names = new Names();

describe('the model registry', () => {
  it('holds every model the API serves, with valid relations', () => {
    expect(
      createRegistry()
        .all()
        .map((model) => model.name),
    ).toEqual([
      ...['Role', 'User', 'Region', 'AdmEntity', 'PlaceType', 'City', 'Place', 'Ticket'],
      ...['ProductCategory', 'Product', 'Campaign', 'Period', 'Plan', 'CampaignProduct', 'PeriodProduct'],
      'AuditLog',
    ]);
  });

  it('names every column as the CamelCasePlugin does, so every property comes back under its own name', () => {
    for (const model of createRegistry().all()) {
      const columns = Object.entries(model.properties).filter(([, property]) => !property.loaded && property.column && !property.hidden);
      expect(columns.map(([, property]) => `${model.name}.${property.column}`)).toEqual(columns.map(([name]) => `${model.name}.${names.toSql(name)}`));
      for (const [name, property] of Object.entries(model.properties)) {
        if (property.loaded) continue;
        // Selected as `<sql> as "<name>"`: the alias goes through the plugin both ways.
        expect(`${model.name}.${names.fromSql(names.toSql(name))}`).toBe(`${model.name}.${name}`);
      }
    }
    expect(snakeCase('ndsCalculated18')).toBe('nds_calculated18');
  });

  it('hides the password hash', () => {
    expect(createRegistry().get('User').properties.password).toEqual({ type: 'String', column: 'password_hash', hidden: true });
  });

  it('refuses a relation to an unknown model or property', () => {
    const broken = defineModel({ name: 'A', table: 'a', properties: { id: int, title: text }, relations: { b: { type: 'belongsTo', model: 'B', foreignKey: 'bId' } } });
    expect(() => new Registry([broken]).validate()).toThrow('A.b points at unknown model B');
    const other = defineModel({ name: 'B', table: 'b', properties: { id: int } });
    expect(() => new Registry([broken, other]).validate()).toThrow('A.b: A has no property bId');
  });
});
