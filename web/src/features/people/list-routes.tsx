// The lists of people, loaded per route by app/router.tsx (each screen of people and places is a
// chunk of its own: a list does not load the record pages' forms).
import { PeopleListPage } from './people-list-page';

export const RegionalManagersPage = () => <PeopleListPage role="regionalManager" />;
export const SalesMansPage = () => <PeopleListPage role="salesMan" />;
export const VendorsPage = () => <PeopleListPage role="vendor" />;
