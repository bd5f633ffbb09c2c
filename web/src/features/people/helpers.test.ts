import { describe, expect, it } from 'vitest';
import { invitePhone } from './roles';
import { peopleWhere } from './person-starter';
import { placesWhere } from './place-starter';

describe('people helpers', () => {
  it('sends an invite phone trimmed and without the leading + (spec §5)', () => {
    expect(invitePhone(' +79161234567 ')).toBe('79161234567');
    expect(invitePhone('79161234567')).toBe('79161234567');
  });

  it('builds the where of a people list from the role, the status filter and the city', () => {
    expect(peopleWhere('vendor', undefined, '')).toEqual({ roleName: { eq: 'vendor' } });
    expect(peopleWhere('salesMan', { phoneVerified: { eq: false } }, '5')).toEqual({
      roleName: { eq: 'salesMan' },
      phoneVerified: { eq: false },
      cityId: { eq: 5 },
    });
    expect(peopleWhere('salesMan', undefined, 'x')).toEqual({ roleName: { eq: 'salesMan' } });
  });

  it('builds the where of the places list; a region stands for its cities', () => {
    expect(placesWhere({}, undefined)).toBeUndefined();
    expect(placesWhere({ city: '5', placeType: '2', campaign: '3' }, undefined)).toEqual({
      cityId: { eq: 5 },
      placeTypeId: { eq: 2 },
      campaignId: { eq: 3 },
    });
    expect(placesWhere({ region: '7' }, [1, 2])).toEqual({ and: [{ cityId: { in: [1, 2] } }] });
    expect(placesWhere({ region: '7' }, [])).toEqual({ and: [{ cityId: { in: [] } }] });
  });
});
