// The screens of people and places, loaded per route by app/router.tsx.
import { UnderConstruction } from '../../shared/ui/under-construction';

export const RegionalManagersPage = () => <UnderConstruction title="Региональные менеджеры" />;
export const RegionalManagerPage = () => <UnderConstruction title="Региональный менеджер" />;
export const SalesMansPage = () => <UnderConstruction title="Представители" />;
export const SalesManPage = () => <UnderConstruction title="Представитель" />;
export const VendorsPage = () => <UnderConstruction title="Продавцы" />;
export const VendorPage = () => <UnderConstruction title="Продавец" />;
export const PlacesPage = () => <UnderConstruction title="Места" />;
export const PlacePage = () => <UnderConstruction title="Место" />;
