// The list screens of regions, administrative entities and place types, loaded per route by
// app/router.tsx; their editor routes are `titled-editor-routes.tsx` (a chunk of its own: a list does
// not load the forms, issue 27); cities, campaigns, periods and products are loaded from their own
// modules.
import { admEntityKind, placeTypeKind, regionKind } from './geography-kinds';
import { TitledInlinePage, TitledListPage } from './titled';

export const AdmEntitiesPage = () => <TitledListPage kind={admEntityKind} />;
export const RegionsPage = () => <TitledListPage kind={regionKind} />;
export const PlaceTypesPage = () => <TitledInlinePage kind={placeTypeKind} />;
