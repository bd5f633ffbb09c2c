// The audit trail's links to related records (issue 26) are offered only to roles the routes let in.
import { describe, expect, it } from 'vitest';
import { PERSON_PAGES, RECORD_PAGES } from '../shared/ui/audit-history';
import { ANY_USER, routeAccess } from './access';

describe('pages of related records in the audit trail', () => {
  it('are offered only to roles their routes admit', () => {
    const pages = [...Object.entries(RECORD_PAGES), ...Object.entries(PERSON_PAGES).map(([role, page]) => [`User (${role})`, page] as const)];
    const refused = pages.flatMap(([model, page]) => {
      const access = routeAccess[page.pattern] ?? [ANY_USER];
      if (access.includes(ANY_USER)) return [];
      // A link offered to every role (null) needs a route open to all; else each role must be admitted.
      const offered = page.roles ?? [ANY_USER];
      return offered.filter((role) => !(access as readonly string[]).includes(role)).map((role) => `${model}: ${role}`);
    });
    expect(refused).toEqual([]);
    // The places are open to every role, and so is their link.
    expect(RECORD_PAGES.Place!.roles).toBeNull();
  });
});
