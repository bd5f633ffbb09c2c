// The screens of geography, catalogue and campaigns, loaded per route by app/router.tsx.
import { useParams } from 'react-router-dom';
export { CampaignPage, CampaignsPage } from './campaigns';
export { CitiesPage, CityPage } from './cities';
export { PeriodPage } from './period';
export { ProductPage, ProductsPage } from './products';
import { routeId } from './common';
import { admEntityKind, placeTypeKind, regionKind } from './geography-kinds';
import { TitledEditorPage, TitledInlinePage, TitledListPage } from './titled';

export const AdmEntitiesPage = () => <TitledListPage kind={admEntityKind} />;
export const AdmEntityPage = () => <TitledEditorPage kind={admEntityKind} id={routeId(useParams().id)} />;
export const RegionsPage = () => <TitledListPage kind={regionKind} />;
export const RegionPage = () => <TitledEditorPage kind={regionKind} id={routeId(useParams().id)} />;
export const PlaceTypesPage = () => <TitledInlinePage kind={placeTypeKind} />;
