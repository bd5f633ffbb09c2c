// A place's page, loaded per route by app/router.tsx.
import { ByPath } from './by-path';
import { PlacePage as PlaceScreen } from './place-page';

export const PlacePage = () => (
  <ByPath>
    <PlaceScreen />
  </ByPath>
);
