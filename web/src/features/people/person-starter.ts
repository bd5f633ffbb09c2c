// A person's page's and the people lists' starters (docs/adr/0083-route-starters-beside-the-screen.md):
// loaded by the route's loader beside the screen's code, they ask for its query by id (person-page.tsx
// `PersonRoute`, people-list-page.tsx `PeopleRoute`, with the variables of the list's URL, read by the
// list too).
import type { SortDirection, UserOrder, UserOrderField, UserWhere } from '../../__generated__/graphql';
import { startBy } from '../../shared/apollo/route-starter';
import { operationId } from '../../shared/graphql/persisted';
import { LIST_PAGE_SIZE, listUrl } from '../../shared/ui/list-url';
import type { PersonRole } from './roles';

const person = (vendor: boolean) =>
  startBy('PersonRoute', operationId('PersonRoute'), ({ params }) => {
    const id = Number(params.id ?? params.vendorId ?? params.salesManId ?? params.regionalManagerId ?? '');
    return Number.isInteger(id) && id > 0 ? { id, withTickets: vendor, withCities: !vendor } : null;
  });

export const startVendor = person(true);
export const startStaff = person(false);

/** The people lists' status filters (`?filter=…`). */
export const PEOPLE_FILTERS = {
  invited: { phoneVerified: { eq: false } },
  blocked: { phoneVerified: { eq: true }, blocked: { eq: true } },
  active: { phoneVerified: { eq: true }, blocked: { eq: false } },
} satisfies Record<string, UserWhere>;

/** The `where` of a people list: the role, the status filter and the city. */
export function peopleWhere(role: PersonRole, status: UserWhere | undefined, city: string): UserWhere {
  const where: UserWhere = { roleName: { eq: role }, ...status };
  if (/^\d+$/.test(city)) where.cityId = { eq: Number(city) };
  return where;
}

/** A people list's variables for its URL: newest first, `?filter=`, `?city=`, search, sort, page. */
export function peopleVariables(role: PersonRole, search: URLSearchParams) {
  const { page, search: text, sort } = listUrl(search);
  const filter = search.get('filter');
  const status = filter && Object.hasOwn(PEOPLE_FILTERS, filter) ? PEOPLE_FILTERS[filter as keyof typeof PEOPLE_FILTERS] : undefined;
  const orderBy: UserOrder[] = sort ? [{ field: sort.field as UserOrderField, direction: sort.direction as SortDirection }] : [{ field: 'id', direction: 'DESC' }];
  return { where: peopleWhere(role, status, search.get('city') ?? ''), search: text || undefined, orderBy, page, pageSize: LIST_PAGE_SIZE, vendors: role === 'vendor' };
}

const list = (role: PersonRole) => startBy('PeopleRoute', operationId('PeopleRoute'), ({ search }) => peopleVariables(role, search));
export const [startRegionalManagers, startSalesMans, startVendors] = [list('regionalManager'), list('salesMan'), list('vendor')];
