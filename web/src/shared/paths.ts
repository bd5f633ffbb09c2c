// Every route pattern of the back-office, defined once (spec §2). Routes are declared with these
// patterns and links are built from them with `to(...)`, so a renamed path is one edit.
import { generatePath } from 'react-router-dom';

export const paths = {
  root: '/',
  notFound: '/404',
  error: '/error/:code?',

  user: '/user',
  login: '/user/login',
  remind: '/user/remind',

  app: '/app',
  profile: '/app/profile',
  messenger: '/app/messenger',
  tickets: '/app/tickets',
  ticket: '/app/ticket/:id',

  regionalManagers: '/app/regional-managers',
  regionalManager: '/app/regional-manager/:id',
  regionalManagerPlace: '/app/regional-manager/:userId/place/:placeId',

  salesMans: '/app/sales-mans',
  salesMan: '/app/sales-man/:id',
  salesManPlace: '/app/sales-man/:userId/place/:placeId',

  vendors: '/app/vendors',
  vendor: '/app/vendor/:id',
  vendorPlace: '/app/vendor/:userId/place/:placeId',
  vendorTicket: '/app/vendor/:userId/ticket/:ticketId',

  places: '/app/places',
  place: '/app/place/:id?',
  placeVendor: '/app/place/:placeId/vendor/:vendorId',
  placeSalesMan: '/app/place/:placeId/sales-man/:salesManId',
  placeRegionalManager: '/app/place/:placeId/regional-manager/:regionalManagerId',
  placeTicket: '/app/place/:placeId/ticket/:ticketId',

  cities: '/app/cities',
  city: '/app/city/:id?',
  admEntities: '/app/adm-entities',
  admEntity: '/app/adm-entity/:id?',
  regions: '/app/regions',
  region: '/app/region/:id?',

  campaigns: '/app/campaigns',
  campaign: '/app/campaign/:id?',
  campaignPeriod: '/app/campaign/:campaignId/period/:periodId?',

  reports: '/app/reports',
  audit: '/app/audit',
  products: '/app/products',
  product: '/app/product/:id?',
  placeTypes: '/app/place-types',
} as const;

export type PathName = keyof typeof paths;

/** Builds a link from a pattern: `to(paths.ticket, { id: 5 })` → `/app/ticket/5`. */
export function to<P extends string>(pattern: P, params?: { [key: string]: string | number | null | undefined }): string {
  const stringParams: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    stringParams[key] = value == null ? null : String(value);
  }
  return generatePath(pattern as string, stringParams);
}
