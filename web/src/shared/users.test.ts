import { describe, expect, it } from 'vitest';
import { roleLabel, userStatus, userStatusLabel } from './users';

describe('users', () => {
  it('label the status: invited, blocked, active (spec §4)', () => {
    const label = (phoneVerified: boolean, blocked: boolean) => userStatusLabel(userStatus({ phoneVerified, blocked }));
    expect(label(false, false)).toBe('приглашен');
    expect(label(false, true)).toBe('приглашен');
    expect(label(true, true)).toBe('заблокирован');
    expect(label(true, false)).toBe('активный');
  });

  it('label the roles in Russian', () => {
    expect(['admin', 'regionalManager', 'salesMan', 'vendor'].map((role) => roleLabel(role))).toEqual([
      'Администратор', 'Региональный менеджер', 'Торговый представитель', 'Продавец',
    ]);
    expect(roleLabel('auditor', 'Аудитор')).toBe('Аудитор');
  });
});
