// The editor routes of regions and administrative entities (`region/:id?`, `adm-entity/:id?`), loaded
// per route by app/router.tsx; their lists are `titled-routes.tsx`.
import { useParams } from 'react-router-dom';
import { routeId } from './common';
import { admEntityKind, regionKind } from './geography-kinds';
import { TitledEditorPage } from './titled-editor';

export const AdmEntityPage = () => <TitledEditorPage kind={admEntityKind} id={routeId(useParams().id)} />;
export const RegionPage = () => <TitledEditorPage kind={regionKind} id={routeId(useParams().id)} />;
