// The demo data's row types, shared by demo.ts (the walking skeleton's rows) and scale.ts (the rows
// at scale), so neither imports the other's types.
import type { Insertable } from 'kysely';
import type { DB, TicketItemsTable, TicketsTable, UsersTable } from '../db/schema';
import type { MessageRow } from '../messenger/repository';

export type Row<T extends keyof DB> = Insertable<DB[T]> & { id: number };

export interface CatalogueData {
  productCategories: Array<Row<'productCategories'>>;
  products: Array<Row<'products'>>;
  campaigns: Array<Row<'campaigns'>>;
  periods: Array<Row<'periods'>>;
  plans: Array<Row<'plans'>>;
  campaignProducts: Array<Row<'campaignProducts'>>;
  periodProducts: Array<Row<'periodProducts'>>;
}

export type RegionRow = Insertable<DB['regions']> & { id: number };
export type CityRow = Insertable<DB['cities']> & { id: number };
export type PlaceRow = Insertable<DB['places']> & { id: number };
export type UserRow = Insertable<UsersTable> & { id: number };
export type TicketRow = Insertable<TicketsTable> & { id: number };
export type ItemRow = Insertable<TicketItemsTable>;

export interface DemoData {
  regions: RegionRow[];
  admEntities: Array<Insertable<DB['admEntities']> & { id: number }>;
  placeTypes: Array<Insertable<DB['placeTypes']> & { id: number }>;
  cities: CityRow[];
  places: PlaceRow[];
  users: UserRow[];
  userCities: Array<Insertable<DB['userCities']>>;
  userPlaces: Array<Insertable<DB['userPlaces']>>;
  tickets: TicketRow[];
  ticketItems: ItemRow[];
  /** Product categories, products, campaigns, periods, plans, campaign and period products. */
  catalogue: CatalogueData;
  /** The conversations of some vendors with their staff (seed/messages.ts). */
  messages: MessageRow[];
}
