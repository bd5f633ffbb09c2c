// Kysely's view of the database. SQL names are snake_case; Kysely's CamelCasePlugin maps them to
// these camelCase names, so `userCities.cityId` is `user_cities.city_id` in SQL.
import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** timestamptz that may be NULL. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** int8: PGlite reads it as a number, node-postgres as a string; mappers convert with Number(). */
export type Int8 = ColumnType<number | string, number | bigint | string, number | bigint | string>;
export type NullableInt8 = ColumnType<number | string | null, number | bigint | string | null | undefined, number | bigint | string | null>;
/** numeric: read as a string by both drivers. */
export type Numeric = ColumnType<string, number | string, number | string>;
export type NullableNumeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
/** jsonb that may be NULL, written as a JSON string (node-postgres would turn a JS array into a PostgreSQL array). */
export type Json<T = unknown> = ColumnType<T | null, string | null | undefined, string | null>;

export interface LatLng {
  lat: number;
  lng: number;
}

interface Timestamps {
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface RolesTable extends Timestamps {
  id: Generated<number>;
  name: string;
  title: string | null;
}

export interface UsersTable extends Timestamps {
  id: Generated<number>;
  name: string | null;
  surname: string | null;
  middleName: string | null;
  phone: string | null;
  email: string | null;
  passwordHash: string | null;
  phoneVerified: Generated<boolean>;
  emailVerified: Generated<boolean>;
  blocked: Generated<boolean>;
  roleId: number | null;
  platform: string | null;
  avatar: Json;
  cityId: number | null;
  inviterId: number | null;
  placeId: number | null;
  score: Generated<number>;
  pendingScore: Generated<number>;
  registrationConfirmed: Generated<boolean>;
  registrationConfirmedAt: NullableTimestamp;
  inn: string | null;
  campaignId: number | null;
}

export interface UserCitiesTable extends Timestamps {
  userId: number;
  cityId: number;
}

export interface UserPlacesTable extends Timestamps {
  userId: number;
  placeId: number;
  assignedAt: Generated<Date>;
  assignedBy: number | null;
}

export interface AccessTokensTable extends Timestamps {
  /** sha256 (hex) of the token; the token itself is never stored. */
  id: string;
  userId: number;
  /** Seconds from creation; null: never expires (personal read-only tokens only). */
  ttl: number | null;
  /** A personal API token's name (null for a session). */
  name: string | null;
  readOnly: Generated<boolean>;
  personal: Generated<boolean>;
}

export interface RegionsTable extends Timestamps {
  id: Generated<number>;
  title: string;
}

export interface AdmEntitiesTable extends Timestamps {
  id: Generated<number>;
  title: string;
}

export interface PlaceTypesTable extends Timestamps {
  id: Generated<number>;
  title: string;
}

export interface CitiesTable extends Timestamps {
  id: Generated<number>;
  title: string;
  regionId: number | null;
  admEntityId: number | null;
  timeZone: string | null;
  location: Json<LatLng>;
}

export interface PlacesTable extends Timestamps {
  id: Generated<number>;
  internalId: string | null;
  title: string | null;
  description: string | null;
  address: string | null;
  inn: string | null;
  location: Json<LatLng>;
  image: Json;
  cityId: number | null;
  campaignId: number | null;
  placeTypeId: number | null;
  distributingFacilityId: number | null;
  blocked: Generated<boolean>;
}

export interface TicketsTable extends Timestamps {
  id: Generated<number>;
  operationType: number | null;
  taxationType: number | null;
  rawData: Json;
  shiftNumber: number | null;
  cashTotalSum: NullableInt8;
  kktRegId: string | null;
  nds10: NullableInt8;
  nds18: NullableInt8;
  ndsCalculated18: NullableInt8;
  fiscalDriveNumber: string | null;
  operator: string | null;
  fiscalDocumentNumber: string | null;
  userInn: string | null;
  fiscalSign: string | null;
  requestNumber: number | null;
  receiptCode: number | null;
  authorityUri: string | null;
  internetSign: number | null;
  machineNumber: string | null;
  dateTime: NullableTimestamp;
  totalSum: NullableInt8;
  location: Json<LatLng>;
  status: string;
  qr: string | null;
  score: number | null;
  planSales: number | null;
  bonusSales: number | null;
  scoredItems: number | null;
  totalSales: NullableNumeric;
  platform: string | null;
  appVersion: string | null;
  ofd: string | null;
  photos: Json;
  statusDescription: string | null;
  userId: number | null;
  placeId: number | null;
  campaignId: number | null;
  periodId: number | null;
  planId: number | null;
}

export interface TicketItemsTable extends Timestamps {
  id: Generated<number>;
  ticketId: number;
  lineNo: number;
  productId: number | null;
  name: string;
  price: Int8;
  quantity: Numeric;
  sum: Int8;
  /** The receipt's date and place (tickets.date_time, place_id), kept by triggers (migration 0017): reports read lines by them. */
  dateTime: Generated<Date | null>;
  placeId: Generated<number | null>;
}

export interface ProductCategoriesTable extends Timestamps {
  id: Generated<number>;
  title: string;
  /** Points per unit. */
  score: Generated<number>;
  /** Kopecks. */
  recommendedPrice: NullableInt8;
}

export interface ProductsTable extends Timestamps {
  id: Generated<number>;
  title: string;
  shortTitle: string | null;
  matches: Json<string[]>;
  exclusions: Json<string[]>;
  /** Kopecks. */
  recommendedPrice: NullableInt8;
  image: Json;
  categoryId: number | null;
}

export interface CampaignsTable extends Timestamps {
  id: Generated<number>;
  title: string;
  shortTitle: string | null;
  description: string | null;
  isActive: Generated<boolean>;
  taskNumber: string | null;
  ticketLifetime: number | null;
  rulesLink: string | null;
  guideLink: string | null;
  exclusions: Json<string[]>;
  matches: Json<string[]>;
  miniature: Json;
  placeScoreLimit: number | null;
  ticketSalesLimit: number | null;
  userScoreLimit: number | null;
}

export interface PeriodsTable extends Timestamps {
  id: Generated<number>;
  startDate: Timestamp;
  endDate: Timestamp;
  note: string | null;
  placeScoreLimit: number | null;
  ticketSalesLimit: number | null;
  userScoreLimit: number | null;
  requiresRegistration: Generated<boolean>;
  campaignId: number;
}

export interface PlansTable extends Timestamps {
  id: Generated<number>;
  plan: Generated<number>;
  /** Units (numeric: weight goods). */
  fact: ColumnType<string, number | string | undefined, number | string>;
  placeId: number;
  periodId: number;
  campaignId: number | null;
}

export interface CampaignProductsTable extends Timestamps {
  id: Generated<number>;
  score: number | null;
  bonusScore: number | null;
  campaignId: number;
  productId: number;
}

export interface PeriodProductsTable extends Timestamps {
  id: Generated<number>;
  score: number | null;
  bonusScore: number | null;
  campaignId: number | null;
  periodId: number;
  productId: number;
  campaignProductId: number | null;
}

export interface OneTimeCodesTable extends Timestamps {
  id: Generated<number>;
  userId: number;
  purpose: 'invite' | 'renew';
  /** A salted scrypt hash of the code (`scrypt$N$r$p$salt$hash`); sha256 hex before issue 16. */
  codeHash: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdBy: number | null;
}

export interface SmsOutboxTable extends Timestamps {
  id: Generated<number>;
  phone: string;
  text: string;
  transport: string;
  status: Generated<'queued' | 'sent' | 'failed'>;
  error: string | null;
  sentAt: NullableTimestamp;
}

export interface SignInAttemptsTable {
  id: Generated<number | string>;
  phone: string;
  succeeded: boolean;
  createdAt: Generated<Date>;
  /** `password` (a sign-in) or `renew` (a new password asked for by SMS). */
  kind: Generated<string>;
  /** The client's address, for the per-address limit. */
  address: string | null;
}

export interface SavedViewsTable extends Timestamps {
  id: Generated<number>;
  userId: number;
  screen: string;
  name: string;
  search: Generated<string>;
}

export interface DB {
  roles: RolesTable;
  users: UsersTable;
  userCities: UserCitiesTable;
  userPlaces: UserPlacesTable;
  accessTokens: AccessTokensTable;
  regions: RegionsTable;
  admEntities: AdmEntitiesTable;
  placeTypes: PlaceTypesTable;
  cities: CitiesTable;
  places: PlacesTable;
  tickets: TicketsTable;
  ticketItems: TicketItemsTable;
  productCategories: ProductCategoriesTable;
  products: ProductsTable;
  campaigns: CampaignsTable;
  periods: PeriodsTable;
  plans: PlansTable;
  campaignProducts: CampaignProductsTable;
  periodProducts: PeriodProductsTable;
  oneTimeCodes: OneTimeCodesTable;
  smsOutbox: SmsOutboxTable;
  signInAttempts: SignInAttemptsTable;
  savedViews: SavedViewsTable;
}
