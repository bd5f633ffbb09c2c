// The screens of geography, catalogue and campaigns, loaded per route by app/router.tsx.
import { UnderConstruction } from '../../shared/ui/under-construction';

export const CitiesPage = () => <UnderConstruction title="Города" />;
export const CityPage = () => <UnderConstruction title="Город" />;
export const AdmEntitiesPage = () => <UnderConstruction title="Адм. образования" />;
export const AdmEntityPage = () => <UnderConstruction title="Адм. образование" />;
export const RegionsPage = () => <UnderConstruction title="Регионы" />;
export const RegionPage = () => <UnderConstruction title="Регион" />;
export const PlaceTypesPage = () => <UnderConstruction title="Типы мест" />;
export const CampaignsPage = () => <UnderConstruction title="Кампании" />;
export const CampaignPage = () => <UnderConstruction title="Кампания" />;
export const PeriodPage = () => <UnderConstruction title="Период" />;
export const ProductsPage = () => <UnderConstruction title="Продукты" />;
export const ProductPage = () => <UnderConstruction title="Продукт" />;
