// Who may open which /app route (spec §6: a route lists the roles it needs, with a special value for
// any signed-in user; product-rules §1 says which role sees what). The sidebar shows only the sections a
// user may open; a guarded route sends everyone else to /error/403. The API enforces scope anyway:
// this only keeps people out of screens that would show them nothing or fail.
import { paths } from '../shared/paths';

export const Role = {
  Admin: 'admin',
  RegionalManager: 'regionalManager',
  SalesMan: 'salesMan',
  Vendor: 'vendor',
} as const;
export type RoleName = (typeof Role)[keyof typeof Role];

/** The special value of spec §6: any signed-in user passes. */
export const ANY_USER = '$authenticated';
export type Access = readonly (RoleName | typeof ANY_USER)[];

const ALL: Access = [ANY_USER];
const STAFF: Access = [Role.Admin, Role.RegionalManager, Role.SalesMan];
const MANAGERS: Access = [Role.Admin, Role.RegionalManager];
const ADMIN: Access = [Role.Admin];

/** Required roles per route pattern; a pattern missing here needs only a signed-in user. */
export const routeAccess: Readonly<Record<string, Access>> = {
  [paths.profile]: ALL,
  [paths.messenger]: ALL, // vendors: their own conversation with staff
  [paths.tickets]: ALL, // vendors: their own receipts
  [paths.ticket]: ALL,

  [paths.regionalManagers]: ADMIN, // a regional manager sees only itself
  [paths.regionalManager]: MANAGERS,
  [paths.regionalManagerPlace]: MANAGERS,

  [paths.salesMans]: MANAGERS,
  [paths.salesMan]: STAFF, // a sales rep: itself
  [paths.salesManPlace]: STAFF,

  [paths.vendors]: STAFF,
  [paths.vendor]: ALL, // a vendor: itself
  [paths.vendorPlace]: ALL,
  [paths.vendorTicket]: ALL,

  [paths.places]: ALL, // a vendor: its own place, read only
  [paths.place]: ALL,
  [paths.placeVendor]: STAFF,
  [paths.placeSalesMan]: MANAGERS,
  [paths.placeRegionalManager]: ADMIN,
  [paths.placeTicket]: ALL,

  [paths.cities]: STAFF,
  [paths.city]: STAFF,
  [paths.admEntities]: STAFF,
  [paths.placeTypes]: STAFF,
  [paths.admEntity]: STAFF,
  [paths.regions]: STAFF,
  [paths.region]: STAFF,
  [paths.campaigns]: STAFF,
  [paths.campaign]: STAFF,
  [paths.campaignPeriod]: STAFF,
  [paths.products]: STAFF,
  [paths.product]: STAFF,

  [paths.reports]: STAFF, // vendors: no reports
  [paths.audit]: MANAGERS, // regional managers: the entries about their cities (the gateway scopes them)
};

/** Whether a user with `roleName` passes `access` (spec §6: the role is listed, or any user is). */
export function hasAccess(roleName: string | null | undefined, access: Access | undefined): boolean {
  if (!access || access.includes(ANY_USER)) return true;
  return !!roleName && (access as readonly string[]).includes(roleName);
}
