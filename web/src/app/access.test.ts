// The audit trail's links to related records (issue 26) are offered to the roles the routes let in.
import { describe, expect, it } from 'vitest';
import { RECORD_PAGES } from '../shared/ui/audit-history';
import { ANY_USER, routeAccess } from './access';

describe('pages of related records in the audit trail', () => {
  it('are offered to the roles their routes admit', () => {
    const everyone = [ANY_USER];
    const staffOf = (roles: readonly string[] | null) => (roles ? [...roles].sort() : everyone);
    const routes = Object.fromEntries(Object.entries(RECORD_PAGES).map(([model, page]) => [model, staffOf(page.roles)]));
    const declared = Object.fromEntries(
      Object.entries(RECORD_PAGES).map(([model, page]) => {
        const access = routeAccess[page.pattern] ?? everyone;
        return [model, access.includes(ANY_USER) ? everyone : [...access].sort()];
      }),
    );
    expect(routes).toEqual(declared);
  });
});
