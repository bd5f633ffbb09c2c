import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { checkLimits } from './limits';
import { guardOperation, stripSuggestions } from './guard';

const limits = { maxDepth: 4, maxAliases: 2, maxCost: 100 };

describe('checkLimits', () => {
  it('passes an operation within the limits', () => {
    expect(checkLimits(parse('{ tickets { items { id place { city { title } } } } }'), {}, { ...limits, maxDepth: 5 })).toEqual([]);
  });

  it('measures depth through fragments and inline fragments', () => {
    const doc = parse(`
      query { tickets { items { ...T } } }
      fragment T on Ticket { place { ... on Place { city { region { title } } } } }
    `);
    const [error] = checkLimits(doc, {}, limits);
    expect(error?.message).toBe('Запрос слишком глубокий: 6 уровней при допустимых 4');
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', limit: 'depth', value: 6, max: 4 });
  });

  it('counts aliases', () => {
    const [error] = checkLimits(parse('{ a: ping b: ping c: ping }'), {}, limits);
    expect(error?.message).toBe('Слишком много псевдонимов: 3 при допустимых 2');
  });

  it('multiplies the cost of a paged list by its page size, from a variable too', () => {
    const doc = parse('query ($n: Int) { tickets(pageSize: $n) { items { id user { id } } } }');
    // tickets 1 + (items 1 + (id 1 + user (1 + id 1)) ) × n  → with n = 100: 1 + 4 × 100 = 401
    expect(checkLimits(doc, { n: 100 }, { ...limits, maxCost: 400 })[0]?.extensions).toMatchObject({ limit: 'cost', value: 401 });
    expect(checkLimits(doc, { n: 24 }, { ...limits, maxCost: 400 })).toEqual([]);
  });
});

describe('guardOperation', () => {
  it('refuses introspection to a visitor and allows it to a signed-in user', () => {
    const doc = parse('{ __schema { types { name } } }');
    const [error] = guardOperation(doc, {}, false);
    expect(error?.message).toBe('Схема API доступна только после входа');
    expect(error?.extensions.code).toBe('UNAUTHENTICATED');
    expect(guardOperation(doc, {}, true)).toEqual([]);
  });
});

describe('stripSuggestions', () => {
  it('removes the schema hint from a validation message', () => {
    expect(stripSuggestions('Cannot query field "tikets" on type "Query". Did you mean "tickets" or "ticket"?')).toBe(
      'Cannot query field "tikets" on type "Query".',
    );
  });
});
