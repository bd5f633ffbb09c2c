// The screens of people and places, loaded per route by app/router.tsx.
// Spec §2: when the path changes, the place lists, selectors and the place editor start afresh, so
// the detail screens are keyed by the path (the lists keep their state in the URL).
import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PeopleListPage } from './people-list-page';
import { PersonPage } from './person-page';
import { PlacePage as PlaceScreen } from './place-page';

function ByPath({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Fragment key={pathname}>{children}</Fragment>;
}

export const RegionalManagersPage = () => <PeopleListPage role="regionalManager" />;
export const SalesMansPage = () => <PeopleListPage role="salesMan" />;
export const VendorsPage = () => <PeopleListPage role="vendor" />;
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
export { PlacesPage } from './places-page';
export const PlacePage = () => (
  <ByPath>
    <PlaceScreen />
  </ByPath>
);
