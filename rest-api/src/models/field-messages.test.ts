// A field's problem is a whole sentence (issue 39): a capital letter first, a full stop last — never a
// fragment such as 'уже существует' that only reads after the field's name.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './field-messages';

describe("the API's field messages", () => {
  it('are whole sentences', () => {
    const texts = Object.values(MESSAGES).flatMap((m) => (typeof m === 'function' ? ['Number', 'String', 'Boolean', 'Date', 'JSON', 'Other'].map(m) : [m]));
    expect(texts.filter((text) => !/^[A-ZА-ЯЁ].*[.]$/u.test(text))).toEqual([]);
    expect(texts).toHaveLength(19);
  });
});
