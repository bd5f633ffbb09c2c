// The sidebar (spec §2): each section, where it leads and which routes belong to it. Labels come from
// the i18n messages (`nav.sections.<key>`; Russian: Главная, Чеки, Продавцы, Представители, Места,
// Города, Регионы, …); who sees a section comes from `routeAccess`.
import type { Messages } from '../../shared/i18n/messages';
import { routeAccess, type Access } from '../access';
import { paths } from '../../shared/paths';
import type { CapabilityName } from '../../shared/upstream/capabilities';

export type SectionKey = keyof Messages['nav']['sections'];
export type GroupKey = keyof Messages['nav']['groups'];

export interface Section {
  key: SectionKey;
  path: string;
  /** Route patterns that mark this section as current (its list and its detail screens). */
  match: readonly string[];
  access: Access | undefined;
  /** The API capability the section needs: hidden where the API lacks it (issue 24). */
  capability?: CapabilityName;
}

export interface SectionGroup {
  key?: GroupKey;
  sections: readonly Section[];
}

const section = (key: SectionKey, path: string, ...details: string[]): Section => ({
  key,
  path,
  match: [path, ...details],
  access: routeAccess[path],
});

export const sectionGroups: readonly SectionGroup[] = [
  {
    sections: [section('profile', paths.profile), section('messenger', paths.messenger), section('tickets', paths.tickets, paths.ticket)],
  },
  {
    key: 'people',
    sections: [
      section('vendors', paths.vendors, paths.vendor, paths.vendorPlace, paths.vendorTicket),
      section('salesMans', paths.salesMans, paths.salesMan, paths.salesManPlace),
      section('regionalManagers', paths.regionalManagers, paths.regionalManager, paths.regionalManagerPlace),
    ],
  },
  {
    key: 'programme',
    sections: [
      section('places', paths.places, paths.place, paths.placeVendor, paths.placeSalesMan, paths.placeRegionalManager, paths.placeTicket),
      section('campaigns', paths.campaigns, paths.campaign, paths.campaignPeriod),
      section('products', paths.products, paths.product),
      { ...section('reports', paths.reports), capability: 'REPORTS' },
      // Always shown: the gateway keeps the journal itself when the API has no audit route (issue 37).
      section('audit', paths.audit),
    ],
  },
  {
    key: 'dictionaries',
    sections: [
      section('cities', paths.cities, paths.city),
      section('regions', paths.regions, paths.region),
      section('admEntities', paths.admEntities, paths.admEntity),
      section('placeTypes', paths.placeTypes),
    ],
  },
];

export const sections: readonly Section[] = sectionGroups.flatMap((group) => group.sections);
