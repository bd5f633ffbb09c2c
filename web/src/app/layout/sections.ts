// The sidebar (spec §2): each section, its Russian label, where it leads and which routes belong to it.
import { paths } from '../paths';

export interface Section {
  key: string;
  label: string;
  path: string;
  /** Route patterns that mark this section as current (its list and its detail screens). */
  match: readonly string[];
}

export interface SectionGroup {
  label?: string;
  sections: readonly Section[];
}

const section = (key: string, label: string, path: string, ...details: string[]): Section => ({
  key,
  label,
  path,
  match: [path, ...details],
});

export const sectionGroups: readonly SectionGroup[] = [
  {
    sections: [
      section('profile', 'Главная', paths.profile),
      section('messenger', 'Сообщения', paths.messenger),
      section('tickets', 'Чеки', paths.tickets, paths.ticket),
    ],
  },
  {
    label: 'Люди',
    sections: [
      section('vendors', 'Продавцы', paths.vendors, paths.vendor, paths.vendorPlace, paths.vendorTicket),
      section('salesMans', 'Представители', paths.salesMans, paths.salesMan, paths.salesManPlace),
      section(
        'regionalManagers',
        'Региональные менеджеры',
        paths.regionalManagers,
        paths.regionalManager,
        paths.regionalManagerPlace,
      ),
    ],
  },
  {
    label: 'Программа',
    sections: [
      section(
        'places',
        'Места',
        paths.places,
        paths.place,
        paths.placeVendor,
        paths.placeSalesMan,
        paths.placeRegionalManager,
        paths.placeTicket,
      ),
      section('campaigns', 'Кампании', paths.campaigns, paths.campaign, paths.campaignPeriod),
      section('products', 'Продукты', paths.products, paths.product),
      section('reports', 'Отчёты', paths.reports),
    ],
  },
  {
    label: 'Справочники',
    sections: [
      section('cities', 'Города', paths.cities, paths.city),
      section('regions', 'Регионы', paths.regions, paths.region),
      section('admEntities', 'Адм. образования', paths.admEntities, paths.admEntity),
    ],
  },
];

export const sections: readonly Section[] = sectionGroups.flatMap((group) => group.sections);
