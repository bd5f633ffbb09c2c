// The screens of regions, administrative entities and place types (one titled-record editor),
// loaded per route by app/router.tsx; cities, campaigns, periods and products are loaded from their
// own modules.
import { useParams } from 'react-router-dom';
import { routeId } from './common';
import { admEntityKind, placeTypeKind, regionKind } from './geography-kinds';
import { TitledEditorPage, TitledInlinePage, TitledListPage } from './titled';

export const AdmEntitiesPage = () => <TitledListPage kind={admEntityKind} />;
export const AdmEntityPage = () => <TitledEditorPage kind={admEntityKind} id={routeId(useParams().id)} />;
export const RegionsPage = () => <TitledListPage kind={regionKind} />;
export const RegionPage = () => <TitledEditorPage kind={regionKind} id={routeId(useParams().id)} />;
export const PlaceTypesPage = () => <TitledInlinePage kind={placeTypeKind} />;
