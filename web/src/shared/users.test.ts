import { describe, expect, it } from 'vitest';
import { roleLabel, userStatusLabel } from './users';

describe('users', () => {
  it("label the gateway's status: invited, blocked, active (spec §4)", () => {
    expect((['INVITED', 'BLOCKED', 'ACTIVE'] as const).map(userStatusLabel)).toEqual(['приглашен', 'заблокирован', 'активный']);
  });

  it('label the roles in Russian', () => {
    expect(['admin', 'regionalManager', 'salesMan', 'vendor'].map((role) => roleLabel(role))).toEqual([
      'Администратор',
      'Региональный менеджер',
      'Торговый представитель',
      'Продавец',
    ]);
    expect(roleLabel('auditor', 'Аудитор')).toBe('Аудитор');
  });
});
