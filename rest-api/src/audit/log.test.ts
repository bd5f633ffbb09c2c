// What the audit trail never stores (audit/log.ts): passwords, one-time codes, tokens and secrets,
// whatever a model calls them, in a created record's values and in a change's fields.
import { describe, expect, it } from 'vitest';
import { changedFields, withoutSecrets } from './log';

const record = {
  name: 'Иван',
  phone: '+79990000003',
  passwordHash: 'scrypt$…',
  codeHash: 'scrypt$…',
  inviteCode: '123456',
  accessToken: 'abc',
  clientSecret: 'xyz',
};

describe('the audit trail leaves secrets out', () => {
  it("keeps a record's other values and drops every password, code, token and secret", () => {
    expect(withoutSecrets(record)).toEqual({ name: 'Иван', phone: '+79990000003' });
    expect(withoutSecrets(null)).toBeNull();
  });

  it('records only the changed fields that are not secrets', () => {
    const after = { ...record, name: 'Пётр', passwordHash: 'scrypt$new', codeHash: 'scrypt$new', inviteCode: '654321', accessToken: 'def', clientSecret: 'uvw' };
    expect(changedFields(record, after)).toEqual({ before: { name: 'Иван' }, after: { name: 'Пётр' } });
  });
});
