// A person's page (regional manager, sales representative, vendor), loaded per route by app/router.tsx.
import { ByPath } from './by-path';
import { PersonPage } from './person-page';

export const RegionalManagerPage = () => (
  <ByPath>
    <PersonPage role="regionalManager" />
  </ByPath>
);
export const SalesManPage = () => (
  <ByPath>
    <PersonPage role="salesMan" />
  </ByPath>
);
export const VendorPage = () => (
  <ByPath>
    <PersonPage role="vendor" />
  </ByPath>
);
