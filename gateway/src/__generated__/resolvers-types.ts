import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestUser, RestRole, RestRegion, RestCity, RestPlace, RestAdmEntity, RestPlaceType, RestTicket, RestTicketItem, RestLoginResult, RestInviteResult, RestProductCategory, RestProduct, RestCampaign, RestPeriod, RestPlan, RestCampaignProduct, RestPeriodProduct, RestTransaction, RestFile, RestTicketUserDetails, RestMessage, RestConversation, RestProcessorState, RestProcessorHistoryRecord, RestTicketStats, RestTicketStatsGroup, RestPlanFact, RestActivity, RestSavedView, RestAuditLog } from '../upstream/types';
import type { RecordChangeParent } from '../modules/live/resolvers';
import type { RestBulkResult, RestBulkRow } from '../upstream/bulk';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A moment in time as an ISO 8601 string in UTC with milliseconds, e.g. `2024-03-01T09:30:00.000Z`,
   * exactly as the REST API stores and answers it.
   */
  DateTime: { input: string; output: string; }
  /** Any JSON value: an object, a list, a string, a number, a boolean or null. */
  JSON: { input: unknown; output: unknown; }
  /**
   * A file sent with the operation as a GraphQL multipart request (`operations`, `map` and the files as
   * form fields; send the header `apollo-require-preflight: true`).
   */
  Upload: { input: Blob; output: Blob; }
};

/**
 * One sales rep's or vendor's activity within a report's filters and the user's scope. A sales rep is
 * listed when it has a place within the scope and the region/city filters (with zeros when nothing was
 * uploaded there); a vendor when its place is there or it uploaded a ticket the filters cover.
 */
export type ActivityRow = {
  __typename?: 'ActivityRow';
  /** Places with at least one of those tickets. */
  activePlaces: Scalars['Int']['output'];
  /** When the latest of those tickets was uploaded; null without tickets. */
  lastUpload: Maybe<Scalars['DateTime']['output']>;
  /** A sales rep's places within the scope and the region/city filters; null for a vendor. */
  places: Maybe<Scalars['Int']['output']>;
  /** Points accrued on those tickets. Float: sums exceed 32-bit integers. */
  score: Scalars['Float']['output'];
  /** Tickets of the sales rep's places / uploaded by the vendor, within the filters. */
  tickets: Scalars['Int']['output'];
  /** The sales rep or vendor. */
  user: Maybe<User>;
  /** The sales rep's or vendor's user id. */
  userId: Scalars['Int']['output'];
};

/** Whose activity the activity report shows. */
export type ActivitySubject =
  /** Sales reps: the tickets of the places assigned to each, its places and the places active. */
  | 'salesMan'
  /** Vendors: the tickets each uploaded, its points and its last upload. */
  | 'vendor';

/** An administrative entity (district, municipality) that cities belong to. */
export type AdmEntity = {
  __typename?: 'AdmEntity';
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name. */
  title: Scalars['String']['output'];
};

/** A page of administrative entities. */
export type AdmEntityPage = {
  __typename?: 'AdmEntityPage';
  /** The entities of this page. */
  items: Array<AdmEntity>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/**
 * A personal API token of the signed-in user, for scripts and notebooks: sent as
 * `Authorization: Bearer <token>` (or raw), it acts as its owner, read-only or with the owner's
 * rights. The token itself is shown only once, when it is created.
 */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working; null: never (read-only tokens only). */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** The token's id (not the token). */
  id: Scalars['ID']['output'];
  /** The name its owner gave it. */
  name: Scalars['String']['output'];
  /** Reads only: every mutation is refused with FORBIDDEN. */
  readOnly: Scalars['Boolean']['output'];
};

/**
 * One entry of the audit trail (issue 17): one write by one person — who, when, from where, on
 * which record, what was done, and the changed fields before and after. Entries are append-only;
 * passwords and one-time codes are never stored. Kept `AUDIT_RETENTION_DAYS` days (365 by default).
 *
 * For analysts: `model` + `entityId` name the record (`Ticket` 42); `before` and `after` hold only
 * the fields that changed, under their API names (`status`, `score`, `totalSum` in kopecks…), so a
 * row of `action: "score"` with `after: {status: "processed", score: 50}` is a manual accrual.
 */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  /**
   * What was done: `create`, `update`, `delete`, `reject`, `score`, `edit`, `process`, `requeue`,
   * `toManual`, `invite`, `assignPlace`, `unassignPlace`, `setMainPlace`, `block`, `unblock`, `start`, `stop`, `command` (a device command), `signIn`, `signOut`, `signInFailed`.
   */
  action: Scalars['String']['output'];
  /** The action in Russian, e.g. `Отклонение`. */
  actionTitle: Scalars['String']['output'];
  /** The caller's network address. */
  address: Maybe<Scalars['String']['output']>;
  /** The changed fields after the change (null for a deletion). */
  after: Maybe<Scalars['JSON']['output']>;
  /** When the change was committed. */
  at: Scalars['DateTime']['output'];
  /** The changed fields before the change (null for a creation). */
  before: Maybe<Scalars['JSON']['output']>;
  /** `web` (the browser's session), `script` (a token in Authorization) or `app` (the mobile app). */
  client: Maybe<Scalars['String']['output']>;
  /** The record's id (null when the record has none). */
  entityId: Maybe<Scalars['Int']['output']>;
  /**
   * The record's name as people read it: a person's name and surname, a place's, campaign's, city's,
   * region's or product's title, a period's dates (`Период 1 декабря 2026 — 28 февраля 2027`); null
   * when the record is gone, is not visible to you, cannot be read just now, or has no name (a ticket,
   * a plan, a device command), so show `model` and `entityId` instead. Read in one batched call per
   * kind of record for a page of entries.
   */
  entityName: Maybe<Scalars['String']['output']>;
  /** Entry id, increasing with time. */
  id: Scalars['Int']['output'];
  /** The kind of record: `Ticket`, `User`, `Place`, `Campaign`, `Period`, `Processor`, `Device`, … (the API's model names). */
  model: Scalars['String']['output'];
  /**
   * The other records `before` and `after` name by id (issue 26), one per field and id, in the order
   * they come (`before` first): `cityId` → `City`, `placeId` / `mainPlaceId` → `Place`, `regionId` →
   * `Region`, `userId` / `inviterId` → `User`, `productId` → `Product`, `campaignId` → `Campaign`,
   * `periodId` → `Period`, `typeId` / `placeTypeId` → `PlaceType`, `categoryId` → `ProductCategory`,
   * `admEntityId` → `AdmEntity`, and the lists `cityIds`, `placeIds`, `regionIds`, `userIds`,
   * `productIds`, `campaignIds` (one entry per id). Names are read as `entityName` reads them, in one
   * batched call per kind of record for a page of entries.
   */
  references: Array<AuditReference>;
  /** The person (null when deleted or not visible to you). */
  user: Maybe<User>;
  /** Who made it; null for a failed sign-in by an unknown phone. */
  userId: Maybe<Scalars['Int']['output']>;
  /** The person's name and surname at the time of reading. */
  userName: Maybe<Scalars['String']['output']>;
  /** The person's role at the time: `admin`, `regionalManager`, `salesMan` or `vendor`. */
  userRole: Maybe<Scalars['String']['output']>;
};

/** One ordering key of an audit list. */
export type AuditLogOrder = {
  /** The direction. */
  direction?: SortDirection;
  /** The field. */
  field: AuditLogOrderField;
};

/** Fields audit entries can be ordered by. */
export type AuditLogOrderField =
  /** The action. */
  | 'action'
  /** When. */
  | 'at'
  /** Entry id (the order of commits). */
  | 'id'
  /** The kind of record. */
  | 'model'
  /** Who. */
  | 'userId';

/** A page of audit entries. */
export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  /** The entries of this page. */
  items: Array<AuditLogEntry>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Entries per page. */
  pageSize: Scalars['Int']['output'];
  /** How many entries match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Conditions on audit entries; every field set must hold. `and`/`or` nest further conditions. */
export type AuditLogWhere = {
  /** The action, e.g. `score`. */
  action?: InputMaybe<StringFilter>;
  /** Every condition holds. */
  and?: InputMaybe<Array<AuditLogWhere>>;
  /** When. */
  at?: InputMaybe<DateTimeFilter>;
  /** `web`, `script` or `app`. */
  client?: InputMaybe<StringFilter>;
  /** The record's id. */
  entityId?: InputMaybe<IntFilter>;
  /** Entry id. */
  id?: InputMaybe<IntFilter>;
  /** The kind of record, e.g. `Ticket`. */
  model?: InputMaybe<StringFilter>;
  /** At least one condition holds. */
  or?: InputMaybe<Array<AuditLogWhere>>;
  /** Who. */
  userId?: InputMaybe<IntFilter>;
  /** The person's role. */
  userRole?: InputMaybe<StringFilter>;
};

/**
 * A record an audit entry's `before` or `after` names by id (issue 26), with its name, so that a
 * change reads `Город: Самара → Тольятти` instead of `cityId: 23 → 24`.
 */
export type AuditReference = {
  __typename?: 'AuditReference';
  /** The field of `before` / `after` holding the id, e.g. `cityId` or `placeIds`. */
  field: Scalars['String']['output'];
  /**
   * The id the field holds: the named record's id, so not unique among references (a city and a place
   * may share it). A client's normalising cache keeps a reference inside its entry.
   */
  id: Scalars['Int']['output'];
  /** The kind of record, in the API's model names: `City`, `Place`, `User`, `PlaceType`, … */
  model: Scalars['String']['output'];
  /**
   * The record's name as `AuditLogEntry.entityName` reads it; null when the record is gone, is not
   * visible to you or cannot be read just now (show the kind and the id instead: `Город № 23`).
   */
  name: Maybe<Scalars['String']['output']>;
  /** The record its page sits under: a period's campaign (a `Period` only). Null when unknown. */
  parentId: Maybe<Scalars['Int']['output']>;
  /** A person's role (`admin`, `regionalManager`, `salesMan`, `vendor`…; a `User` only): the person's page is per role. Null when unknown. */
  roleName: Maybe<Scalars['String']['output']>;
};

/** The automatic receipt processor: its status, the last week by hour and the queue by status. */
export type AutoProcessor = {
  __typename?: 'AutoProcessor';
  /** Tickets by status. */
  counters: Array<TicketStatusCount>;
  /** One record per hour, the last 168 (a week), oldest first. */
  history: Array<AutoProcessorHourRecord>;
  /** Current status. */
  status: AutoProcessorStatus;
};

/** What the processor did in one hour. */
export type AutoProcessorHourRecord = {
  __typename?: 'AutoProcessorHourRecord';
  /** Tickets delayed for a retry. */
  delayed: Scalars['Int']['output'];
  /** Tickets that failed with an error. */
  failed: Scalars['Int']['output'];
  /** Start of the hour. */
  hour: Scalars['DateTime']['output'];
  /** Tickets sent to manual review. */
  manual: Scalars['Int']['output'];
  /** Tickets processed (points accrued). */
  processed: Scalars['Int']['output'];
  /** Tickets rejected. */
  rejected: Scalars['Int']['output'];
};

/** State of the automatic receipt processor. */
export type AutoProcessorStatus =
  /** Taking and processing tickets. */
  | 'processing'
  /** Not running. */
  | 'stopped'
  /** A stop was requested; finishing the current ticket. */
  | 'stopping';

/** Conditions on a yes/no field. */
export type BooleanFilter = {
  /** Equal to. */
  eq?: InputMaybe<Scalars['Boolean']['input']>;
  /** `true`: the field is NULL; `false`: it is not. */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The answer of a bulk action or an undo: counts and one row per record, in the order given. */
export type BulkResult = {
  __typename?: 'BulkResult';
  /** `reject`, `process`, `score`, `block`, `unblock` or `undo`. */
  action: Scalars['String']['output'];
  /** Records refused. */
  failed: Scalars['Int']['output'];
  /** Per record. */
  results: Array<BulkRowResult>;
  /** Records done. */
  succeeded: Scalars['Int']['output'];
  /** Records tried. */
  total: Scalars['Int']['output'];
};

/** What one record of a bulk action or an undo came to. */
export type BulkRowResult = {
  __typename?: 'BulkRowResult';
  /** The code of that refusal. */
  code: Maybe<Scalars['String']['output']>;
  /** The record (a ticket or a person). */
  id: Scalars['Int']['output'];
  /** Why it was not done, in Russian: the single action's own message. */
  message: Maybe<Scalars['String']['output']>;
  /** Whether the action was done on it. */
  ok: Scalars['Boolean']['output'];
  /** Its status afterwards (a ticket's status; a person's `blocked` / `active`), when done. */
  status: Maybe<Scalars['String']['output']>;
};

/** A promotion campaign with its periods and products. */
export type Campaign = {
  __typename?: 'Campaign';
  /** Description. */
  description: Maybe<Scalars['String']['output']>;
  /** Receipt lines containing one of these never match any product of the campaign. */
  exclusions: Array<Scalars['String']['output']>;
  /** Link to the guide. */
  guideLink: Maybe<Scalars['String']['output']>;
  /** The campaign's audit entries, newest first. */
  history: AuditLogPage;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Active campaigns score receipts. */
  isActive: Scalars['Boolean']['output'];
  /** Receipt lines must contain one of these to match (on top of the product's own). */
  matches: Array<Scalars['String']['output']>;
  /** Miniature picture of the campaign, with thumbnails; set by `setCampaignMiniature`. */
  miniature: Maybe<File>;
  /** The campaign's periods, earliest first. */
  periods: Array<Period>;
  /** Default cap of a place's points in a period. */
  placeScoreLimit: Maybe<Scalars['Int']['output']>;
  /** The campaign's products with their points, newest first. */
  products: Array<CampaignProduct>;
  /** Link to the rules. */
  rulesLink: Maybe<Scalars['String']['output']>;
  /** Short name. */
  shortTitle: Maybe<Scalars['String']['output']>;
  /** Task number of the campaign in the programme's documents. */
  taskNumber: Maybe<Scalars['String']['output']>;
  /** How many days after purchase a receipt may be uploaded. */
  ticketLifetime: Maybe<Scalars['Int']['output']>;
  /** Default cap of the matched units counted on one receipt. */
  ticketSalesLimit: Maybe<Scalars['Int']['output']>;
  /** Name. */
  title: Scalars['String']['output'];
  /** Default cap of a user's points in a period. */
  userScoreLimit: Maybe<Scalars['Int']['output']>;
};


/** A promotion campaign with its periods and products. */
export type CampaignHistoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A new campaign. */
export type CampaignInput = {
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Texts excluding a line from every product. */
  exclusions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Link to the guide. */
  guideLink?: InputMaybe<Scalars['String']['input']>;
  /** Active campaigns score receipts. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Texts a line must contain. */
  matches?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Default cap of a place's points in a period. */
  placeScoreLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Link to the rules. */
  rulesLink?: InputMaybe<Scalars['String']['input']>;
  /** Short name. */
  shortTitle?: InputMaybe<Scalars['String']['input']>;
  /** Task number. */
  taskNumber?: InputMaybe<Scalars['String']['input']>;
  /** Days a receipt may be uploaded after purchase. */
  ticketLifetime?: InputMaybe<Scalars['Int']['input']>;
  /** Default cap of units on one receipt. */
  ticketSalesLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Name. */
  title: Scalars['String']['input'];
  /** Default cap of a user's points in a period. */
  userScoreLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of campaigns. */
export type CampaignPage = {
  __typename?: 'CampaignPage';
  /** The rows of this page. */
  items: Array<Campaign>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Changes to a campaign; fields left out stay as they are. */
export type CampaignPatch = {
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Texts excluding a line from every product. */
  exclusions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Link to the guide. */
  guideLink?: InputMaybe<Scalars['String']['input']>;
  /** Active campaigns score receipts. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Texts a line must contain. */
  matches?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Default cap of a place's points in a period. */
  placeScoreLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Link to the rules. */
  rulesLink?: InputMaybe<Scalars['String']['input']>;
  /** Short name. */
  shortTitle?: InputMaybe<Scalars['String']['input']>;
  /** Task number. */
  taskNumber?: InputMaybe<Scalars['String']['input']>;
  /** Days a receipt may be uploaded after purchase. */
  ticketLifetime?: InputMaybe<Scalars['Int']['input']>;
  /** Default cap of units on one receipt. */
  ticketSalesLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Name. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Default cap of a user's points in a period. */
  userScoreLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** A product taking part in a campaign, with its points. */
export type CampaignProduct = {
  __typename?: 'CampaignProduct';
  /** Extra points per unit sold beyond the plan. */
  bonusScore: Maybe<Scalars['Int']['output']>;
  /** Id of the campaign. */
  campaignId: Scalars['Int']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** The product's settings per period. */
  periodProducts: Array<PeriodProduct>;
  /** The product. */
  product: Maybe<Product>;
  /** Id of the product. */
  productId: Scalars['Int']['output'];
  /** Points per unit (the category's when null). */
  score: Maybe<Scalars['Int']['output']>;
};

/** A new campaign product. */
export type CampaignProductInput = {
  /** Extra points per unit beyond the plan. */
  bonusScore?: InputMaybe<Scalars['Int']['input']>;
  /** Campaign. */
  campaignId: Scalars['Int']['input'];
  /** Product. */
  productId: Scalars['Int']['input'];
  /** Points per unit (the category's when null). */
  score?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of campaign products. */
export type CampaignProductPage = {
  __typename?: 'CampaignProductPage';
  /** The rows of this page. */
  items: Array<CampaignProduct>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Changes to a campaign product; fields left out stay as they are. */
export type CampaignProductPatch = {
  /** Extra points per unit beyond the plan. */
  bonusScore?: InputMaybe<Scalars['Int']['input']>;
  /** Campaign. */
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  /** Product. */
  productId?: InputMaybe<Scalars['Int']['input']>;
  /** Points per unit (the category's when null). */
  score?: InputMaybe<Scalars['Int']['input']>;
};

/** Conditions on campaigns. */
export type CampaignWhere = {
  /** Every condition holds. */
  and?: InputMaybe<Array<CampaignWhere>>;
  /** Id. */
  id?: InputMaybe<IntFilter>;
  /** Active or not. */
  isActive?: InputMaybe<BooleanFilter>;
  /** At least one condition holds. */
  or?: InputMaybe<Array<CampaignWhere>>;
  /** Name. */
  title?: InputMaybe<StringFilter>;
};

/** A city, in a region. */
export type City = {
  __typename?: 'City';
  /** The administrative entity. */
  admEntity: Maybe<AdmEntity>;
  /** Id of the administrative entity (district) the city belongs to. */
  admEntityId: Maybe<Scalars['Int']['output']>;
  /** City id. */
  id: Scalars['Int']['output'];
  /** Where the city is. */
  location: Maybe<GeoPoint>;
  /** The region. */
  region: Maybe<Region>;
  /** Id of the region. */
  regionId: Maybe<Scalars['Int']['output']>;
  /** Name of the region, denormalised for display. */
  regionName: Maybe<Scalars['String']['output']>;
  /** IANA time zone, e.g. `Europe/Moscow`. */
  timeZone: Maybe<Scalars['String']['output']>;
  /** Name. */
  title: Scalars['String']['output'];
};

/** A new city. */
export type CityInput = {
  /** Administrative entity. */
  admEntityId?: InputMaybe<Scalars['Int']['input']>;
  /** Where the city is. */
  location?: InputMaybe<GeoPointInput>;
  /** Region. */
  regionId: Scalars['Int']['input'];
  /** IANA time zone, e.g. `Europe/Moscow`. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Name. */
  title: Scalars['String']['input'];
};

/** A page of cities. */
export type CityPage = {
  __typename?: 'CityPage';
  /** The cities of this page. */
  items: Array<City>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Changes to a city; fields left out stay as they are. */
export type CityPatch = {
  /** Administrative entity. */
  admEntityId?: InputMaybe<Scalars['Int']['input']>;
  /** Where the city is. */
  location?: InputMaybe<GeoPointInput>;
  /** Region. */
  regionId?: InputMaybe<Scalars['Int']['input']>;
  /** IANA time zone. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  /** Name. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Conditions on cities. */
export type CityWhere = {
  /** Administrative entity. */
  admEntityId?: InputMaybe<IntFilter>;
  /** Every condition holds. */
  and?: InputMaybe<Array<CityWhere>>;
  /** Id. */
  id?: InputMaybe<IntFilter>;
  /** At least one condition holds. */
  or?: InputMaybe<Array<CityWhere>>;
  /** Region. */
  regionId?: InputMaybe<IntFilter>;
  /** Time zone. */
  timeZone?: InputMaybe<StringFilter>;
  /** Name. */
  title?: InputMaybe<StringFilter>;
};

/** An app user's conversation with staff. */
export type Conversation = {
  __typename?: 'Conversation';
  /** The staff side has unread messages from the user. */
  hasNewMessage: Scalars['Boolean']['output'];
  /** The newest message. */
  lastMessage: Maybe<Message>;
  /** Room name, `user-{userId}`. */
  roomName: Scalars['String']['output'];
  /** The app user. */
  user: Maybe<User>;
  /** Id of the app user. */
  userId: Maybe<Scalars['Int']['output']>;
};

/** Orders of the conversation list (spec §9). */
export type ConversationOrder =
  /** The newest message first. */
  | 'messages'
  /** By the user, in no particular order of activity. */
  | 'none'
  /** The user's newest receipt first. */
  | 'tickets';

/** A page of conversations. */
export type ConversationPage = {
  __typename?: 'ConversationPage';
  /** The conversations, in the order asked for. */
  items: Array<Conversation>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many there are. */
  total: Scalars['Int']['output'];
};

/** A conversation was read. */
export type ConversationRead = {
  __typename?: 'ConversationRead';
  /** Messages marked read. */
  count: Scalars['Int']['output'];
  /** Who read it. */
  readerId: Maybe<Scalars['Int']['output']>;
  /** Room of the conversation. */
  roomName: Scalars['String']['output'];
  /** The app user of the conversation. */
  userId: Maybe<Scalars['Int']['output']>;
};

/** A new personal API token. */
export type CreateApiTokenInput = {
  /** Days until it expires (1–365); null: never, for a read-only token only. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** A name to recognise it by (1–100 characters). */
  name: Scalars['String']['input'];
  /** Reads only (true), or acts with all of the owner's rights (false). */
  readOnly: Scalars['Boolean']['input'];
};

/** The filters of a screen to save. */
export type CreateSavedViewInput = {
  /** A name (1–100 characters, unique among the user's views of the screen). */
  name: Scalars['String']['input'];
  /** The screen: lower-case Latin letters, digits and hyphens, e.g. `tickets`. */
  screen: Scalars['String']['input'];
  /** The screen's URL query string (with or without `?`). */
  search: Scalars['String']['input'];
};

/** A token just created: the only answer that carries the token. */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  /** The token's record, as `apiTokens` lists it. */
  apiToken: ApiToken;
  /** The token: copy it now, it is not shown again. */
  token: Scalars['String']['output'];
};

/** Conditions on a date-time field. Set one operator; several set at once are combined with AND. */
export type DateTimeFilter = {
  /** Between the two moments, both included. Exactly two values. */
  between?: InputMaybe<Array<Scalars['DateTime']['input']>>;
  /** Equal to. */
  eq?: InputMaybe<Scalars['DateTime']['input']>;
  /** Later than. */
  gt?: InputMaybe<Scalars['DateTime']['input']>;
  /** At or later than. */
  gte?: InputMaybe<Scalars['DateTime']['input']>;
  /** `true`: the field is NULL; `false`: it is not. */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Earlier than. */
  lt?: InputMaybe<Scalars['DateTime']['input']>;
  /** At or earlier than. */
  lte?: InputMaybe<Scalars['DateTime']['input']>;
  /** Not equal to (rows where the field is NULL do not match). */
  neq?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Which app devices a command goes to; none set means every device. */
export type DeviceScope = {
  /** Devices of users assigned to this place. */
  placeId?: InputMaybe<Scalars['Int']['input']>;
  /** Devices of users with this role (`vendor`, …). */
  roleName?: InputMaybe<Scalars['String']['input']>;
  /** Devices of this user. */
  userId?: InputMaybe<Scalars['Int']['input']>;
};

/** A stored file or image, served through the gateway at `url`. */
export type File = {
  __typename?: 'File';
  /** Container (folder) in the storage. */
  container: Scalars['String']['output'];
  /** MIME type, e.g. `image/jpeg`. */
  mime: Maybe<Scalars['String']['output']>;
  /** The file's name as it was uploaded (`note.txt`); `null` when the API did not keep it. */
  name: Maybe<Scalars['String']['output']>;
  /** Path inside the container. */
  path: Scalars['String']['output'];
  /** Storage host, or `null` for the API's own storage. */
  server: Maybe<Scalars['String']['output']>;
  /**
   * Address of the thumbnail for a box `width` pixels wide (spec §9): over 800 gives 1200, over 500
   * gives 800, over 200 gives 500, otherwise 200. The original when there are no thumbnails.
   */
  thumb: Scalars['String']['output'];
  /** Thumbnails by width; empty for files that are not images. */
  thumbs: Array<Thumbnail>;
  /** Address of the original file. */
  url: Scalars['String']['output'];
};


/** A stored file or image, served through the gateway at `url`. */
export type FileThumbArgs = {
  width: Scalars['Int']['input'];
};

/** An uploaded file (as `POST /fileUpload/single` answered), to attach to a message. */
export type FileInput = {
  /** Container. */
  container: Scalars['String']['input'];
  /** MIME type. */
  mime?: InputMaybe<Scalars['String']['input']>;
  /** The file's name as it was uploaded (`uploadFile`'s `name`), offered when it is downloaded. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Path inside the container. */
  path: Scalars['String']['input'];
  /** Storage host. */
  server?: InputMaybe<Scalars['String']['input']>;
  /** Thumbnails of an image. */
  thumbs?: InputMaybe<Array<ThumbnailInput>>;
};

/** A point on the map. */
export type GeoPoint = {
  __typename?: 'GeoPoint';
  /** Latitude. */
  lat: Scalars['Float']['output'];
  /** Longitude. */
  lng: Scalars['Float']['output'];
};

/** A point on the map, as input. */
export type GeoPointInput = {
  /** Latitude, -90 to 90. */
  lat: Scalars['Float']['input'];
  /** Longitude, -180 to 180. */
  lng: Scalars['Float']['input'];
};

/** Conditions on an integer field. Set one operator; several set at once are combined with AND. */
export type IntFilter = {
  /** Between the two values, both included. Exactly two values. */
  between?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Equal to. */
  eq?: InputMaybe<Scalars['Int']['input']>;
  /** Greater than. */
  gt?: InputMaybe<Scalars['Int']['input']>;
  /** Greater than or equal to. */
  gte?: InputMaybe<Scalars['Int']['input']>;
  /** One of the values; an empty list matches nothing. */
  in?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** `true`: the field is NULL; `false`: it is not. */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Less than. */
  lt?: InputMaybe<Scalars['Int']['input']>;
  /** Less than or equal to. */
  lte?: InputMaybe<Scalars['Int']['input']>;
  /** Not equal to (rows where the field is NULL do not match). */
  neq?: InputMaybe<Scalars['Int']['input']>;
  /** None of the values (rows where the field is NULL do not match); an empty list matches everything. */
  notIn?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Who to invite as a regional manager or sales representative. */
export type InviteInput = {
  /** First name. */
  name: Scalars['String']['input'];
  /** Phone, `+7` and 10 digits. */
  phone: Scalars['String']['input'];
  /** Send the code to the phone by SMS. */
  sendCode?: InputMaybe<Scalars['Boolean']['input']>;
  /** Family name. */
  surname: Scalars['String']['input'];
};

/** An invited user and the one-time code of the invite. */
export type InviteResult = {
  __typename?: 'InviteResult';
  /** The one-time numeric code; also sent by SMS when `sendCode` was set. */
  code: Maybe<Scalars['String']['output']>;
  /** The user, created unverified (status `INVITED`). */
  user: User;
};

/** The record of a `RecordChange`, as it is after the change. */
export type LiveRecord = Campaign | Period | Place | Ticket | User;

/** A kind of record that a detail page follows live (`Subscription.recordChanged`). */
export type LiveRecordModel =
  /** A campaign (`Campaign`). */
  | 'CAMPAIGN'
  /** A period of a campaign (`Period`). */
  | 'PERIOD'
  /** A place (`Place`). */
  | 'PLACE'
  /** A receipt (`Ticket`). */
  | 'TICKET'
  /** A person (`User`). */
  | 'USER';

/**
 * Whether live updates reach the signed-in user: the gateway's socket.io link to the API for that
 * user. The page's own connection to the gateway (graphql-ws) is the client's to know; both must be
 * up for live data. While `upstreamConnected` is false, subscriptions stay open but receive nothing
 * until the link is back (then a `resync` signal asks to read again).
 */
export type LiveStatus = {
  __typename?: 'LiveStatus';
  /** When the gateway noticed the current state. */
  since: Scalars['DateTime']['output'];
  /**
   * `true` while the gateway's socket.io connection to the API for this user is up (events arrive);
   * `false` while it is being made, was lost or is refused. In `Query.liveStatus` for a user with no
   * subscription open (no connection yet): whether the API's socket.io endpoint answered the gateway's
   * last probe of it.
   */
  upstreamConnected: Scalars['Boolean']['output'];
  /**
   * The protocol in use: configured (`UPSTREAM_SOCKETIO=2|4`) or found out by probing the API's
   * Engine.IO handshake (`auto`, at start and again whenever a link is lost or refused). Null while
   * not yet known (the API has not answered).
   */
  upstreamProtocol: Maybe<UpstreamSocketProtocol>;
};

/** A chat message between staff and an app user, in a room or linked to a ticket. */
export type Message = {
  __typename?: 'Message';
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Attached file or image. */
  file: Maybe<File>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** The recipient. */
  recipient: Maybe<User>;
  /** Id of the recipient. */
  recipientId: Maybe<Scalars['Int']['output']>;
  /** Room of the conversation, `user-{userId}`. */
  room: Maybe<Scalars['String']['output']>;
  /** Read by the recipient side. */
  saw: Scalars['Boolean']['output'];
  /** The sender. */
  sender: Maybe<User>;
  /** Id of the sender. */
  senderId: Maybe<Scalars['Int']['output']>;
  /** Text; may be empty when a file is attached. */
  text: Maybe<Scalars['String']['output']>;
  /** The ticket the message is about. */
  ticket: Maybe<Ticket>;
  /** Id of the ticket the message is about, if any. */
  ticketId: Maybe<Scalars['Int']['output']>;
};

/** A page of messages. */
export type MessagePage = {
  __typename?: 'MessagePage';
  /** The messages of this page. */
  items: Array<Message>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Messages of a room, newest last, and how many older ones remain. */
export type MessageSlice = {
  __typename?: 'MessageSlice';
  /** The messages, oldest first. */
  items: Array<Message>;
  /** Older messages not in this slice. */
  rest: Scalars['Int']['output'];
};

/** Write operations. Every domain file extends this type. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Assigns a place to a user. A regional manager gets the place's city and so every place of it
   * (`placeAssignment` says how many before); a place without a city cannot be given to one.
   */
  addUserPlace: User;
  /**
   * Assigns a user to a place in a role (`POST /places/add{Role}`). A regional manager gets the
   * place's city and so every place of it.
   */
  assignToPlace: Place;
  /** Blocks or unblocks many people (at most 1000), each as a single edit would, with its audit entry. */
  bulkPeople: BulkResult;
  /**
   * Rejects, processes or scores many tickets: the `ids`, or every ticket of `where`/`search` (the
   * list's filter), at most 1000 (more: refused). Each ticket follows the single action's rules and
   * scope and gets its own audit entry; a refusal of one does not undo the others.
   */
  bulkTickets: BulkResult;
  /** Creates an administrative entity. Administrators only. */
  createAdmEntity: AdmEntity;
  /** Creates a personal API token for the signed-in user (from a sign-in session, not from a token). */
  createApiToken: CreatedApiToken;
  /** Creates a campaign. Administrators only. */
  createCampaign: Campaign;
  /** Creates a campaign product. Administrators only. */
  createCampaignProduct: CampaignProduct;
  /** Creates a city. Administrators only. */
  createCity: City;
  /** Creates a period. Administrators only. */
  createPeriod: Period;
  /** Creates a period product. Administrators only. */
  createPeriodProduct: PeriodProduct;
  /** Creates a place. Administrators only. */
  createPlace: Place;
  /** Creates a place type. Administrators only. */
  createPlaceType: PlaceType;
  /** Creates a plan. Administrators only. */
  createPlan: Plan;
  /** Creates a product. Administrators only. */
  createProduct: Product;
  /** Creates a product category. Administrators only. */
  createProductCategory: ProductCategory;
  /** Creates a region. Administrators only. */
  createRegion: Region;
  /** Saves the current filters of a screen under a name; 422-style BAD_USER_INPUT for an empty or taken name. */
  createSavedView: SavedView;
  /** Deletes an administrative entity. Administrators only; `true` when done. */
  deleteAdmEntity: Scalars['Boolean']['output'];
  /** Deletes a campaign. Administrators only; `true` when done. */
  deleteCampaign: Scalars['Boolean']['output'];
  /** Deletes a campaign product. Administrators only; `true` when done. */
  deleteCampaignProduct: Scalars['Boolean']['output'];
  /** Deletes a city. Administrators only; `true` when done. */
  deleteCity: Scalars['Boolean']['output'];
  /** Deletes a period. Administrators only; `true` when done. */
  deletePeriod: Scalars['Boolean']['output'];
  /** Deletes a period product. Administrators only; `true` when done. */
  deletePeriodProduct: Scalars['Boolean']['output'];
  /** Deletes a place. Administrators only; `true` when done. */
  deletePlace: Scalars['Boolean']['output'];
  /** Deletes a place type. Administrators only; `true` when done. */
  deletePlaceType: Scalars['Boolean']['output'];
  /** Deletes a plan. Administrators only; `true` when done. */
  deletePlan: Scalars['Boolean']['output'];
  /** Deletes a product. Administrators only; `true` when done. */
  deleteProduct: Scalars['Boolean']['output'];
  /** Deletes a product category. Administrators only; `true` when done. */
  deleteProductCategory: Scalars['Boolean']['output'];
  /** Deletes a region. Administrators only; `true` when done. */
  deleteRegion: Scalars['Boolean']['output'];
  /** Deletes one of the signed-in user's views; answers it as it was (for the client's cache). */
  deleteSavedView: SavedView;
  /**
   * Corrects a ticket's data: fields left out stay as they are; each line keeps the product given; the
   * total and the score (as `ticketEditPreview` answers) are recomputed. Administrators only.
   */
  editTicket: Ticket;
  /** Invites a regional manager. Administrators only. */
  inviteRegionalManager: InviteResult;
  /** Invites a sales representative. Administrators and regional managers. */
  inviteSalesMan: InviteResult;
  /** Invites a user with a role straight to a place (`POST /users/invite`). */
  inviteToPlace: InviteResult;
  /** Invites a vendor. Administrators, regional managers and sales representatives. */
  inviteVendor: InviteResult;
  /**
   * Takes (or renews) the ticket's advisory editing lock for this client; held by someone else, it is
   * not taken unless `takeOver` (that person is told: `TicketPresence.takenOverBy`). It ends after
   * 60 s unless renewed. Administrators.
   */
  lockTicket: TicketLockResult;
  /**
   * Signs in by phone (`+7` and 10 digits) and password. Sets the session cookie.
   * A wrong phone or password fails with `extensions.code = LOGIN_FAILED`.
   */
  login: Session;
  /** Ends the session: revokes the token at the API and clears the cookie. `true` when done. */
  logout: Scalars['Boolean']['output'];
  /** Marks a conversation read by the signed-in user; answers how many messages were marked. */
  markConversationRead: Scalars['Int']['output'];
  /** Always `true`; lets a client check that mutations reach the gateway. */
  noop: Scalars['Boolean']['output'];
  /** Processes one ticket now, with the fiscal data provider. Administrators only. */
  processTicket: Ticket;
  /** Rejects a ticket (status `rejected`). Administrators and regional managers. */
  rejectTicket: Ticket;
  /** Takes a place from a user. A regional manager loses the place's city and so every place of it. */
  removeUserPlace: User;
  /** Renames one of the signed-in user's views; answers it. */
  renameSavedView: SavedView;
  /**
   * Asks for a new password by SMS for the account with this phone. Answers the API's message, shown
   * to the user as the success notice.
   */
  renewPassword: Scalars['String']['output'];
  /** Clears the user's main place. */
  resetUserPlace: User;
  /** Revokes one of the signed-in user's tokens at once (its live subscriptions end too); answers it. */
  revokeApiToken: ApiToken;
  /**
   * Scores a ticket by hand. Refused with 'По чеку уже произведено начисление.' when it is already
   * processed. Administrators and regional managers.
   */
  scoreTicket: Ticket;
  /**
   * Sends a command (a socket event) to the connected app devices in the scope; answers how many
   * received it. An empty command is refused with 'Требуется команда'. Administrators only.
   */
  sendDeviceCommand: Scalars['Int']['output'];
  /** Sends a message about a ticket to its user (spec §5: 3 characters at least, unless a file is attached). */
  sendMessage: Message;
  /** Sends a message to a room. */
  sendRoomMessage: Message;
  /**
   * Stores an image (thumbnails 200, 500, 800, 1200 px) and makes it the campaign's miniature; `null`
   * removes it. Administrators only. Multipart request with `apollo-require-preflight`.
   */
  setCampaignMiniature: Campaign;
  /**
   * Stores an image (thumbnails 200, 500, 800, 1200 px) and makes it the product's picture; `null`
   * removes the picture. Administrators only. Multipart request with `apollo-require-preflight`.
   */
  setProductImage: Product;
  /** Makes the place the user's main place (and assigns it). */
  setUserPlace: User;
  /** Starts the processor. Administrators only. Answers the status after the request. */
  startAutoProcessing: AutoProcessorStatus;
  /** Asks the processor to stop after the current ticket. Administrators only. */
  stopAutoProcessing: AutoProcessorStatus;
  /** Takes a user in a role from a place (`POST /places/remove{Role}`). A regional manager loses the place's city and so every place of it. */
  unassignFromPlace: Place;
  /**
   * Undoes the viewer's own recent action on these records by a recorded reverse action (the action's
   * audit entry's before-values written back, with an audit entry of its own). Refused per record when
   * the record changed after the action, or it is already undone.
   */
  undo: BulkResult;
  /** Releases this client's editing lock of the ticket (after save or cancel). Administrators. */
  unlockTicket: TicketPresence;
  /** Renames an administrative entity. Administrators only. */
  updateAdmEntity: AdmEntity;
  /** Changes a campaign. Administrators only. */
  updateCampaign: Campaign;
  /** Changes a campaign product. Administrators only. */
  updateCampaignProduct: CampaignProduct;
  /** Changes a city. Administrators only. */
  updateCity: City;
  /** Changes a period. Administrators only. */
  updatePeriod: Period;
  /** Changes a period product. Administrators only. */
  updatePeriodProduct: PeriodProduct;
  /** Changes a place. Administrators only. */
  updatePlace: Place;
  /** Renames a place type. Administrators only. */
  updatePlaceType: PlaceType;
  /** Changes a plan. Administrators only. */
  updatePlan: Plan;
  /** Changes a product. Administrators only. */
  updateProduct: Product;
  /** Changes a product category. Administrators only. */
  updateProductCategory: ProductCategory;
  /** Renames a region. Administrators only. */
  updateRegion: Region;
  /** Changes a user. Administrators and regional managers (within their cities). */
  updateUser: User;
  /**
   * Stores a file (images get thumbnails 200, 500, 800 and 1200 px wide) and answers it, to attach to
   * a message or a ticket. At most 10 MB; images, PDF, office documents, MP3, MP4.
   */
  uploadFile: File;
};


/** Write operations. Every domain file extends this type. */
export type MutationAddUserPlaceArgs = {
  placeId: Scalars['Int']['input'];
  userId: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationAssignToPlaceArgs = {
  placeId: Scalars['Int']['input'];
  role: PlaceRole;
  userId: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationBulkPeopleArgs = {
  action: PersonBulkAction;
  ids: Array<Scalars['Int']['input']>;
};


/** Write operations. Every domain file extends this type. */
export type MutationBulkTicketsArgs = {
  action: TicketBulkAction;
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  reason?: InputMaybe<Scalars['String']['input']>;
  score?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<TicketWhere>;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreateAdmEntityArgs = {
  input: TitledInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreateCampaignArgs = {
  input: CampaignInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreateCampaignProductArgs = {
  input: CampaignProductInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreateCityArgs = {
  input: CityInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreatePeriodArgs = {
  input: PeriodInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreatePeriodProductArgs = {
  input: PeriodProductInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreatePlaceArgs = {
  input: PlaceInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreatePlaceTypeArgs = {
  input: TitledInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreatePlanArgs = {
  input: PlanInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreateProductArgs = {
  input: ProductInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreateProductCategoryArgs = {
  input: ProductCategoryInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreateRegionArgs = {
  input: TitledInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationCreateSavedViewArgs = {
  input: CreateSavedViewInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationDeleteAdmEntityArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeleteCampaignArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeleteCampaignProductArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeleteCityArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeletePeriodArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeletePeriodProductArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeletePlaceArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeletePlaceTypeArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeletePlanArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeleteProductArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeleteProductCategoryArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeleteRegionArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationDeleteSavedViewArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationEditTicketArgs = {
  id: Scalars['Int']['input'];
  input: TicketEditInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationInviteRegionalManagerArgs = {
  input: InviteInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationInviteSalesManArgs = {
  input: InviteInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationInviteToPlaceArgs = {
  phone: Scalars['String']['input'];
  placeId: Scalars['Int']['input'];
  roleName: PlaceRole;
};


/** Write operations. Every domain file extends this type. */
export type MutationInviteVendorArgs = {
  input: VendorInviteInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationLockTicketArgs = {
  clientId: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  takeOver?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Write operations. Every domain file extends this type. */
export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationMarkConversationReadArgs = {
  room: Scalars['String']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationProcessTicketArgs = {
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationRejectTicketArgs = {
  id: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations. Every domain file extends this type. */
export type MutationRemoveUserPlaceArgs = {
  placeId: Scalars['Int']['input'];
  userId: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationRenameSavedViewArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationRenewPasswordArgs = {
  phone: Scalars['String']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationResetUserPlaceArgs = {
  userId: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationScoreTicketArgs = {
  id: Scalars['Int']['input'];
  score: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationSendDeviceCommandArgs = {
  event: Scalars['String']['input'];
  payload?: InputMaybe<Scalars['JSON']['input']>;
  scope?: InputMaybe<DeviceScope>;
};


/** Write operations. Every domain file extends this type. */
export type MutationSendMessageArgs = {
  input: SendMessageInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationSendRoomMessageArgs = {
  file?: InputMaybe<FileInput>;
  room: Scalars['String']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations. Every domain file extends this type. */
export type MutationSetCampaignMiniatureArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationSetProductImageArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationSetUserPlaceArgs = {
  placeId: Scalars['Int']['input'];
  userId: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationUnassignFromPlaceArgs = {
  placeId: Scalars['Int']['input'];
  role: PlaceRole;
  userId: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationUndoArgs = {
  action: UndoableAction;
  ids: Array<Scalars['Int']['input']>;
  placeId?: InputMaybe<Scalars['Int']['input']>;
};


/** Write operations. Every domain file extends this type. */
export type MutationUnlockTicketArgs = {
  clientId: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdateAdmEntityArgs = {
  id: Scalars['Int']['input'];
  input: TitledInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdateCampaignArgs = {
  id: Scalars['Int']['input'];
  input: CampaignPatch;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdateCampaignProductArgs = {
  id: Scalars['Int']['input'];
  input: CampaignProductPatch;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdateCityArgs = {
  id: Scalars['Int']['input'];
  input: CityPatch;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdatePeriodArgs = {
  id: Scalars['Int']['input'];
  input: PeriodPatch;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdatePeriodProductArgs = {
  id: Scalars['Int']['input'];
  input: PeriodProductPatch;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdatePlaceArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: PlacePatch;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdatePlaceTypeArgs = {
  id: Scalars['Int']['input'];
  input: TitledInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdatePlanArgs = {
  id: Scalars['Int']['input'];
  input: PlanPatch;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdateProductArgs = {
  id: Scalars['Int']['input'];
  input: ProductPatch;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdateProductCategoryArgs = {
  id: Scalars['Int']['input'];
  input: ProductCategoryPatch;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdateRegionArgs = {
  id: Scalars['Int']['input'];
  input: TitledInput;
};


/** Write operations. Every domain file extends this type. */
export type MutationUpdateUserArgs = {
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: UserPatch;
};


/** Write operations. Every domain file extends this type. */
export type MutationUploadFileArgs = {
  container?: InputMaybe<Scalars['String']['input']>;
  file: Scalars['Upload']['input'];
};

/** A period of a campaign: its dates, limits and plans. */
export type Period = {
  __typename?: 'Period';
  /** The campaign. */
  campaign: Maybe<Campaign>;
  /** Id of the campaign. */
  campaignId: Scalars['Int']['output'];
  /** Last moment of the period. */
  endDate: Scalars['DateTime']['output'];
  /** The period's audit entries, newest first. */
  history: AuditLogPage;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Note. */
  note: Maybe<Scalars['String']['output']>;
  /** Cap of a place's points in the period. */
  placeScoreLimit: Maybe<Scalars['Int']['output']>;
  /** The sales plans of the period, per place. */
  plans: Array<Plan>;
  /** Only users who finished registration score in this period. */
  requiresRegistration: Scalars['Boolean']['output'];
  /** First moment of the period. */
  startDate: Scalars['DateTime']['output'];
  /** Cap of the matched units counted on one receipt. */
  ticketSalesLimit: Maybe<Scalars['Int']['output']>;
  /** Cap of a user's points in the period. */
  userScoreLimit: Maybe<Scalars['Int']['output']>;
};


/** A period of a campaign: its dates, limits and plans. */
export type PeriodHistoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A new period. */
export type PeriodInput = {
  /** Campaign. */
  campaignId: Scalars['Int']['input'];
  /** End. */
  endDate: Scalars['DateTime']['input'];
  /** Note. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Cap of a place's points. */
  placeScoreLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Only registered users score. */
  requiresRegistration?: InputMaybe<Scalars['Boolean']['input']>;
  /** Start. */
  startDate: Scalars['DateTime']['input'];
  /** Cap of units on one receipt. */
  ticketSalesLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Cap of a user's points. */
  userScoreLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** One ordering key of a list of periods. */
export type PeriodOrder = {
  /** The direction. */
  direction?: SortDirection;
  /** The field. */
  field: PeriodOrderField;
};

/** Fields periods can be ordered by. */
export type PeriodOrderField =
  /** End. */
  | 'endDate'
  /** Id. */
  | 'id'
  /** Start. */
  | 'startDate';

/** A page of periods. */
export type PeriodPage = {
  __typename?: 'PeriodPage';
  /** The rows of this page. */
  items: Array<Period>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Changes to a period; fields left out stay as they are. */
export type PeriodPatch = {
  /** Campaign. */
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  /** End. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Note. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Cap of a place's points. */
  placeScoreLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Only registered users score. */
  requiresRegistration?: InputMaybe<Scalars['Boolean']['input']>;
  /** Start. */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Cap of units on one receipt. */
  ticketSalesLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Cap of a user's points. */
  userScoreLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** A product's points in one period of a campaign. */
export type PeriodProduct = {
  __typename?: 'PeriodProduct';
  /** Extra points per unit beyond the plan in the period. */
  bonusScore: Maybe<Scalars['Int']['output']>;
  /** Id of the campaign product it refines. */
  campaignProductId: Maybe<Scalars['Int']['output']>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Id of the period. */
  periodId: Scalars['Int']['output'];
  /** The product. */
  product: Maybe<Product>;
  /** Id of the product. */
  productId: Scalars['Int']['output'];
  /** Points per unit in the period. */
  score: Maybe<Scalars['Int']['output']>;
};

/** A new period product. */
export type PeriodProductInput = {
  /** Extra points beyond the plan. */
  bonusScore?: InputMaybe<Scalars['Int']['input']>;
  /** Campaign product it refines. */
  campaignProductId?: InputMaybe<Scalars['Int']['input']>;
  /** Period. */
  periodId: Scalars['Int']['input'];
  /** Product. */
  productId: Scalars['Int']['input'];
  /** Points per unit. */
  score?: InputMaybe<Scalars['Int']['input']>;
};

/** Changes to a period product; fields left out stay as they are. */
export type PeriodProductPatch = {
  /** Extra points beyond the plan. */
  bonusScore?: InputMaybe<Scalars['Int']['input']>;
  /** Campaign product it refines. */
  campaignProductId?: InputMaybe<Scalars['Int']['input']>;
  /** Period. */
  periodId?: InputMaybe<Scalars['Int']['input']>;
  /** Product. */
  productId?: InputMaybe<Scalars['Int']['input']>;
  /** Points per unit. */
  score?: InputMaybe<Scalars['Int']['input']>;
};

/** Conditions on periods. */
export type PeriodWhere = {
  /** Every condition holds. */
  and?: InputMaybe<Array<PeriodWhere>>;
  /** Campaign. */
  campaignId?: InputMaybe<IntFilter>;
  /** End. */
  endDate?: InputMaybe<DateTimeFilter>;
  /** Id. */
  id?: InputMaybe<IntFilter>;
  /** At least one condition holds. */
  or?: InputMaybe<Array<PeriodWhere>>;
  /** Start. */
  startDate?: InputMaybe<DateTimeFilter>;
};

/** A bulk action on people. */
export type PersonBulkAction =
  /** Block (revokes their sign-ins). */
  | 'block'
  /** Unblock. */
  | 'unblock';

/** A shop (point of sale) where vendors work and receipts come from. */
export type Place = {
  __typename?: 'Place';
  /** Street address. */
  address: Maybe<Scalars['String']['output']>;
  /** Blocked places take no new receipts. */
  blocked: Scalars['Boolean']['output'];
  /** The campaign the place takes part in. */
  campaign: Maybe<Campaign>;
  /** Id of the campaign the place takes part in. */
  campaignId: Maybe<Scalars['Int']['output']>;
  /** What the signed-in user may do to this place. */
  can: PlaceCan;
  /** The city. */
  city: Maybe<City>;
  /** Id of the city. */
  cityId: Maybe<Scalars['Int']['output']>;
  /** Free description. */
  description: Maybe<Scalars['String']['output']>;
  /** Id of the distributing facility that supplies the place. */
  distributingFacilityId: Maybe<Scalars['Int']['output']>;
  /** The place's audit entries, newest first. */
  history: AuditLogPage;
  /** Place id. */
  id: Scalars['Int']['output'];
  /** Photo of the shop, with thumbnails. */
  image: Maybe<File>;
  /** Taxpayer number (ИНН) of the shop's owner. */
  inn: Maybe<Scalars['String']['output']>;
  /** The programme's own code of the place. */
  internalId: Maybe<Scalars['String']['output']>;
  /** Where the shop is. */
  location: Maybe<GeoPoint>;
  /** Kind of shop (supermarket, kiosk, …). */
  placeType: Maybe<PlaceType>;
  /** Id of the place type. */
  placeTypeId: Maybe<Scalars['Int']['output']>;
  /**
   * The place's plan in a period; null without one. Batched: a page of places reads its plans in one
   * call to the API, so a grid of places and plans is one GraphQL request (issue 27).
   */
  plan: Maybe<Plan>;
  /**
   * The regional managers who own the place: a regional manager owns every place of its cities, so
   * these are the regional managers of the place's city (none without a city), each through `city`.
   */
  regionalManagers: Array<User>;
  /** Name of the shop. */
  title: Maybe<Scalars['String']['output']>;
  /** When the record was last changed: the version a save sends back as `expectedUpdatedAt`. */
  updatedAt: Maybe<Scalars['DateTime']['output']>;
  /**
   * People assigned to the place itself (sales representatives, vendors), or those of one role. Regional
   * managers own places through their cities: see `regionalManagers`.
   */
  users: Array<User>;
};


/** A shop (point of sale) where vendors work and receipts come from. */
export type PlaceHistoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** A shop (point of sale) where vendors work and receipts come from. */
export type PlacePlanArgs = {
  periodId: Scalars['Int']['input'];
};


/** A shop (point of sale) where vendors work and receipts come from. */
export type PlaceUsersArgs = {
  role?: InputMaybe<PlaceRole>;
};

/** What assigning a place to a user, or taking it, does: asked before (the confirmation) and after (the toast). */
export type PlaceAssignment = {
  __typename?: 'PlaceAssignment';
  /** Whether the user has the place now (with the `city` rule: has its city). */
  assigned: Scalars['Boolean']['output'];
  /** The place's city: with the `city` rule, the city the user gets or loses. */
  city: Maybe<City>;
  /** How many places it covers: every place of the city with the `city` rule, else 1. */
  places: Scalars['Int']['output'];
  /** The rule of the user's role. */
  rule: PlaceAssignmentRule;
};

/**
 * The rule a place assignment follows for the user's role (docs/adr/0021-place-assignments-by-city.md): a regional manager owns every place of its cities (its scope, product-rules §1), so
 * assigning it one place assigns the place's city with all its places, and taking one place takes the
 * city; a sales representative or a vendor gets or loses that one place.
 */
export type PlaceAssignmentRule =
  /** Through the place's city: every place of the city (regional managers). */
  | 'city'
  /** The place alone (sales representatives, vendors). */
  | 'place';

/** What the signed-in user may do to this place (issue 37). */
export type PlaceCan = {
  __typename?: 'PlaceCan';
  /** The roles of the people he may add to or remove from the place (`assignToPlace`, `unassignFromPlace`). */
  assign: Array<PlaceRole>;
  /** The roles of the people he may invite straight to the place (`inviteToPlace`). */
  invite: Array<PlaceRole>;
  /** Change or delete the place (`updatePlace`, `deletePlace`). */
  update: Scalars['Boolean']['output'];
};

/** A new place. */
export type PlaceInput = {
  /** Street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Blocked places take no new receipts. */
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  /** Campaign. */
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  /** City. */
  cityId: Scalars['Int']['input'];
  /** Free description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Id of the distributing facility that supplies the place. */
  distributingFacilityId?: InputMaybe<Scalars['Int']['input']>;
  /** Photo of the shop (as `uploadFile` answered, container `places`); `null` removes it. */
  image?: InputMaybe<FileInput>;
  /** Taxpayer number (ИНН), 12 digits. */
  inn?: InputMaybe<Scalars['String']['input']>;
  /** The programme's own code. */
  internalId?: InputMaybe<Scalars['String']['input']>;
  /** Where the shop is. */
  location?: InputMaybe<GeoPointInput>;
  /** Place type. */
  placeTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** Name of the shop. */
  title: Scalars['String']['input'];
};

/** One ordering key of a list of places. */
export type PlaceOrder = {
  /** The direction. */
  direction?: SortDirection;
  /** The field. */
  field: PlaceOrderField;
};

/** Fields places can be ordered by. */
export type PlaceOrderField =
  /** Address. */
  | 'address'
  /** City. */
  | 'cityId'
  /** Id. */
  | 'id'
  /** The programme's own code. */
  | 'internalId'
  /** Name. */
  | 'title';

/** A page of places. */
export type PlacePage = {
  __typename?: 'PlacePage';
  /** The places of this page. */
  items: Array<Place>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Changes to a place; fields left out stay as they are. */
export type PlacePatch = {
  /** Street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Blocked places take no new receipts. */
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  /** Campaign. */
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  /** City. */
  cityId?: InputMaybe<Scalars['Int']['input']>;
  /** Free description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Id of the distributing facility that supplies the place. */
  distributingFacilityId?: InputMaybe<Scalars['Int']['input']>;
  /** Photo of the shop (as `uploadFile` answered, container `places`); `null` removes it. */
  image?: InputMaybe<FileInput>;
  /** Taxpayer number (ИНН), 12 digits. */
  inn?: InputMaybe<Scalars['String']['input']>;
  /** The programme's own code. */
  internalId?: InputMaybe<Scalars['String']['input']>;
  /** Where the shop is. */
  location?: InputMaybe<GeoPointInput>;
  /** Place type. */
  placeTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** Name of the shop. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The role in which a user is assigned to a place. */
export type PlaceRole =
  /** Regional manager. */
  | 'regionalManager'
  /** Sales representative. */
  | 'salesMan'
  /** Vendor. */
  | 'vendor';

/** A kind of shop: supermarket, convenience store, kiosk, … */
export type PlaceType = {
  __typename?: 'PlaceType';
  /** Id. */
  id: Scalars['Int']['output'];
  /** Name. */
  title: Scalars['String']['output'];
};

/** A page of place types. */
export type PlaceTypePage = {
  __typename?: 'PlaceTypePage';
  /** The place types of this page. */
  items: Array<PlaceType>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Conditions on places. */
export type PlaceWhere = {
  /** Address. */
  address?: InputMaybe<StringFilter>;
  /** Every condition holds. */
  and?: InputMaybe<Array<PlaceWhere>>;
  /** Blocked or not. */
  blocked?: InputMaybe<BooleanFilter>;
  /** Campaign. */
  campaignId?: InputMaybe<IntFilter>;
  /** City. */
  cityId?: InputMaybe<IntFilter>;
  /** Id. */
  id?: InputMaybe<IntFilter>;
  /** Taxpayer number. */
  inn?: InputMaybe<StringFilter>;
  /** The programme's own code. */
  internalId?: InputMaybe<StringFilter>;
  /** At least one condition holds. */
  or?: InputMaybe<Array<PlaceWhere>>;
  /** Place type. */
  placeTypeId?: InputMaybe<IntFilter>;
  /** Name. */
  title?: InputMaybe<StringFilter>;
};

/** A sales plan of a place for a period: units planned and units sold so far. */
export type Plan = {
  __typename?: 'Plan';
  /** Id of the campaign. */
  campaignId: Maybe<Scalars['Int']['output']>;
  /** Units sold (counted on processed receipts). */
  fact: Scalars['Int']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** The period. */
  period: Maybe<Period>;
  /** Id of the period. */
  periodId: Scalars['Int']['output'];
  /** The place. */
  place: Maybe<Place>;
  /** Id of the place. */
  placeId: Scalars['Int']['output'];
  /** Units planned. */
  plan: Scalars['Int']['output'];
};

/** Plan against fact for one place in one period. */
export type PlanFact = {
  __typename?: 'PlanFact';
  /** Campaign id. */
  campaignId: Maybe<Scalars['Int']['output']>;
  /** Units sold. */
  fact: Scalars['Int']['output'];
  /** fact ÷ plan, percent with one decimal; null without a plan. */
  percent: Maybe<Scalars['Float']['output']>;
  /** The period. */
  period: Maybe<Period>;
  /** Period id. */
  periodId: Scalars['Int']['output'];
  /** The place. */
  place: Maybe<Place>;
  /** Place id. */
  placeId: Scalars['Int']['output'];
  /** Units planned. */
  plan: Scalars['Int']['output'];
  /** Plan id. */
  planId: Scalars['Int']['output'];
  /** Points accrued on them. */
  score: Scalars['Float']['output'];
  /** Processed tickets counted towards the plan. */
  tickets: Scalars['Int']['output'];
};

/** A page of plan against fact. */
export type PlanFactPage = {
  __typename?: 'PlanFactPage';
  /** The rows of the page. */
  items: Array<PlanFact>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Every row of the report. */
  total: Scalars['Int']['output'];
};

/** A new plan. */
export type PlanInput = {
  /** Campaign. */
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  /** Period. */
  periodId: Scalars['Int']['input'];
  /** Place. */
  placeId: Scalars['Int']['input'];
  /** Units planned. */
  plan: Scalars['Int']['input'];
};

/** A page of plans. */
export type PlanPage = {
  __typename?: 'PlanPage';
  /** The rows of this page. */
  items: Array<Plan>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Changes to a plan; fields left out stay as they are. */
export type PlanPatch = {
  /** Campaign. */
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  /** Period. */
  periodId?: InputMaybe<Scalars['Int']['input']>;
  /** Place. */
  placeId?: InputMaybe<Scalars['Int']['input']>;
  /** Units planned. */
  plan?: InputMaybe<Scalars['Int']['input']>;
};

/** Conditions on plans. */
export type PlanWhere = {
  /** Every condition holds. */
  and?: InputMaybe<Array<PlanWhere>>;
  /** Campaign. */
  campaignId?: InputMaybe<IntFilter>;
  /** Id. */
  id?: InputMaybe<IntFilter>;
  /** At least one condition holds. */
  or?: InputMaybe<Array<PlanWhere>>;
  /** Period. */
  periodId?: InputMaybe<IntFilter>;
  /** Place. */
  placeId?: InputMaybe<IntFilter>;
};

/** Someone with a ticket open. */
export type PresenceUser = {
  __typename?: 'PresenceUser';
  /** The person's id. */
  id: Scalars['Int']['output'];
  /** Name and surname from the user record ('Иван Петров'), as the staff see it: never a title of its own. */
  name: Scalars['String']['output'];
  /**
   * Machine name of the person's role from the user record (`admin`, `regionalManager`, `salesMan`),
   * as in `User.roleName`: shown beside the name, so that a self-chosen name alone cannot pass for
   * someone else's; clients say it in their own language.
   */
  roleName: Scalars['String']['output'];
};

/** A product of the programme, recognised on receipts by its `matches`. */
export type Product = {
  __typename?: 'Product';
  /** The category. */
  category: Maybe<ProductCategory>;
  /** Id of the category. */
  categoryId: Maybe<Scalars['Int']['output']>;
  /** …and none of these. */
  exclusions: Array<Scalars['String']['output']>;
  /** Id. */
  id: Scalars['Int']['output'];
  /** Picture of the product, with thumbnails; set by `setProductImage`. */
  image: Maybe<File>;
  /** A receipt line matches when its text contains one of these (case-insensitive)… */
  matches: Array<Scalars['String']['output']>;
  /** Recommended price of one unit, in kopecks. */
  recommendedPrice: Maybe<Scalars['Int']['output']>;
  /** Short name for narrow places. */
  shortTitle: Maybe<Scalars['String']['output']>;
  /** Name. */
  title: Scalars['String']['output'];
};

/** A product category: points per unit and the recommended price. */
export type ProductCategory = {
  __typename?: 'ProductCategory';
  /** Id. */
  id: Scalars['Int']['output'];
  /** Recommended price of one unit, in kopecks; used when an item is added without a price. */
  recommendedPrice: Maybe<Scalars['Int']['output']>;
  /** Points per unit sold, unless the campaign product sets its own. */
  score: Scalars['Int']['output'];
  /** Name. */
  title: Scalars['String']['output'];
};

/** A new product category. */
export type ProductCategoryInput = {
  /** Recommended price, kopecks. */
  recommendedPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Points per unit. */
  score: Scalars['Int']['input'];
  /** Name. */
  title: Scalars['String']['input'];
};

/** A page of product categories. */
export type ProductCategoryPage = {
  __typename?: 'ProductCategoryPage';
  /** The rows of this page. */
  items: Array<ProductCategory>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Changes to a product category; fields left out stay as they are. */
export type ProductCategoryPatch = {
  /** Recommended price, kopecks. */
  recommendedPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Points per unit. */
  score?: InputMaybe<Scalars['Int']['input']>;
  /** Name. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A new product. */
export type ProductInput = {
  /** Category. */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** Texts a receipt line must not contain. */
  exclusions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Texts a receipt line must contain one of. */
  matches?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Recommended price, kopecks. */
  recommendedPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Short name. */
  shortTitle?: InputMaybe<Scalars['String']['input']>;
  /** Name. */
  title: Scalars['String']['input'];
};

/** A page of products. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** The rows of this page. */
  items: Array<Product>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Changes to a product; fields left out stay as they are. */
export type ProductPatch = {
  /** Category. */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** Texts a receipt line must not contain. */
  exclusions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Texts a receipt line must contain one of. */
  matches?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Recommended price, kopecks. */
  recommendedPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Short name. */
  shortTitle?: InputMaybe<Scalars['String']['input']>;
  /** Name. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Conditions on products. */
export type ProductWhere = {
  /** Every condition holds. */
  and?: InputMaybe<Array<ProductWhere>>;
  /** Category. */
  categoryId?: InputMaybe<IntFilter>;
  /** Id. */
  id?: InputMaybe<IntFilter>;
  /** At least one condition holds. */
  or?: InputMaybe<Array<ProductWhere>>;
  /** Name. */
  title?: InputMaybe<StringFilter>;
};

/** Read operations. Every domain file extends this type. */
export type Query = {
  __typename?: 'Query';
  /**
   * Sales-rep or vendor activity (`GET /tickets/stats?kind=activity`), most tickets first, within the
   * user's scope: an administrator sees everyone, a regional manager its cities, a sales rep itself
   * (and the vendors of its places); not for vendors.
   */
  activity: Array<ActivityRow>;
  /** Administrative entities, by title. */
  admEntities: AdmEntityPage;
  /** One administrative entity; `NOT_FOUND` when there is none. */
  admEntity: AdmEntity;
  /**
   * The signed-in user's personal API tokens, newest first. Null, with an `UPSTREAM_UNSUPPORTED` error,
   * where the API keeps no tokens: the rest of a query still answers (issue 24).
   */
  apiTokens: Maybe<Array<ApiToken>>;
  /**
   * The audit trail, newest first unless `orderBy` says otherwise. Administrators see every entry;
   * regional managers the entries about the tickets, places and people of their cities; others are
   * refused (`FORBIDDEN`).
   */
  auditLog: AuditLogPage;
  /**
   * The processor's state. Administrators and regional managers. Null when the API has no route that
   * reads it (the programme's LoopBack 3 API lists only start and stop): screens then show no panel.
   */
  autoProcessor: Maybe<AutoProcessor>;
  /** One campaign; `NOT_FOUND` when there is none. */
  campaign: Campaign;
  /** Products of a campaign with their period settings (spec §3: 12 a page, newest first). */
  campaignProducts: CampaignProductPage;
  /** Campaigns, newest first. */
  campaigns: CampaignPage;
  /** Cities, by title unless `orderBy` says otherwise; `search` matches the title. */
  cities: CityPage;
  /** One city; `NOT_FOUND` when there is none. */
  city: City;
  /** Conversations the signed-in user may see, newest message first unless ordered otherwise (spec §9: 24 a page). */
  conversations: ConversationPage;
  /** How many app devices are connected in the scope. Administrators only. */
  deviceCount: Scalars['Int']['output'];
  /** Whether live updates reach the signed-in user now (see `LiveStatus`). Signed-in users. */
  liveStatus: LiveStatus;
  /** The signed-in user, or `null` for a visitor. */
  me: Maybe<User>;
  /** One period; `NOT_FOUND` when there is none. */
  period: Period;
  /** Periods, earliest first. */
  periods: PeriodPage;
  /** Always `true`; lets a client check that the gateway answers. */
  ping: Scalars['Boolean']['output'];
  /** One place; `NOT_FOUND` when there is none or it is outside the user's scope. */
  place: Place;
  /**
   * What assigning the place to the user (or taking it) does, by the rule of the user's role: for a
   * regional manager the place's city and its number of places. `NOT_FOUND` outside the caller's scope.
   */
  placeAssignment: PlaceAssignment;
  /** One place type; `NOT_FOUND` when there is none. */
  placeType: PlaceType;
  /** Place types, by title. */
  placeTypes: PlaceTypePage;
  /**
   * Places the signed-in user may see, newest first unless `orderBy` says otherwise; `search` matches
   * title, address, internal id and INN (spec §5).
   */
  places: PlacePage;
  /**
   * Places assigned to a user (`assigned: true`) or those that could be (`false`), for the place
   * pickers of the people screens. A regional manager's assigned places are those of its cities.
   */
  placesOfUser: PlacePage;
  /** Plan against fact by place and period, within the user's scope. */
  planFact: Array<PlanFact>;
  /**
   * A page of plan against fact, most sold first (then the biggest plan, the place's title), with the
   * count of every row: what the reports screen shows (issue 27). Places and periods come as labels
   * with the rows (no look-up per row).
   */
  planFactPage: PlanFactPage;
  /** Plans, by place. */
  plans: PlanPage;
  /** One product; `NOT_FOUND` when there is none. */
  product: Product;
  /** Product categories, by title. */
  productCategories: ProductCategoryPage;
  /** One product category; `NOT_FOUND` when there is none. */
  productCategory: ProductCategory;
  /** Products, by title; `search` matches the title. */
  products: ProductPage;
  /** Products of a campaign (`inCampaign: true`) or the others, to add (`false`). */
  productsOfCampaign: ProductPage;
  /** One region; `NOT_FOUND` when there is none. */
  region: Region;
  /** Regional managers (spec §3 list defaults: 12 a page, newest first, search by name, surname, phone). */
  regionalManagers: UserPage;
  /** Regions, by title unless `orderBy` says otherwise; `search` matches the title. */
  regions: RegionPage;
  /** Messages of a room before a moment (spec §9: 12 at a time). */
  roomMessages: MessageSlice;
  /** Sales representatives, newest first. */
  salesMen: UserPage;
  /** The signed-in user's saved views, by name; of one screen when given. */
  savedViews: Array<SavedView>;
  /** One ticket by id; fails with `NOT_FOUND` when there is none or it is outside the user's scope. */
  ticket: Ticket;
  /**
   * The counts of the tickets screen's named filters: for `where` and `search` as the `tickets` list
   * takes them (a status in `where` is ignored), how many tickets there are in all and in each status,
   * each exactly the `total` of `tickets` with that status added. Within the user's scope. Null when
   * the API has no route that counts them (the programme's LoopBack 3 API): screens then show no counts.
   */
  ticketCounts: Maybe<TicketCounts>;
  /**
   * What `editTicket` with the same input would store, without storing it: the lines with their
   * products (a line without one: the product matched by name), the total and the score. Administrators only.
   */
  ticketEditPreview: TicketEditPreview;
  /**
   * Ticket statistics computed by the API (`GET /tickets/stats`), within the user's scope; not for
   * vendors. Against an API without statistics this fails with `UPSTREAM_UNSUPPORTED`.
   */
  ticketStats: TicketStats;
  /** Fiscal details from a user's receipts, to prefill a correction. */
  ticketUserDetails: TicketUserDetails;
  /**
   * Tickets the signed-in user may see, newest receipt first unless `orderBy` says otherwise.
   * `search` matches the fiscal document number; every space-separated word must match.
   */
  tickets: TicketPage;
  /** Which optional routes the API serves and which socket.io protocol it speaks. Signed-in users. */
  upstreamCapabilities: UpstreamCapabilities;
  /** One user; `NOT_FOUND` when there is none or it is outside the user's scope. */
  user: User;
  /**
   * Messages of an app user's conversation, optionally only those about a ticket, newest first. The API
   * counts none (spec §7 answers a plain array): `total` is exact on the last page, and on an earlier
   * one counts a message past the page, so that a next page is known to exist.
   */
  userMessages: MessagePage;
  /**
   * Users the signed-in user may see, newest first unless `orderBy` says otherwise. `search` matches
   * name, surname, phone and e-mail; every space-separated word must match one of them (spec §5).
   */
  users: UserPage;
  /**
   * Vendors (shop assistants who upload receipts), newest first. With `withOnline` each carries
   * `online` (`GET /vendors/withOnline`, counted by `/vendors/countWithOnline`).
   */
  vendors: UserPage;
};


/** Read operations. Every domain file extends this type. */
export type QueryActivityArgs = {
  by: ActivitySubject;
  filter?: InputMaybe<ReportFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Every domain file extends this type. */
export type QueryAdmEntitiesArgs = {
  orderBy?: InputMaybe<Array<TitledOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<TitledWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryAdmEntityArgs = {
  id: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryAuditLogArgs = {
  orderBy?: InputMaybe<Array<AuditLogOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<AuditLogWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryCampaignArgs = {
  id: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryCampaignProductsArgs = {
  campaignId: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  periodId?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Every domain file extends this type. */
export type QueryCampaignsArgs = {
  orderBy?: InputMaybe<Array<TitledOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<CampaignWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryCitiesArgs = {
  orderBy?: InputMaybe<Array<TitledOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<CityWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryCityArgs = {
  id: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryConversationsArgs = {
  order?: InputMaybe<ConversationOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations. Every domain file extends this type. */
export type QueryDeviceCountArgs = {
  scope?: InputMaybe<DeviceScope>;
};


/** Read operations. Every domain file extends this type. */
export type QueryPeriodArgs = {
  id: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryPeriodsArgs = {
  orderBy?: InputMaybe<Array<PeriodOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<PeriodWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryPlaceArgs = {
  id: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryPlaceAssignmentArgs = {
  placeId: Scalars['Int']['input'];
  userId: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryPlaceTypeArgs = {
  id: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryPlaceTypesArgs = {
  orderBy?: InputMaybe<Array<TitledOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<TitledWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryPlacesArgs = {
  orderBy?: InputMaybe<Array<PlaceOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<PlaceWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryPlacesOfUserArgs = {
  assigned: Scalars['Boolean']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryPlanFactArgs = {
  filter?: InputMaybe<ReportFilter>;
};


/** Read operations. Every domain file extends this type. */
export type QueryPlanFactPageArgs = {
  filter?: InputMaybe<ReportFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Every domain file extends this type. */
export type QueryPlansArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<PlanWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryProductArgs = {
  id: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryProductCategoriesArgs = {
  orderBy?: InputMaybe<Array<TitledOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<TitledWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryProductCategoryArgs = {
  id: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryProductsArgs = {
  orderBy?: InputMaybe<Array<TitledOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<ProductWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryProductsOfCampaignArgs = {
  campaignId: Scalars['Int']['input'];
  inCampaign: Scalars['Boolean']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations. Every domain file extends this type. */
export type QueryRegionArgs = {
  id: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryRegionalManagersArgs = {
  orderBy?: InputMaybe<Array<UserOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<UserWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryRegionsArgs = {
  orderBy?: InputMaybe<Array<TitledOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<TitledWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryRoomMessagesArgs = {
  before?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  room: Scalars['String']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QuerySalesMenArgs = {
  orderBy?: InputMaybe<Array<UserOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<UserWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QuerySavedViewsArgs = {
  screen?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations. Every domain file extends this type. */
export type QueryTicketArgs = {
  id: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryTicketCountsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<TicketWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryTicketEditPreviewArgs = {
  id: Scalars['Int']['input'];
  input: TicketEditInput;
};


/** Read operations. Every domain file extends this type. */
export type QueryTicketStatsArgs = {
  filter?: InputMaybe<ReportFilter>;
  groupBy?: InputMaybe<Array<TicketStatsKey>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Every domain file extends this type. */
export type QueryTicketUserDetailsArgs = {
  userId: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryTicketsArgs = {
  orderBy?: InputMaybe<Array<TicketOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<TicketWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryUserArgs = {
  id: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryUserMessagesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  ticketId?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


/** Read operations. Every domain file extends this type. */
export type QueryUsersArgs = {
  orderBy?: InputMaybe<Array<UserOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<UserWhere>;
};


/** Read operations. Every domain file extends this type. */
export type QueryVendorsArgs = {
  orderBy?: InputMaybe<Array<UserOrder>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<UserWhere>;
  withOnline?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One change of a followed record, as the API's audit trail recorded it. */
export type RecordChange = {
  __typename?: 'RecordChange';
  /** What was done, as the audit trail names it (`score`, `reject`, `edit`, `update`, `block`…). */
  action: Scalars['String']['output'];
  /** Who made it; null for the service itself (the auto-processor). */
  actorId: Maybe<Scalars['Int']['output']>;
  /** The name of who made it ('Иван Петров'); null for the service itself. */
  actorName: Maybe<Scalars['String']['output']>;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Where it came from: `web`, `script` or `app`; null for the service itself. */
  client: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** The record's kind. */
  model: LiveRecordModel;
  /**
   * The record as it is now, read with the subscriber's rights, so a page's fragments spread here
   * update its cache. Null when it can no longer be read (deleted, or now outside the scope).
   */
  record: Maybe<LiveRecord>;
};

/** A region of the country, e.g. `Московская область`. */
export type Region = {
  __typename?: 'Region';
  /** Region id. */
  id: Scalars['Int']['output'];
  /** Name. */
  title: Scalars['String']['output'];
};

/** A page of regions. */
export type RegionPage = {
  __typename?: 'RegionPage';
  /** The regions of this page. */
  items: Array<Region>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Which tickets a report covers; every field set must hold. */
export type ReportFilter = {
  /** Campaign. */
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  /** Cities of the places. */
  cityIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Receipts on or after this moment. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Campaign period. */
  periodId?: InputMaybe<Scalars['Int']['input']>;
  /** Place. */
  placeId?: InputMaybe<Scalars['Int']['input']>;
  /** Regions of the places. */
  regionIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Ticket status (`OTHER`: every status the gateway does not know). */
  status?: InputMaybe<TicketStatus>;
  /** Receipts before this moment. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  /** Uploading user. */
  userId?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Live data may have been missed: the gateway's connection to the API's events was lost and is back
 * (an API restart, a network blip), or the API says events were lost (its Redis was away). A client
 * reads again what it shows (the web refetches its active queries).
 */
export type ResyncSignal = {
  __typename?: 'ResyncSignal';
  /** When the gateway noticed. */
  at: Scalars['DateTime']['output'];
  /** `reconnect` (the gateway reconnected to the API's events) or `events-lost` (the API lost events between its replicas). */
  reason: Scalars['String']['output'];
};

/** A role a staff member or app user has. `name` is what the API and the route guards compare. */
export type Role = {
  __typename?: 'Role';
  /** Role id. */
  id: Scalars['Int']['output'];
  /** Machine name: `admin`, `regionalManager`, `salesMan` or `vendor`. */
  name: Scalars['String']['output'];
  /** Russian label, e.g. `Администратор`. */
  title: Maybe<Scalars['String']['output']>;
};

/**
 * Filters of a screen — a report or a list — that a user saved under a name: the screen's URL search,
 * so opening it restores the screen, and its address can be shared. Kept on the server per user; only
 * its owner sees and changes it.
 */
export type SavedView = {
  __typename?: 'SavedView';
  /** When it was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** The view's id. */
  id: Scalars['ID']['output'];
  /** The name its owner gave it (unique per screen, case aside). */
  name: Scalars['String']['output'];
  /** The screen it belongs to, e.g. `tickets` or `reports`. */
  screen: Scalars['String']['output'];
  /** The screen's URL query string, without `?` (may be empty). */
  search: Scalars['String']['output'];
  /** When it was last renamed or changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A message about a ticket, to the user who uploaded it. */
export type SendMessageInput = {
  /** Attached file. */
  file?: InputMaybe<FileInput>;
  /** Text: at least 3 characters after trimming, unless a file is attached. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** The ticket the message is about; the recipient is its user. */
  ticketId: Scalars['Int']['input'];
};

/** A signed-in session: the user and how long the access token lives. */
export type Session = {
  __typename?: 'Session';
  /**
   * The access token, for scripts that call the gateway with an `Authorization` header. The browser
   * does not need it: sign-in also sets an HttpOnly cookie.
   */
  accessToken: Scalars['String']['output'];
  /** Lifetime of the token in seconds from sign-in. */
  ttl: Scalars['Int']['output'];
  /** The signed-in user. */
  user: User;
};

/** Direction of one ordering key. */
export type SortDirection =
  /** Smallest first; NULLs last. */
  | 'ASC'
  /** Largest first; NULLs first. */
  | 'DESC';

/**
 * Conditions on a text field. Set one operator; several set at once are combined with AND.
 * `like` and `ilike` use SQL patterns (`%` any run of characters, `_` one character) matched against the
 * whole value; both are sent to the API as case-insensitive `ilike`, Cyrillic included.
 */
export type StringFilter = {
  /** Equal to. */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** Matches the pattern, case-insensitively. */
  ilike?: InputMaybe<Scalars['String']['input']>;
  /** One of the values; an empty list matches nothing. */
  in?: InputMaybe<Array<Scalars['String']['input']>>;
  /** `true`: the field is NULL; `false`: it is not. */
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the pattern, case-insensitively. */
  like?: InputMaybe<Scalars['String']['input']>;
  /** Not equal to (rows where the field is NULL do not match). */
  neq?: InputMaybe<Scalars['String']['input']>;
  /** None of the values (rows where the field is NULL do not match). */
  notIn?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Live updates. Over graphql-ws on `/graphql`, authenticated like HTTP (cookie or `authorization`). */
export type Subscription = {
  __typename?: 'Subscription';
  /** The processor's hourly history: the current one first, then whenever it is sent again. */
  autoProcessorHistory: Array<AutoProcessorHourRecord>;
  /** Each new or updated hourly record. */
  autoProcessorHistoryRecord: AutoProcessorHourRecord;
  /** The processor's status: the current one first, then every change. */
  autoProcessorStatus: AutoProcessorStatus;
  /** A conversation in the room was read. */
  conversationRead: ConversationRead;
  /** Conversations the signed-in user may see that changed (a new message, read marks). */
  conversationUpdated: Conversation;
  /**
   * The state of live updates for the signed-in user: the current one at once, then every change.
   * Keeps the gateway's link to the API open while subscribed (the web's header subscribes once).
   */
  liveStatusChanged: LiveStatus;
  /** New messages in a room. */
  messageAdded: Message;
  /**
   * Every change of one record (ticket, person, place, campaign, period) made anywhere: another
   * session, a script, the app, the auto-processor, with who made it and the record as it is now.
   * Nothing at the start. An API that sends no such events gives none (the page still works).
   * Signed-in users who may read the record.
   */
  recordChanged: RecordChange;
  /**
   * A signal whenever live data may have been missed since the subscription began (no value at the
   * start). Subscribe once per client and read again what is shown on each signal.
   */
  resync: ResyncSignal;
  /** Tickets by status: the current counts first, then every change. */
  ticketCounters: Array<TicketStatusCount>;
  /** New messages about a ticket (in its user's conversation). */
  ticketMessageAdded: Message;
  /**
   * Who has the ticket open and who edits it: the current state at once, then every change. While
   * subscribed, the subscriber counts as having it open; ending the subscription (leaving the page,
   * a disconnect) also releases that client's lock. Staff who may read the ticket.
   */
  ticketPresence: TicketPresence;
};


/** Live updates. Over graphql-ws on `/graphql`, authenticated like HTTP (cookie or `authorization`). */
export type SubscriptionConversationReadArgs = {
  room: Scalars['String']['input'];
};


/** Live updates. Over graphql-ws on `/graphql`, authenticated like HTTP (cookie or `authorization`). */
export type SubscriptionMessageAddedArgs = {
  room: Scalars['String']['input'];
};


/** Live updates. Over graphql-ws on `/graphql`, authenticated like HTTP (cookie or `authorization`). */
export type SubscriptionRecordChangedArgs = {
  id: Scalars['Int']['input'];
  model: LiveRecordModel;
};


/** Live updates. Over graphql-ws on `/graphql`, authenticated like HTTP (cookie or `authorization`). */
export type SubscriptionTicketMessageAddedArgs = {
  ticketId: Scalars['Int']['input'];
};


/** Live updates. Over graphql-ws on `/graphql`, authenticated like HTTP (cookie or `authorization`). */
export type SubscriptionTicketPresenceArgs = {
  clientId: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};

/** One thumbnail of an image. */
export type Thumbnail = {
  __typename?: 'Thumbnail';
  /** Path inside the file's container, as a `ThumbnailInput` takes it back. */
  path: Scalars['String']['output'];
  /** Address of the thumbnail. */
  url: Scalars['String']['output'];
  /** Width in pixels: 200, 500, 800 or 1200. */
  width: Scalars['Int']['output'];
};

/** A thumbnail of an uploaded image, as input. */
export type ThumbnailInput = {
  /** Path inside the container. */
  path: Scalars['String']['input'];
  /** Width, px. */
  width: Scalars['Int']['input'];
};

/**
 * A fiscal receipt uploaded from the mobile app. Money fields are integers in kopecks
 * (`totalSum: 123450` is 1 234,50 ₽).
 */
export type Ticket = {
  __typename?: 'Ticket';
  /**
   * What the signed-in user may do with the ticket now: the actions its status allows (new, delayed and
   * manual take every one; processing, processed and rejected none; a status the gateway does not know
   * leaves it to the API) that his role may take. The mutations refuse the others.
   */
  actions: Array<TicketAction>;
  /** Version of the app that uploaded the receipt. */
  appVersion: Maybe<Scalars['String']['output']>;
  /** Address of the tax authority's site. */
  authorityUri: Maybe<Scalars['String']['output']>;
  /** Units sold beyond the plan. */
  bonusSales: Maybe<Scalars['Int']['output']>;
  /** The campaign the receipt counts for. */
  campaign: Maybe<Campaign>;
  /** Id of the campaign the receipt counts for. */
  campaignId: Maybe<Scalars['Int']['output']>;
  /** Cash part of the total, in kopecks. */
  cashTotalSum: Maybe<Scalars['Int']['output']>;
  /** When the receipt was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** Date and time printed on the receipt. */
  dateTime: Maybe<Scalars['DateTime']['output']>;
  /** Fiscal document number (ФД). */
  fiscalDocumentNumber: Maybe<Scalars['String']['output']>;
  /** Fiscal drive number (ФН). */
  fiscalDriveNumber: Maybe<Scalars['String']['output']>;
  /** Fiscal sign (ФП). */
  fiscalSign: Maybe<Scalars['String']['output']>;
  /** The ticket's audit entries, newest first (empty for those who may not read the audit trail). */
  history: AuditLogPage;
  /** Ticket id. */
  id: Scalars['Int']['output'];
  /** Sign of an internet sale. */
  internetSign: Maybe<Scalars['Int']['output']>;
  /** Lines of the receipt. */
  items: Array<TicketItem>;
  /** Registration number of the cash register (ККТ). */
  kktRegId: Maybe<Scalars['String']['output']>;
  /** Where the receipt was uploaded. */
  location: Maybe<GeoPoint>;
  /** Number of the vending machine, if any. */
  machineNumber: Maybe<Scalars['String']['output']>;
  /**
   * The messages about this ticket in its user's conversation, newest first (spec §9: 12 a page): what
   * `userMessages(userId: <the ticket's user>, ticketId: <this ticket>)` answers, read with the ticket
   * so that the ticket page has its chat in the same round trip (issue 27). One API call per ticket (a
   * detail-view field); an empty page for a ticket without a user. Null, with the error, when the API
   * refuses or fails the read: the rest of the ticket still answers. `total` as `userMessages` counts it.
   */
  messages: Maybe<MessagePage>;
  /** VAT 10%, in kopecks. */
  nds10: Maybe<Scalars['Int']['output']>;
  /** VAT 18/20%, in kopecks. */
  nds18: Maybe<Scalars['Int']['output']>;
  /** Calculated VAT 18/20%, in kopecks. */
  ndsCalculated18: Maybe<Scalars['Int']['output']>;
  /** Fiscal data operator (ОФД) that delivered the receipt. */
  ofd: Maybe<Scalars['String']['output']>;
  /** Operation type from the QR code: 1 income (приход), 2 return (возврат). */
  operationType: Maybe<Scalars['Int']['output']>;
  /** Cashier. */
  operator: Maybe<Scalars['String']['output']>;
  /** The campaign period the receipt counts for. */
  period: Maybe<Period>;
  /** Id of the campaign period the receipt counts for. */
  periodId: Maybe<Scalars['Int']['output']>;
  /** Photos of the receipt. */
  photos: Array<File>;
  /** The place the receipt is from. */
  place: Maybe<Place>;
  /** Id of the place the receipt is from. */
  placeId: Maybe<Scalars['Int']['output']>;
  /** The place's plan the receipt's units count towards. */
  plan: Maybe<Plan>;
  /** Id of the place's plan the receipt's units count towards. */
  planId: Maybe<Scalars['Int']['output']>;
  /** Units sold within the place's plan. */
  planSales: Maybe<Scalars['Int']['output']>;
  /** Platform of the app that uploaded the receipt. */
  platform: Maybe<Scalars['String']['output']>;
  /** Raw QR string as scanned. */
  qr: Maybe<Scalars['String']['output']>;
  /** Receipt code. */
  receiptCode: Maybe<Scalars['Int']['output']>;
  /** Request number of the fiscal document. */
  requestNumber: Maybe<Scalars['Int']['output']>;
  /** Points accrued for the receipt. */
  score: Maybe<Scalars['Int']['output']>;
  /** Matched item lines. */
  scoredItems: Maybe<Scalars['Int']['output']>;
  /** Shift number of the cash register. */
  shiftNumber: Maybe<Scalars['Int']['output']>;
  /** Processing status; `OTHER` for a status the API added that the gateway does not know (see `statusCode`). */
  status: TicketStatus;
  /** The API's own value of the status, e.g. `manual`: names a status the gateway answers as `OTHER`. */
  statusCode: Scalars['String']['output'];
  /** Why the ticket has its status, e.g. the reason of a rejection. */
  statusDescription: Maybe<Scalars['String']['output']>;
  /** Russian name of the status, e.g. `Обработан` (the API's own label when it gives one). */
  statusTitle: Maybe<Scalars['String']['output']>;
  /** Taxation type from the receipt. */
  taxationType: Maybe<Scalars['Int']['output']>;
  /** Matched units. */
  totalSales: Maybe<Scalars['Float']['output']>;
  /** Receipt total, in kopecks. */
  totalSum: Maybe<Scalars['Int']['output']>;
  /**
   * Point accruals for the receipt (one per accrual; corrections are negative). Null, with an
   * `UPSTREAM_UNSUPPORTED` error, where the API has no `GET /tickets/{id}/transactions`: the rest of the
   * ticket still answers (issue 24).
   */
  transactions: Maybe<Array<Transaction>>;
  /** The user who uploaded the receipt. */
  user: Maybe<User>;
  /** Id of the user who uploaded the receipt. */
  userId: Maybe<Scalars['Int']['output']>;
  /** Taxpayer number (ИНН) of the seller. */
  userInn: Maybe<Scalars['String']['output']>;
};


/**
 * A fiscal receipt uploaded from the mobile app. Money fields are integers in kopecks
 * (`totalSum: 123450` is 1 234,50 ₽).
 */
export type TicketHistoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A fiscal receipt uploaded from the mobile app. Money fields are integers in kopecks
 * (`totalSum: 123450` is 1 234,50 ₽).
 */
export type TicketMessagesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * What staff do with a receipt. Which ones a receipt takes depends on its status and the caller's role
 * (product-rules §3, §1): `Ticket.actions` lists them.
 */
export type TicketAction =
  /** Correct its data (`editTicket`). */
  | 'EDIT'
  /** Process it now (`processTicket`). */
  | 'PROCESS'
  /** Reject it (`rejectTicket`). */
  | 'REJECT'
  /** Score it by hand (`scoreTicket`). */
  | 'SCORE';

/** A bulk action on tickets. */
export type TicketBulkAction =
  /** Process now with the fiscal data provider (administrators). */
  | 'process'
  /** Reject (administrators, regional managers). */
  | 'reject'
  /** Score manual-check tickets with their computed points, or `score` points each (administrators, regional managers). */
  | 'score';

/** Counts of tickets by status for one set of conditions. */
export type TicketCounts = {
  __typename?: 'TicketCounts';
  /** Per status (every status the API counts, each once). */
  statuses: Array<TicketStatusCount>;
  /** Tickets matching the conditions, any status. */
  total: Scalars['Int']['output'];
};

/**
 * A correction of a receipt's data; fields left out stay as they are (the seconds of `dateTime` too).
 * Each line keeps the product given; a line without one is matched by name.
 */
export type TicketEditInput = {
  /** Date and time on the receipt. */
  dateTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** Fiscal document number (ФД). */
  fiscalDocumentNumber?: InputMaybe<Scalars['String']['input']>;
  /** Fiscal drive number (ФН). */
  fiscalDriveNumber?: InputMaybe<Scalars['String']['input']>;
  /** Fiscal sign (ФП). */
  fiscalSign?: InputMaybe<Scalars['String']['input']>;
  /** Lines of the receipt; the total and the score are recomputed from them. */
  items?: InputMaybe<Array<TicketItemInput>>;
  /** Registration number of the cash register. */
  kktRegId?: InputMaybe<Scalars['String']['input']>;
  /** Fiscal data operator. */
  ofd?: InputMaybe<Scalars['String']['input']>;
  /** Cashier. */
  operator?: InputMaybe<Scalars['String']['input']>;
  /** Place. */
  placeId?: InputMaybe<Scalars['Int']['input']>;
  /** Taxpayer number of the seller. */
  userInn?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The advisory editing lock of a ticket: who has its editor open. It helps people not to edit at
 * once; the API's own checks still decide every write.
 */
export type TicketEditLock = {
  __typename?: 'TicketEditLock';
  /** When it ends unless renewed (`lockTicket` again by its holder); also ended by unlock, leave or disconnect. */
  expiresAt: Scalars['DateTime']['output'];
  /** Held by the subscriber's own client (the `clientId` it gave). */
  mine: Scalars['Boolean']['output'];
  /** Since when. */
  since: Scalars['DateTime']['output'];
  /** Who holds it. */
  user: PresenceUser;
};

/** What a correction of a receipt would store. */
export type TicketEditPreview = {
  __typename?: 'TicketEditPreview';
  /** The lines as they would be saved. */
  items: Array<TicketEditPreviewItem>;
  /** Points (spec §4): Σ over the lines of the product's points × quantity. */
  score: Scalars['Int']['output'];
  /** Total in kopecks. */
  totalSum: Maybe<Scalars['Int']['output']>;
};

/** A line of a previewed correction. Money in kopecks. */
export type TicketEditPreviewItem = {
  __typename?: 'TicketEditPreviewItem';
  /** Text of the line. */
  name: Scalars['String']['output'];
  /** True when no product of the receipt's campaign matches the line's name but one of the catalogue does: it earns nothing because its product is not in the campaign. */
  outsideCampaign: Scalars['Boolean']['output'];
  /** Price of one unit. */
  price: Scalars['Int']['output'];
  /** The product given, or the one matched by name; null when none. */
  productId: Maybe<Scalars['Int']['output']>;
  /** Its title. */
  productTitle: Maybe<Scalars['String']['output']>;
  /** Units. */
  quantity: Scalars['Float']['output'];
  /** The line's points (spec §4) as the save would count them. */
  score: Scalars['Int']['output'];
  /** The product category whose points the line earns, when `scoreSource` is `category`. */
  scoreCategory: Maybe<Scalars['String']['output']>;
  /** Where the line's points per unit come from; null when no product counts the line. */
  scoreSource: Maybe<TicketLineScoreSource>;
  /** Price × quantity. */
  sum: Scalars['Int']['output'];
};

/** One line of a receipt. Money in kopecks. */
export type TicketItem = {
  __typename?: 'TicketItem';
  /** Text of the line as printed on the receipt. */
  name: Scalars['String']['output'];
  /** Price of one unit, in kopecks. */
  price: Scalars['Int']['output'];
  /** The product the line was matched to. */
  product: Maybe<Product>;
  /** Id of the product the line was matched to, if any. */
  productId: Maybe<Scalars['Int']['output']>;
  /** Units: a decimal for weight goods. */
  quantity: Scalars['Float']['output'];
  /** Sum of the line, in kopecks. */
  sum: Scalars['Int']['output'];
};

/** A line of a corrected receipt. Money in kopecks. */
export type TicketItemInput = {
  /** Text of the line. */
  name: Scalars['String']['input'];
  /** Price of one unit, kopecks; the category's recommended price when left out. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Product the line is for, if known. */
  productId?: InputMaybe<Scalars['Int']['input']>;
  /** Units. */
  quantity: Scalars['Float']['input'];
};

/**
 * Where a receipt line's points per unit come from (spec §4): the rule takes the period product's
 * score, else the campaign product's, else the product category's.
 */
export type TicketLineScoreSource =
  /** The campaign product's score. */
  | 'campaign'
  /** The product category's score (the campaign product has none, or the product is the line's own outside the campaign). */
  | 'category'
  /** The campaign period's own score for the product. */
  | 'period';

/** The answer of `lockTicket`. */
export type TicketLockResult = {
  __typename?: 'TicketLockResult';
  /** The lock is now the caller's. */
  acquired: Scalars['Boolean']['output'];
  /** Presence after the attempt (with the other holder when not acquired). */
  presence: TicketPresence;
};

/** Counts and sums over a set of tickets. Sums are Float: they exceed 32-bit integers. */
export type TicketMeasures = {
  __typename?: 'TicketMeasures';
  /** Tickets. */
  count: Scalars['Int']['output'];
  /** Points accrued; null when grouped by product. */
  score: Maybe<Scalars['Float']['output']>;
  /** Sum of the receipt totals, in kopecks. */
  totalSum: Scalars['Float']['output'];
  /** Matched units (by product: units of the product's lines). */
  units: Scalars['Float']['output'];
};

/** One ordering key of a ticket list. */
export type TicketOrder = {
  /** The direction. */
  direction?: SortDirection;
  /** The field. */
  field: TicketOrderField;
};

/** Fields tickets can be ordered by. */
export type TicketOrderField =
  /** Upload time. */
  | 'createdAt'
  /** Date on the receipt. */
  | 'dateTime'
  /** Ticket id. */
  | 'id'
  /** Points. */
  | 'score'
  /** Status name. */
  | 'status'
  /** Total. */
  | 'totalSum';

/** A page of tickets. */
export type TicketPage = {
  __typename?: 'TicketPage';
  /** The tickets of this page. */
  items: Array<Ticket>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Tickets per page. */
  pageSize: Scalars['Int']['output'];
  /** How many tickets match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Who else has a ticket open and who is editing it, as seen by one client. */
export type TicketPresence = {
  __typename?: 'TicketPresence';
  /** The editing lock, if someone holds it. */
  editor: Maybe<TicketEditLock>;
  /** Set when this client's lock was taken over: by whom (until this client takes a lock again). */
  takenOverBy: Maybe<PresenceUser>;
  /** The ticket. */
  ticketId: Scalars['Int']['output'];
  /** Others with the ticket open now, each person once (another tab of the subscriber's own person counts; the subscriber's own client does not). */
  viewers: Array<PresenceUser>;
};

/** Ticket statistics: groups and the totals of all tickets covered. */
export type TicketStats = {
  __typename?: 'TicketStats';
  /** The keys grouped by, in order. */
  groupBy: Array<TicketStatsKey>;
  /** The groups, ordered by their keys. */
  groups: Array<TicketStatsGroup>;
  /** Totals over every ticket the report covers. */
  totals: TicketMeasures;
};

/** One group of ticket statistics. */
export type TicketStatsGroup = {
  __typename?: 'TicketStatsGroup';
  /** Tickets. */
  count: Scalars['Int']['output'];
  /** The group's key values. */
  key: TicketStatsGroupKey;
  /** Points accrued; null when grouped by product. */
  score: Maybe<Scalars['Float']['output']>;
  /** Sum of the receipt totals, in kopecks. */
  totalSum: Scalars['Float']['output'];
  /** Matched units. */
  units: Scalars['Float']['output'];
};

/** The values of the grouping keys of one group; those not grouped by are null. */
export type TicketStatsGroupKey = {
  __typename?: 'TicketStatsGroupKey';
  /** The campaign. */
  campaign: Maybe<Campaign>;
  /** Campaign id. */
  campaignId: Maybe<Scalars['Int']['output']>;
  /** The city. */
  city: Maybe<City>;
  /** City id. */
  cityId: Maybe<Scalars['Int']['output']>;
  /** Day, `YYYY-MM-DD`. */
  day: Maybe<Scalars['String']['output']>;
  /** The period. */
  period: Maybe<Period>;
  /** Period id. */
  periodId: Maybe<Scalars['Int']['output']>;
  /** The place. */
  place: Maybe<Place>;
  /** Place id. */
  placeId: Maybe<Scalars['Int']['output']>;
  /** The product. */
  product: Maybe<Product>;
  /** Product id. */
  productId: Maybe<Scalars['Int']['output']>;
  /** The region. */
  region: Maybe<Region>;
  /** Region id. */
  regionId: Maybe<Scalars['Int']['output']>;
  /** Status (`OTHER` for one the gateway does not know). */
  status: Maybe<TicketStatus>;
  /** The API's own value of the status, e.g. `manual`. */
  statusCode: Maybe<Scalars['String']['output']>;
  /** The user. */
  user: Maybe<User>;
  /** User id. */
  userId: Maybe<Scalars['Int']['output']>;
};

/** Keys ticket statistics can be grouped by. */
export type TicketStatsKey =
  /** Campaign. */
  | 'campaign'
  /** City of the place. */
  | 'city'
  /** Day of the receipt (UTC). */
  | 'day'
  /** Campaign period. */
  | 'period'
  /** Place. */
  | 'place'
  /** Product of the receipt lines (sums then count lines of the product). */
  | 'product'
  /** Region of the place. */
  | 'region'
  /** Ticket status. */
  | 'status'
  /** Uploading user. */
  | 'user';

/**
 * Processing status of a ticket. The REST API spells them in lower case (`new` … `rejected`); an API
 * may add others, which are `OTHER` here with their own value in `Ticket.statusCode`.
 */
export type TicketStatus =
  /** The provider did not answer; retried later (API `delayed`, «Отложен»). */
  | 'DELAYED'
  /** Waits for a person's review (API `manual`, «Ручная проверка»). */
  | 'MANUAL'
  /** Uploaded, not processed yet (API `new`, «Новый»). */
  | 'NEW'
  /** A status the API added that the gateway does not know; `statusCode` holds the API's value. */
  | 'OTHER'
  /** Points accrued (API `processed`, «Обработан»). */
  | 'PROCESSED'
  /** Being checked with the fiscal data provider now (API `processing`, «В обработке»). */
  | 'PROCESSING'
  /** Rejected, with a reason (API `rejected`, «Отклонён»). */
  | 'REJECTED';

/** How many tickets have a status. */
export type TicketStatusCount = {
  __typename?: 'TicketStatusCount';
  /** Tickets with it. */
  count: Scalars['Int']['output'];
  /** The status (`OTHER` for one the gateway does not know). */
  status: TicketStatus;
  /** The API's own value of the status, e.g. `delayed`; tells `OTHER` statuses apart. */
  statusCode: Scalars['String']['output'];
};

/**
 * Conditions on a ticket's status. Set one operator; several set at once are combined with AND.
 * `OTHER` stands for every status the gateway does not know.
 */
export type TicketStatusFilter = {
  /** Equal to. */
  eq?: InputMaybe<TicketStatus>;
  /** One of the values; an empty list matches nothing. */
  in?: InputMaybe<Array<TicketStatus>>;
  /** Not equal to. */
  neq?: InputMaybe<TicketStatus>;
  /** None of the values. */
  notIn?: InputMaybe<Array<TicketStatus>>;
};

/** Fiscal details last seen on a user's receipts, to prefill a ticket correction. */
export type TicketUserDetails = {
  __typename?: 'TicketUserDetails';
  /** Fiscal drive number (ФН). */
  fiscalDriveNumber: Maybe<Scalars['String']['output']>;
  /** Registration number of the cash register (ККТ). */
  kktRegId: Maybe<Scalars['String']['output']>;
  /** Fiscal data operator (ОФД). */
  ofd: Maybe<Scalars['String']['output']>;
  /** Cashier. */
  operator: Maybe<Scalars['String']['output']>;
  /** Taxpayer number (ИНН) of the seller. */
  userInn: Maybe<Scalars['String']['output']>;
};

/** Conditions on tickets; every field set must hold. `and`/`or` nest further conditions. */
export type TicketWhere = {
  /** Every condition holds. */
  and?: InputMaybe<Array<TicketWhere>>;
  /** Campaign. */
  campaignId?: InputMaybe<IntFilter>;
  /** Upload time. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** Date on the receipt. */
  dateTime?: InputMaybe<DateTimeFilter>;
  /** Fiscal document number. */
  fiscalDocumentNumber?: InputMaybe<StringFilter>;
  /** Ticket id. */
  id?: InputMaybe<IntFilter>;
  /** At least one condition holds. */
  or?: InputMaybe<Array<TicketWhere>>;
  /** Campaign period. */
  periodId?: InputMaybe<IntFilter>;
  /** Place. */
  placeId?: InputMaybe<IntFilter>;
  /** Plan. */
  planId?: InputMaybe<IntFilter>;
  /** Points. */
  score?: InputMaybe<IntFilter>;
  /** Status. */
  status?: InputMaybe<TicketStatusFilter>;
  /** Total in kopecks. */
  totalSum?: InputMaybe<IntFilter>;
  /** Uploading user. */
  userId?: InputMaybe<IntFilter>;
};

/** A new region, administrative entity or place type. */
export type TitledInput = {
  /** Name. */
  title: Scalars['String']['input'];
};

/** One ordering key of a list of titled rows. */
export type TitledOrder = {
  /** The direction. */
  direction?: SortDirection;
  /** The field. */
  field: TitledOrderField;
};

/** Fields rows with a title can be ordered by. */
export type TitledOrderField =
  /** Id. */
  | 'id'
  /** Name. */
  | 'title';

/** Conditions on a row with an id and a title (regions, adm. entities, place types). */
export type TitledWhere = {
  /** Every condition holds. */
  and?: InputMaybe<Array<TitledWhere>>;
  /** Id. */
  id?: InputMaybe<IntFilter>;
  /** At least one condition holds. */
  or?: InputMaybe<Array<TitledWhere>>;
  /** Name. */
  title?: InputMaybe<StringFilter>;
};

/** An accrual of points: append-only; a user's score is the sum of theirs. */
export type Transaction = {
  __typename?: 'Transaction';
  /** Points; negative for a correction. */
  amount: Scalars['Int']['output'];
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** Id. */
  id: Scalars['Int']['output'];
  /** The campaign period. */
  periodId: Maybe<Scalars['Int']['output']>;
  /** Why. */
  reason: Maybe<Scalars['String']['output']>;
  /** The receipt, if the accrual is for one. */
  ticketId: Maybe<Scalars['Int']['output']>;
  /** The user credited. */
  userId: Scalars['Int']['output'];
};

/** An action that can be undone by a recorded reverse action. */
export type UndoableAction =
  /** A person's block: unblocked. */
  | 'PERSON_BLOCK'
  /** A place taken from a person: assigned again (give `placeId`). */
  | 'PERSON_UNASSIGN_PLACE'
  /** A ticket's reject: its status and reason come back. */
  | 'TICKET_REJECT';

/** What the gateway's API can do beyond spec §7: probed at start and again on a schedule (`CAPABILITIES_REFRESH_MS`). */
export type UpstreamCapabilities = {
  __typename?: 'UpstreamCapabilities';
  /** Every optional route the gateway uses, in the order of `UpstreamCapabilityName`. */
  routes: Array<UpstreamCapability>;
  /** The API's shapes the gateway learned: relation names, where a receipt's lines live, how a product holds its category. */
  shapes: UpstreamShapes;
  /** The socket.io protocol of the API's events (see `LiveStatus.upstreamProtocol`); null while not known. */
  socketProtocol: Maybe<UpstreamSocketProtocol>;
};

/** One optional route and whether the API serves it. */
export type UpstreamCapability = {
  __typename?: 'UpstreamCapability';
  /** When the last probe of it ended; null before the first. */
  checkedAt: Maybe<Scalars['DateTime']['output']>;
  /** Which route. */
  name: UpstreamCapabilityName;
  /** The route, e.g. `GET /tickets/stats`. */
  route: Scalars['String']['output'];
  /** Whether the API serves it. */
  state: UpstreamCapabilityState;
};

/**
 * An optional route of the API that the gateway uses, outside spec §7's list. A LoopBack 3 API of the
 * programme may lack any of them; screens and analysts read `Query.upstreamCapabilities` to know.
 */
export type UpstreamCapabilityName =
  /** Personal API tokens (`GET /users/me/apiTokens`). */
  | 'API_TOKENS'
  /** The audit trail: the journal and the 'История' tabs (`GET /auditLogs`). */
  | 'AUDIT_TRAIL'
  /** Counts of connected devices of a person or a group (`POST /users/countSocketClients`). */
  | 'DEVICE_COUNTS'
  /** The receipt processor's status, history and counters (`GET /tickets/autoProcessing`). */
  | 'PROCESSOR_STATUS'
  /** Ticket statistics for the reports (`GET /tickets/stats`). */
  | 'REPORTS'
  /** Saved views of the lists (`GET /savedViews`). */
  | 'SAVED_VIEWS'
  /** Bulk ticket actions (`POST /tickets/bulk`); without it the gateway makes the single calls. */
  | 'TICKET_BULK'
  /** A ticket's transactions (`GET /tickets/{id}/transactions`). */
  | 'TICKET_TRANSACTIONS'
  /** Undo by a recorded reverse action (`POST /auditLogs/undo`). */
  | 'UNDO'
  /** Bulk block and unblock (`POST /users/bulk`); without it the gateway makes the single calls. */
  | 'USER_BULK'
  /** Vendors with their online state (`GET /vendors/withOnline`). */
  | 'VENDORS_WITH_ONLINE';

/** Whether the API serves a route, as the gateway's last probe found. */
export type UpstreamCapabilityState =
  /** The API serves the route. */
  | 'AVAILABLE'
  /** The API has no such route: what needs it answers `UPSTREAM_UNSUPPORTED`. */
  | 'MISSING'
  /** Not known: not probed yet, or the API did not answer the last probe (unreachable, failing). */
  | 'UNKNOWN';

/** How a product holds its category. */
export type UpstreamProductCategory =
  /** As an object in the product's row (the API may have no `/productCategories`). */
  | 'EMBEDDED'
  /** By `categoryId`, rows of `/productCategories`. */
  | 'RELATED';

/** A relation the gateway may ask the API to include. */
export type UpstreamRelation = {
  __typename?: 'UpstreamRelation';
  /** Which: the GraphQL type and field it answers, e.g. `Ticket.user`, `Place.users`. */
  field: Scalars['String']['output'];
  /** The API's name of the relation, included with the rows; null: none known, related rows load by the foreign key each row carries (batched). */
  name: Maybe<Scalars['String']['output']>;
  /** Where it was learned. */
  source: UpstreamShapeSource;
};

/** Where the gateway learned a shape of the API. */
export type UpstreamShapeSource =
  /** Nothing found: the gateway's default (and, at start, before the first round). */
  | 'DEFAULT'
  /** The API's own description (`/openapi.json`, or LoopBack 3's `/explorer/swagger.json`). */
  | 'DESCRIPTION'
  /** The operator's mapping (`UPSTREAM_SHAPES`). */
  | 'MAPPING'
  /** A probe of a route (e.g. `GET /tickets/0/user`: a LoopBack 3 relation route). */
  | 'PROBE';

/** The API's shapes, as the gateway learned them at start (and on each round of probes). */
export type UpstreamShapes = {
  __typename?: 'UpstreamShapes';
  /** Where the description was read (e.g. `/explorer/swagger.json`); null: the API serves none, shapes were probed. */
  description: Maybe<Scalars['String']['output']>;
  /** True: the API computes `statusTitle`, `roleName`, `regionName` only in whole rows (a LoopBack `loaded` hook; the mapping's `labels: "hook"`), so a selection of one asks for whole rows. False: the gateway names them, the API's own shown when a row carries them. */
  labelsByHook: Scalars['Boolean']['output'];
  /** The lines' foreign key to the ticket (`MODEL`); null for `COLUMN`. */
  linesForeignKey: Maybe<Scalars['String']['output']>;
  /** The route of the lines' model (`MODEL`); null for `COLUMN`. */
  linesRoute: Maybe<Scalars['String']['output']>;
  /** How a product holds its category. */
  productCategory: UpstreamProductCategory;
  /** Where the category's shape was learned. */
  productCategorySource: UpstreamShapeSource;
  /** Each relation the gateway may include. */
  relations: Array<UpstreamRelation>;
  /** Where a receipt's lines live. */
  ticketLines: UpstreamTicketLines;
  /** Where the lines' shape was learned. */
  ticketLinesSource: UpstreamShapeSource;
};

/** The socket.io protocol the gateway speaks to the API's events. */
export type UpstreamSocketProtocol =
  /** socket.io 2 (Engine.IO 3): the kind LoopBack 3-era APIs run. */
  | 'V2'
  /** socket.io 3 and 4 (Engine.IO 4). */
  | 'V4';

/** Where a receipt's lines live. */
export type UpstreamTicketLines =
  /** The ticket's JSON column `items`. */
  | 'COLUMN'
  /** Rows of a related model (`linesRoute`), by the ticket's id in `linesForeignKey`. */
  | 'MODEL';

/**
 * A person known to the programme: staff (administrator, regional manager, sales representative) or an
 * app user (vendor).
 */
export type User = {
  __typename?: 'User';
  /** Photo of the user, with thumbnails. */
  avatar: Maybe<File>;
  /** Blocked users cannot sign in. */
  blocked: Scalars['Boolean']['output'];
  /** What the signed-in user may do to this person. */
  can: UserCan;
  /** Cities a regional manager is responsible for. */
  cities: Array<City>;
  /** The user's home city. */
  city: Maybe<City>;
  /** Id of the user's home city. */
  cityId: Maybe<Scalars['Int']['output']>;
  /** Ids of the cities a regional manager is responsible for. */
  cityIds: Array<Scalars['Int']['output']>;
  /** When the user was created. */
  createdAt: Maybe<Scalars['DateTime']['output']>;
  /** E-mail address. */
  email: Maybe<Scalars['String']['output']>;
  /** The e-mail was confirmed. */
  emailVerified: Scalars['Boolean']['output'];
  /** The person's audit entries (changes to them, their sign-ins), newest first. */
  history: AuditLogPage;
  /** User id. */
  id: Scalars['Int']['output'];
  /** Taxpayer number (ИНН), 12 digits. */
  inn: Maybe<Scalars['String']['output']>;
  /** The staff member who invited the user. */
  inviter: Maybe<User>;
  /** Id of the staff member who invited the user. */
  inviterId: Maybe<Scalars['Int']['output']>;
  /** Patronymic. */
  middleName: Maybe<Scalars['String']['output']>;
  /** First name. */
  name: Maybe<Scalars['String']['output']>;
  /**
   * Whether the user's app is connected now. Known only in lists read with `withOnline`
   * (`GET /vendors/withOnline`); `null` elsewhere.
   */
  online: Maybe<Scalars['Boolean']['output']>;
  /** Points waiting for tickets still in processing. */
  pendingScore: Scalars['Int']['output'];
  /** Phone, `+7` and 10 digits; the sign-in login. */
  phone: Maybe<Scalars['String']['output']>;
  /** The phone was confirmed with a code. `false` means the user is still only invited. */
  phoneVerified: Scalars['Boolean']['output'];
  /** Main place of a vendor. */
  place: Maybe<Place>;
  /** Main place of a vendor. */
  placeId: Maybe<Scalars['Int']['output']>;
  /** Ids of every place assigned to the user. */
  placeIds: Array<Scalars['Int']['output']>;
  /** Every place assigned to the user. */
  places: Array<Place>;
  /** Platform of the user's app (`ios`, `android`), if any. */
  platform: Maybe<Scalars['String']['output']>;
  /** The user finished registration in the app. */
  registrationConfirmed: Scalars['Boolean']['output'];
  /** When the user finished registration. */
  registrationConfirmedAt: Maybe<Scalars['DateTime']['output']>;
  /** What this person may do across the programme: answered for the signed-in user himself, null for anyone else. */
  rights: Maybe<UserRights>;
  /** The user's role. */
  role: Maybe<Role>;
  /** Id of the user's role. */
  roleId: Maybe<Scalars['Int']['output']>;
  /** Machine name of the user's role (`admin`, `regionalManager`, `salesMan`, `vendor`). */
  roleName: Maybe<Scalars['String']['output']>;
  /** Points accrued, the sum of the user's transactions. */
  score: Scalars['Int']['output'];
  /**
   * Status label of spec §4: phone not verified → `INVITED` (приглашен); verified and blocked →
   * `BLOCKED` (заблокирован); verified and not blocked → `ACTIVE` (активный).
   */
  status: UserStatus;
  /** Family name. */
  surname: Maybe<Scalars['String']['output']>;
  /** When the record was last changed: the version a save sends back as `expectedUpdatedAt`. */
  updatedAt: Maybe<Scalars['DateTime']['output']>;
};


/**
 * A person known to the programme: staff (administrator, regional manager, sales representative) or an
 * app user (vendor).
 */
export type UserHistoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** What the signed-in user may do to this person (issue 37). */
export type UserCan = {
  __typename?: 'UserCan';
  /** Give or take the person's places (`setUserPlace`, `addUserPlace`, `removeUserPlace`, `resetUserPlace`). */
  assignPlaces: Scalars['Boolean']['output'];
  /** Block or unblock the person (`updateUser` with `blocked`, `bulkPeople`). */
  block: Scalars['Boolean']['output'];
  /** Change the person's profile, status and cities (`updateUser`): a person he manages. (Everyone changes his own personal fields on his profile page.) */
  update: Scalars['Boolean']['output'];
};

/** One ordering key of a list of users. */
export type UserOrder = {
  /** The direction. */
  direction?: SortDirection;
  /** The field. */
  field: UserOrderField;
};

/** Fields users can be ordered by. */
export type UserOrderField =
  /** Creation time. */
  | 'createdAt'
  /** Id. */
  | 'id'
  /** First name. */
  | 'name'
  /** Phone. */
  | 'phone'
  /** Points. */
  | 'score'
  /** Family name. */
  | 'surname';

/** A page of users. */
export type UserPage = {
  __typename?: 'UserPage';
  /** The users of this page. */
  items: Array<User>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many match, over all pages. */
  total: Scalars['Int']['output'];
};

/** Changes to a user; fields left out stay as they are. */
export type UserPatch = {
  /** Photo (as `uploadFile` answered, container `avatars`); `null` removes it. */
  avatar?: InputMaybe<FileInput>;
  /** Blocked users cannot sign in; blocking ends their sessions. */
  blocked?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cities a regional manager is responsible for. */
  cityIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** E-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Patronymic. */
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Phone, `+7` and 10 digits. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The phone is confirmed. */
  phoneVerified?: InputMaybe<Scalars['Boolean']['input']>;
  /** Family name. */
  surname?: InputMaybe<Scalars['String']['input']>;
};

/**
 * What the signed-in user may do across the programme (issue 37): answered by the gateway's policy, the
 * same rules that refuse a mutation (product-rules §1). The web hides what is refused
 * by reading it, never by comparing role names.
 */
export type UserRights = {
  __typename?: 'UserRights';
  /** Block or unblock many people at once (`bulkPeople`); each person is checked again. */
  bulkPeople: Scalars['Boolean']['output'];
  /** Send commands to devices (`sendDeviceCommand`). */
  commandDevices: Scalars['Boolean']['output'];
  /** Start and stop the auto processor (`startAutoProcessing`, `stopAutoProcessing`). */
  controlProcessor: Scalars['Boolean']['output'];
  /** Create, change and delete the catalogue and the geography: regions, cities, place types, products, campaigns. */
  editCatalogue: Scalars['Boolean']['output'];
  /** Create, change and delete places. */
  editPlaces: Scalars['Boolean']['output'];
  /** The roles of the people he may invite (`inviteRegionalManager`, `inviteSalesMan`, `inviteVendor`). */
  invite: Array<PlaceRole>;
  /** Process, edit and lock receipts (`processTicket`, `editTicket`, `bulkTickets` with `process`). */
  processTickets: Scalars['Boolean']['output'];
  /** Reject and score receipts (`rejectTicket`, `scoreTicket`, `bulkTickets`); he also watches the auto processor. */
  reviewTickets: Scalars['Boolean']['output'];
  /** Open the GraphQL explorer at /graphql and read the schema (introspection): the staff, as the gateway lets them. */
  useExplorer: Scalars['Boolean']['output'];
};

/** Status label of a user (spec §4). */
export type UserStatus =
  /** Verified and not blocked: активный. */
  | 'ACTIVE'
  /** Verified and blocked: заблокирован. */
  | 'BLOCKED'
  /** The phone is not verified yet: приглашен. */
  | 'INVITED';

/** Conditions on users; every field set must hold. */
export type UserWhere = {
  /** Every condition holds. */
  and?: InputMaybe<Array<UserWhere>>;
  /** Blocked or not. */
  blocked?: InputMaybe<BooleanFilter>;
  /** Home city. */
  cityId?: InputMaybe<IntFilter>;
  /** Creation time. */
  createdAt?: InputMaybe<DateTimeFilter>;
  /** E-mail. */
  email?: InputMaybe<StringFilter>;
  /** Id. */
  id?: InputMaybe<IntFilter>;
  /** Patronymic. */
  middleName?: InputMaybe<StringFilter>;
  /** First name. */
  name?: InputMaybe<StringFilter>;
  /** At least one condition holds. */
  or?: InputMaybe<Array<UserWhere>>;
  /** Phone. */
  phone?: InputMaybe<StringFilter>;
  /** Phone verified (not only invited). */
  phoneVerified?: InputMaybe<BooleanFilter>;
  /** Main place. */
  placeId?: InputMaybe<IntFilter>;
  /** Role name (`admin`, `regionalManager`, `salesMan`, `vendor`). */
  roleName?: InputMaybe<StringFilter>;
  /** Family name. */
  surname?: InputMaybe<StringFilter>;
};

/** Who to invite as a vendor. */
export type VendorInviteInput = {
  /** Home city. */
  cityId?: InputMaybe<Scalars['Int']['input']>;
  /** E-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Taxpayer number (ИНН), 12 digits. */
  inn?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  name: Scalars['String']['input'];
  /** Phone, `+7` and 10 digits. */
  phone: Scalars['String']['input'];
  /** Family name. */
  surname: Scalars['String']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  LiveRecord:
    | ( RestCampaign )
    | ( RestPeriod )
    | ( RestPlace )
    | ( RestTicket )
    | ( RestUser )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActivityRow: ResolverTypeWrapper<RestActivity>;
  ActivitySubject: ActivitySubject;
  AdmEntity: ResolverTypeWrapper<RestAdmEntity>;
  AdmEntityPage: ResolverTypeWrapper<Omit<AdmEntityPage, 'items'> & { items: Array<ResolversTypes['AdmEntity']> }>;
  ApiToken: ResolverTypeWrapper<ApiToken>;
  AuditLogEntry: ResolverTypeWrapper<RestAuditLog>;
  AuditLogOrder: AuditLogOrder;
  AuditLogOrderField: AuditLogOrderField;
  AuditLogPage: ResolverTypeWrapper<Omit<AuditLogPage, 'items'> & { items: Array<ResolversTypes['AuditLogEntry']> }>;
  AuditLogWhere: AuditLogWhere;
  AuditReference: ResolverTypeWrapper<AuditReference>;
  AutoProcessor: ResolverTypeWrapper<RestProcessorState>;
  AutoProcessorHourRecord: ResolverTypeWrapper<RestProcessorHistoryRecord>;
  AutoProcessorStatus: AutoProcessorStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BooleanFilter: BooleanFilter;
  BulkResult: ResolverTypeWrapper<RestBulkResult>;
  BulkRowResult: ResolverTypeWrapper<RestBulkRow>;
  Campaign: ResolverTypeWrapper<RestCampaign>;
  CampaignInput: CampaignInput;
  CampaignPage: ResolverTypeWrapper<Omit<CampaignPage, 'items'> & { items: Array<ResolversTypes['Campaign']> }>;
  CampaignPatch: CampaignPatch;
  CampaignProduct: ResolverTypeWrapper<RestCampaignProduct>;
  CampaignProductInput: CampaignProductInput;
  CampaignProductPage: ResolverTypeWrapper<Omit<CampaignProductPage, 'items'> & { items: Array<ResolversTypes['CampaignProduct']> }>;
  CampaignProductPatch: CampaignProductPatch;
  CampaignWhere: CampaignWhere;
  City: ResolverTypeWrapper<RestCity>;
  CityInput: CityInput;
  CityPage: ResolverTypeWrapper<Omit<CityPage, 'items'> & { items: Array<ResolversTypes['City']> }>;
  CityPatch: CityPatch;
  CityWhere: CityWhere;
  Conversation: ResolverTypeWrapper<RestConversation>;
  ConversationOrder: ConversationOrder;
  ConversationPage: ResolverTypeWrapper<Omit<ConversationPage, 'items'> & { items: Array<ResolversTypes['Conversation']> }>;
  ConversationRead: ResolverTypeWrapper<ConversationRead>;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateSavedViewInput: CreateSavedViewInput;
  CreatedApiToken: ResolverTypeWrapper<CreatedApiToken>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DateTimeFilter: DateTimeFilter;
  DeviceScope: DeviceScope;
  File: ResolverTypeWrapper<RestFile>;
  FileInput: FileInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  GeoPointInput: GeoPointInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntFilter: IntFilter;
  InviteInput: InviteInput;
  InviteResult: ResolverTypeWrapper<RestInviteResult>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LiveRecord: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LiveRecord']>;
  LiveRecordModel: LiveRecordModel;
  LiveStatus: ResolverTypeWrapper<LiveStatus>;
  Message: ResolverTypeWrapper<RestMessage>;
  MessagePage: ResolverTypeWrapper<Omit<MessagePage, 'items'> & { items: Array<ResolversTypes['Message']> }>;
  MessageSlice: ResolverTypeWrapper<Omit<MessageSlice, 'items'> & { items: Array<ResolversTypes['Message']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Period: ResolverTypeWrapper<RestPeriod>;
  PeriodInput: PeriodInput;
  PeriodOrder: PeriodOrder;
  PeriodOrderField: PeriodOrderField;
  PeriodPage: ResolverTypeWrapper<Omit<PeriodPage, 'items'> & { items: Array<ResolversTypes['Period']> }>;
  PeriodPatch: PeriodPatch;
  PeriodProduct: ResolverTypeWrapper<RestPeriodProduct>;
  PeriodProductInput: PeriodProductInput;
  PeriodProductPatch: PeriodProductPatch;
  PeriodWhere: PeriodWhere;
  PersonBulkAction: PersonBulkAction;
  Place: ResolverTypeWrapper<RestPlace>;
  PlaceAssignment: ResolverTypeWrapper<Omit<PlaceAssignment, 'city'> & { city?: Maybe<ResolversTypes['City']> }>;
  PlaceAssignmentRule: PlaceAssignmentRule;
  PlaceCan: ResolverTypeWrapper<PlaceCan>;
  PlaceInput: PlaceInput;
  PlaceOrder: PlaceOrder;
  PlaceOrderField: PlaceOrderField;
  PlacePage: ResolverTypeWrapper<Omit<PlacePage, 'items'> & { items: Array<ResolversTypes['Place']> }>;
  PlacePatch: PlacePatch;
  PlaceRole: PlaceRole;
  PlaceType: ResolverTypeWrapper<RestPlaceType>;
  PlaceTypePage: ResolverTypeWrapper<Omit<PlaceTypePage, 'items'> & { items: Array<ResolversTypes['PlaceType']> }>;
  PlaceWhere: PlaceWhere;
  Plan: ResolverTypeWrapper<RestPlan>;
  PlanFact: ResolverTypeWrapper<RestPlanFact>;
  PlanFactPage: ResolverTypeWrapper<Omit<PlanFactPage, 'items'> & { items: Array<ResolversTypes['PlanFact']> }>;
  PlanInput: PlanInput;
  PlanPage: ResolverTypeWrapper<Omit<PlanPage, 'items'> & { items: Array<ResolversTypes['Plan']> }>;
  PlanPatch: PlanPatch;
  PlanWhere: PlanWhere;
  PresenceUser: ResolverTypeWrapper<PresenceUser>;
  Product: ResolverTypeWrapper<RestProduct>;
  ProductCategory: ResolverTypeWrapper<RestProductCategory>;
  ProductCategoryInput: ProductCategoryInput;
  ProductCategoryPage: ResolverTypeWrapper<Omit<ProductCategoryPage, 'items'> & { items: Array<ResolversTypes['ProductCategory']> }>;
  ProductCategoryPatch: ProductCategoryPatch;
  ProductInput: ProductInput;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductPatch: ProductPatch;
  ProductWhere: ProductWhere;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordChange: ResolverTypeWrapper<RecordChangeParent>;
  Region: ResolverTypeWrapper<RestRegion>;
  RegionPage: ResolverTypeWrapper<Omit<RegionPage, 'items'> & { items: Array<ResolversTypes['Region']> }>;
  ReportFilter: ReportFilter;
  ResyncSignal: ResolverTypeWrapper<ResyncSignal>;
  Role: ResolverTypeWrapper<RestRole>;
  SavedView: ResolverTypeWrapper<RestSavedView>;
  SendMessageInput: SendMessageInput;
  Session: ResolverTypeWrapper<RestLoginResult>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StringFilter: StringFilter;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Thumbnail: ResolverTypeWrapper<Thumbnail>;
  ThumbnailInput: ThumbnailInput;
  Ticket: ResolverTypeWrapper<RestTicket>;
  TicketAction: TicketAction;
  TicketBulkAction: TicketBulkAction;
  TicketCounts: ResolverTypeWrapper<TicketCounts>;
  TicketEditInput: TicketEditInput;
  TicketEditLock: ResolverTypeWrapper<TicketEditLock>;
  TicketEditPreview: ResolverTypeWrapper<TicketEditPreview>;
  TicketEditPreviewItem: ResolverTypeWrapper<TicketEditPreviewItem>;
  TicketItem: ResolverTypeWrapper<RestTicketItem>;
  TicketItemInput: TicketItemInput;
  TicketLineScoreSource: TicketLineScoreSource;
  TicketLockResult: ResolverTypeWrapper<TicketLockResult>;
  TicketMeasures: ResolverTypeWrapper<TicketMeasures>;
  TicketOrder: TicketOrder;
  TicketOrderField: TicketOrderField;
  TicketPage: ResolverTypeWrapper<Omit<TicketPage, 'items'> & { items: Array<ResolversTypes['Ticket']> }>;
  TicketPresence: ResolverTypeWrapper<TicketPresence>;
  TicketStats: ResolverTypeWrapper<RestTicketStats>;
  TicketStatsGroup: ResolverTypeWrapper<RestTicketStatsGroup>;
  TicketStatsGroupKey: ResolverTypeWrapper<Omit<TicketStatsGroupKey, 'campaign' | 'city' | 'period' | 'place' | 'product' | 'region' | 'user'> & { campaign?: Maybe<ResolversTypes['Campaign']>, city?: Maybe<ResolversTypes['City']>, period?: Maybe<ResolversTypes['Period']>, place?: Maybe<ResolversTypes['Place']>, product?: Maybe<ResolversTypes['Product']>, region?: Maybe<ResolversTypes['Region']>, user?: Maybe<ResolversTypes['User']> }>;
  TicketStatsKey: TicketStatsKey;
  TicketStatus: TicketStatus;
  TicketStatusCount: ResolverTypeWrapper<TicketStatusCount>;
  TicketStatusFilter: TicketStatusFilter;
  TicketUserDetails: ResolverTypeWrapper<RestTicketUserDetails>;
  TicketWhere: TicketWhere;
  TitledInput: TitledInput;
  TitledOrder: TitledOrder;
  TitledOrderField: TitledOrderField;
  TitledWhere: TitledWhere;
  Transaction: ResolverTypeWrapper<RestTransaction>;
  UndoableAction: UndoableAction;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UpstreamCapabilities: ResolverTypeWrapper<UpstreamCapabilities>;
  UpstreamCapability: ResolverTypeWrapper<UpstreamCapability>;
  UpstreamCapabilityName: UpstreamCapabilityName;
  UpstreamCapabilityState: UpstreamCapabilityState;
  UpstreamProductCategory: UpstreamProductCategory;
  UpstreamRelation: ResolverTypeWrapper<UpstreamRelation>;
  UpstreamShapeSource: UpstreamShapeSource;
  UpstreamShapes: ResolverTypeWrapper<UpstreamShapes>;
  UpstreamSocketProtocol: UpstreamSocketProtocol;
  UpstreamTicketLines: UpstreamTicketLines;
  User: ResolverTypeWrapper<RestUser>;
  UserCan: ResolverTypeWrapper<UserCan>;
  UserOrder: UserOrder;
  UserOrderField: UserOrderField;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  UserPatch: UserPatch;
  UserRights: ResolverTypeWrapper<UserRights>;
  UserStatus: UserStatus;
  UserWhere: UserWhere;
  VendorInviteInput: VendorInviteInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivityRow: RestActivity;
  AdmEntity: RestAdmEntity;
  AdmEntityPage: Omit<AdmEntityPage, 'items'> & { items: Array<ResolversParentTypes['AdmEntity']> };
  ApiToken: ApiToken;
  AuditLogEntry: RestAuditLog;
  AuditLogOrder: AuditLogOrder;
  AuditLogPage: Omit<AuditLogPage, 'items'> & { items: Array<ResolversParentTypes['AuditLogEntry']> };
  AuditLogWhere: AuditLogWhere;
  AuditReference: AuditReference;
  AutoProcessor: RestProcessorState;
  AutoProcessorHourRecord: RestProcessorHistoryRecord;
  Boolean: Scalars['Boolean']['output'];
  BooleanFilter: BooleanFilter;
  BulkResult: RestBulkResult;
  BulkRowResult: RestBulkRow;
  Campaign: RestCampaign;
  CampaignInput: CampaignInput;
  CampaignPage: Omit<CampaignPage, 'items'> & { items: Array<ResolversParentTypes['Campaign']> };
  CampaignPatch: CampaignPatch;
  CampaignProduct: RestCampaignProduct;
  CampaignProductInput: CampaignProductInput;
  CampaignProductPage: Omit<CampaignProductPage, 'items'> & { items: Array<ResolversParentTypes['CampaignProduct']> };
  CampaignProductPatch: CampaignProductPatch;
  CampaignWhere: CampaignWhere;
  City: RestCity;
  CityInput: CityInput;
  CityPage: Omit<CityPage, 'items'> & { items: Array<ResolversParentTypes['City']> };
  CityPatch: CityPatch;
  CityWhere: CityWhere;
  Conversation: RestConversation;
  ConversationPage: Omit<ConversationPage, 'items'> & { items: Array<ResolversParentTypes['Conversation']> };
  ConversationRead: ConversationRead;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateSavedViewInput: CreateSavedViewInput;
  CreatedApiToken: CreatedApiToken;
  DateTime: Scalars['DateTime']['output'];
  DateTimeFilter: DateTimeFilter;
  DeviceScope: DeviceScope;
  File: RestFile;
  FileInput: FileInput;
  Float: Scalars['Float']['output'];
  GeoPoint: GeoPoint;
  GeoPointInput: GeoPointInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IntFilter: IntFilter;
  InviteInput: InviteInput;
  InviteResult: RestInviteResult;
  JSON: Scalars['JSON']['output'];
  LiveRecord: ResolversUnionTypes<ResolversParentTypes>['LiveRecord'];
  LiveStatus: LiveStatus;
  Message: RestMessage;
  MessagePage: Omit<MessagePage, 'items'> & { items: Array<ResolversParentTypes['Message']> };
  MessageSlice: Omit<MessageSlice, 'items'> & { items: Array<ResolversParentTypes['Message']> };
  Mutation: Record<PropertyKey, never>;
  Period: RestPeriod;
  PeriodInput: PeriodInput;
  PeriodOrder: PeriodOrder;
  PeriodPage: Omit<PeriodPage, 'items'> & { items: Array<ResolversParentTypes['Period']> };
  PeriodPatch: PeriodPatch;
  PeriodProduct: RestPeriodProduct;
  PeriodProductInput: PeriodProductInput;
  PeriodProductPatch: PeriodProductPatch;
  PeriodWhere: PeriodWhere;
  Place: RestPlace;
  PlaceAssignment: Omit<PlaceAssignment, 'city'> & { city?: Maybe<ResolversParentTypes['City']> };
  PlaceCan: PlaceCan;
  PlaceInput: PlaceInput;
  PlaceOrder: PlaceOrder;
  PlacePage: Omit<PlacePage, 'items'> & { items: Array<ResolversParentTypes['Place']> };
  PlacePatch: PlacePatch;
  PlaceType: RestPlaceType;
  PlaceTypePage: Omit<PlaceTypePage, 'items'> & { items: Array<ResolversParentTypes['PlaceType']> };
  PlaceWhere: PlaceWhere;
  Plan: RestPlan;
  PlanFact: RestPlanFact;
  PlanFactPage: Omit<PlanFactPage, 'items'> & { items: Array<ResolversParentTypes['PlanFact']> };
  PlanInput: PlanInput;
  PlanPage: Omit<PlanPage, 'items'> & { items: Array<ResolversParentTypes['Plan']> };
  PlanPatch: PlanPatch;
  PlanWhere: PlanWhere;
  PresenceUser: PresenceUser;
  Product: RestProduct;
  ProductCategory: RestProductCategory;
  ProductCategoryInput: ProductCategoryInput;
  ProductCategoryPage: Omit<ProductCategoryPage, 'items'> & { items: Array<ResolversParentTypes['ProductCategory']> };
  ProductCategoryPatch: ProductCategoryPatch;
  ProductInput: ProductInput;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductPatch: ProductPatch;
  ProductWhere: ProductWhere;
  Query: Record<PropertyKey, never>;
  RecordChange: RecordChangeParent;
  Region: RestRegion;
  RegionPage: Omit<RegionPage, 'items'> & { items: Array<ResolversParentTypes['Region']> };
  ReportFilter: ReportFilter;
  ResyncSignal: ResyncSignal;
  Role: RestRole;
  SavedView: RestSavedView;
  SendMessageInput: SendMessageInput;
  Session: RestLoginResult;
  String: Scalars['String']['output'];
  StringFilter: StringFilter;
  Subscription: Record<PropertyKey, never>;
  Thumbnail: Thumbnail;
  ThumbnailInput: ThumbnailInput;
  Ticket: RestTicket;
  TicketCounts: TicketCounts;
  TicketEditInput: TicketEditInput;
  TicketEditLock: TicketEditLock;
  TicketEditPreview: TicketEditPreview;
  TicketEditPreviewItem: TicketEditPreviewItem;
  TicketItem: RestTicketItem;
  TicketItemInput: TicketItemInput;
  TicketLockResult: TicketLockResult;
  TicketMeasures: TicketMeasures;
  TicketOrder: TicketOrder;
  TicketPage: Omit<TicketPage, 'items'> & { items: Array<ResolversParentTypes['Ticket']> };
  TicketPresence: TicketPresence;
  TicketStats: RestTicketStats;
  TicketStatsGroup: RestTicketStatsGroup;
  TicketStatsGroupKey: Omit<TicketStatsGroupKey, 'campaign' | 'city' | 'period' | 'place' | 'product' | 'region' | 'user'> & { campaign?: Maybe<ResolversParentTypes['Campaign']>, city?: Maybe<ResolversParentTypes['City']>, period?: Maybe<ResolversParentTypes['Period']>, place?: Maybe<ResolversParentTypes['Place']>, product?: Maybe<ResolversParentTypes['Product']>, region?: Maybe<ResolversParentTypes['Region']>, user?: Maybe<ResolversParentTypes['User']> };
  TicketStatusCount: TicketStatusCount;
  TicketStatusFilter: TicketStatusFilter;
  TicketUserDetails: RestTicketUserDetails;
  TicketWhere: TicketWhere;
  TitledInput: TitledInput;
  TitledOrder: TitledOrder;
  TitledWhere: TitledWhere;
  Transaction: RestTransaction;
  Upload: Scalars['Upload']['output'];
  UpstreamCapabilities: UpstreamCapabilities;
  UpstreamCapability: UpstreamCapability;
  UpstreamRelation: UpstreamRelation;
  UpstreamShapes: UpstreamShapes;
  User: RestUser;
  UserCan: UserCan;
  UserOrder: UserOrder;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  UserPatch: UserPatch;
  UserRights: UserRights;
  UserWhere: UserWhere;
  VendorInviteInput: VendorInviteInput;
};

export type ActivityRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityRow'] = ResolversParentTypes['ActivityRow']> = {
  activePlaces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastUpload?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  places?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdmEntityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdmEntity'] = ResolversParentTypes['AdmEntity']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdmEntityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdmEntityPage'] = ResolversParentTypes['AdmEntityPage']> = {
  items?: Resolver<Array<ResolversTypes['AdmEntity']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AuditLogEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  entityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  references?: Resolver<Array<ResolversTypes['AuditReference']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userRole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditLogPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditLogEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditReferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditReference'] = ResolversParentTypes['AuditReference']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AutoProcessorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoProcessor'] = ResolversParentTypes['AutoProcessor']> = {
  counters?: Resolver<Array<ResolversTypes['TicketStatusCount']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AutoProcessorHourRecord']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AutoProcessorStatus'], ParentType, ContextType>;
};

export type AutoProcessorHourRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoProcessorHourRecord'] = ResolversParentTypes['AutoProcessorHourRecord']> = {
  delayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hour?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  manual?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkResult'] = ResolversParentTypes['BulkResult']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType>;
  succeeded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkRowResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkRowResult'] = ResolversParentTypes['BulkRowResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CampaignResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exclusions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  guideLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<CampaignHistoryArgs, 'page' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  miniature?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['Period']>, ParentType, ContextType>;
  placeScoreLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['CampaignProduct']>, ParentType, ContextType>;
  rulesLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taskNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketLifetime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ticketSalesLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userScoreLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CampaignPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CampaignPage'] = ResolversParentTypes['CampaignPage']> = {
  items?: Resolver<Array<ResolversTypes['Campaign']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CampaignProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CampaignProduct'] = ResolversParentTypes['CampaignProduct']> = {
  bonusScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodProducts?: Resolver<Array<ResolversTypes['PeriodProduct']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CampaignProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CampaignProductPage'] = ResolversParentTypes['CampaignProductPage']> = {
  items?: Resolver<Array<ResolversTypes['CampaignProduct']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  admEntity?: Resolver<Maybe<ResolversTypes['AdmEntity']>, ParentType, ContextType>;
  admEntityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
  regionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  regionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CityPage'] = ResolversParentTypes['CityPage']> = {
  items?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConversationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = {
  hasNewMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  roomName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ConversationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationPage'] = ResolversParentTypes['ConversationPage']> = {
  items?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConversationReadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationRead'] = ResolversParentTypes['ConversationRead']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roomName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CreatedApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedApiToken'] = ResolversParentTypes['CreatedApiToken']> = {
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = {
  container?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  server?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumb?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<FileThumbArgs, 'width'>>;
  thumbs?: Resolver<Array<ResolversTypes['Thumbnail']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GeoPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InviteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InviteResult'] = ResolversParentTypes['InviteResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LiveRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveRecord'] = ResolversParentTypes['LiveRecord']> = {
  __resolveType: TypeResolveFn<'Campaign' | 'Period' | 'Place' | 'Ticket' | 'User', ParentType, ContextType>;
};

export type LiveStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveStatus'] = ResolversParentTypes['LiveStatus']> = {
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  upstreamConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upstreamProtocol?: Resolver<Maybe<ResolversTypes['UpstreamSocketProtocol']>, ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  recipientId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saw?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  senderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['Ticket']>, ParentType, ContextType>;
  ticketId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  items?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageSliceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageSlice'] = ResolversParentTypes['MessageSlice']> = {
  items?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  rest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addUserPlace?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAddUserPlaceArgs, 'placeId' | 'userId'>>;
  assignToPlace?: Resolver<ResolversTypes['Place'], ParentType, ContextType, RequireFields<MutationAssignToPlaceArgs, 'placeId' | 'role' | 'userId'>>;
  bulkPeople?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkPeopleArgs, 'action' | 'ids'>>;
  bulkTickets?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkTicketsArgs, 'action'>>;
  createAdmEntity?: Resolver<ResolversTypes['AdmEntity'], ParentType, ContextType, RequireFields<MutationCreateAdmEntityArgs, 'input'>>;
  createApiToken?: Resolver<ResolversTypes['CreatedApiToken'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationCreateCampaignArgs, 'input'>>;
  createCampaignProduct?: Resolver<ResolversTypes['CampaignProduct'], ParentType, ContextType, RequireFields<MutationCreateCampaignProductArgs, 'input'>>;
  createCity?: Resolver<ResolversTypes['City'], ParentType, ContextType, RequireFields<MutationCreateCityArgs, 'input'>>;
  createPeriod?: Resolver<ResolversTypes['Period'], ParentType, ContextType, RequireFields<MutationCreatePeriodArgs, 'input'>>;
  createPeriodProduct?: Resolver<ResolversTypes['PeriodProduct'], ParentType, ContextType, RequireFields<MutationCreatePeriodProductArgs, 'input'>>;
  createPlace?: Resolver<ResolversTypes['Place'], ParentType, ContextType, RequireFields<MutationCreatePlaceArgs, 'input'>>;
  createPlaceType?: Resolver<ResolversTypes['PlaceType'], ParentType, ContextType, RequireFields<MutationCreatePlaceTypeArgs, 'input'>>;
  createPlan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType, RequireFields<MutationCreatePlanArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createProductCategory?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<MutationCreateProductCategoryArgs, 'input'>>;
  createRegion?: Resolver<ResolversTypes['Region'], ParentType, ContextType, RequireFields<MutationCreateRegionArgs, 'input'>>;
  createSavedView?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType, RequireFields<MutationCreateSavedViewArgs, 'input'>>;
  deleteAdmEntity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAdmEntityArgs, 'id'>>;
  deleteCampaign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCampaignArgs, 'id'>>;
  deleteCampaignProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCampaignProductArgs, 'id'>>;
  deleteCity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCityArgs, 'id'>>;
  deletePeriod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePeriodArgs, 'id'>>;
  deletePeriodProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePeriodProductArgs, 'id'>>;
  deletePlace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePlaceArgs, 'id'>>;
  deletePlaceType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePlaceTypeArgs, 'id'>>;
  deletePlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePlanArgs, 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteProductCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProductCategoryArgs, 'id'>>;
  deleteRegion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteRegionArgs, 'id'>>;
  deleteSavedView?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType, RequireFields<MutationDeleteSavedViewArgs, 'id'>>;
  editTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationEditTicketArgs, 'id' | 'input'>>;
  inviteRegionalManager?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationInviteRegionalManagerArgs, 'input'>>;
  inviteSalesMan?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationInviteSalesManArgs, 'input'>>;
  inviteToPlace?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationInviteToPlaceArgs, 'phone' | 'placeId' | 'roleName'>>;
  inviteVendor?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationInviteVendorArgs, 'input'>>;
  lockTicket?: Resolver<ResolversTypes['TicketLockResult'], ParentType, ContextType, RequireFields<MutationLockTicketArgs, 'clientId' | 'id' | 'takeOver'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'phone'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markConversationRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkConversationReadArgs, 'room'>>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationProcessTicketArgs, 'id'>>;
  rejectTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationRejectTicketArgs, 'id'>>;
  removeUserPlace?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRemoveUserPlaceArgs, 'placeId' | 'userId'>>;
  renameSavedView?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType, RequireFields<MutationRenameSavedViewArgs, 'id' | 'name'>>;
  renewPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationRenewPasswordArgs, 'phone'>>;
  resetUserPlace?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationResetUserPlaceArgs, 'userId'>>;
  revokeApiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  scoreTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationScoreTicketArgs, 'id' | 'score'>>;
  sendDeviceCommand?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSendDeviceCommandArgs, 'event'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'input'>>;
  sendRoomMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendRoomMessageArgs, 'room'>>;
  setCampaignMiniature?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationSetCampaignMiniatureArgs, 'id'>>;
  setProductImage?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationSetProductImageArgs, 'id'>>;
  setUserPlace?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserPlaceArgs, 'placeId' | 'userId'>>;
  startAutoProcessing?: Resolver<ResolversTypes['AutoProcessorStatus'], ParentType, ContextType>;
  stopAutoProcessing?: Resolver<ResolversTypes['AutoProcessorStatus'], ParentType, ContextType>;
  unassignFromPlace?: Resolver<ResolversTypes['Place'], ParentType, ContextType, RequireFields<MutationUnassignFromPlaceArgs, 'placeId' | 'role' | 'userId'>>;
  undo?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationUndoArgs, 'action' | 'ids'>>;
  unlockTicket?: Resolver<ResolversTypes['TicketPresence'], ParentType, ContextType, RequireFields<MutationUnlockTicketArgs, 'clientId' | 'id'>>;
  updateAdmEntity?: Resolver<ResolversTypes['AdmEntity'], ParentType, ContextType, RequireFields<MutationUpdateAdmEntityArgs, 'id' | 'input'>>;
  updateCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationUpdateCampaignArgs, 'id' | 'input'>>;
  updateCampaignProduct?: Resolver<ResolversTypes['CampaignProduct'], ParentType, ContextType, RequireFields<MutationUpdateCampaignProductArgs, 'id' | 'input'>>;
  updateCity?: Resolver<ResolversTypes['City'], ParentType, ContextType, RequireFields<MutationUpdateCityArgs, 'id' | 'input'>>;
  updatePeriod?: Resolver<ResolversTypes['Period'], ParentType, ContextType, RequireFields<MutationUpdatePeriodArgs, 'id' | 'input'>>;
  updatePeriodProduct?: Resolver<ResolversTypes['PeriodProduct'], ParentType, ContextType, RequireFields<MutationUpdatePeriodProductArgs, 'id' | 'input'>>;
  updatePlace?: Resolver<ResolversTypes['Place'], ParentType, ContextType, RequireFields<MutationUpdatePlaceArgs, 'id' | 'input'>>;
  updatePlaceType?: Resolver<ResolversTypes['PlaceType'], ParentType, ContextType, RequireFields<MutationUpdatePlaceTypeArgs, 'id' | 'input'>>;
  updatePlan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType, RequireFields<MutationUpdatePlanArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProductCategory?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<MutationUpdateProductCategoryArgs, 'id' | 'input'>>;
  updateRegion?: Resolver<ResolversTypes['Region'], ParentType, ContextType, RequireFields<MutationUpdateRegionArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  uploadFile?: Resolver<ResolversTypes['File'], ParentType, ContextType, RequireFields<MutationUploadFileArgs, 'file'>>;
};

export type PeriodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Period'] = ResolversParentTypes['Period']> = {
  campaign?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<PeriodHistoryArgs, 'page' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placeScoreLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  requiresRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ticketSalesLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userScoreLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PeriodPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PeriodPage'] = ResolversParentTypes['PeriodPage']> = {
  items?: Resolver<Array<ResolversTypes['Period']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PeriodProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PeriodProduct'] = ResolversParentTypes['PeriodProduct']> = {
  bonusScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  campaignProductId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  campaign?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType>;
  campaignId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  can?: Resolver<ResolversTypes['PlaceCan'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  cityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distributingFacilityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<PlaceHistoryArgs, 'page' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  inn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  placeType?: Resolver<Maybe<ResolversTypes['PlaceType']>, ParentType, ContextType>;
  placeTypeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType, RequireFields<PlacePlanArgs, 'periodId'>>;
  regionalManagers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, Partial<PlaceUsersArgs>>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlaceAssignmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceAssignment'] = ResolversParentTypes['PlaceAssignment']> = {
  assigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  places?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['PlaceAssignmentRule'], ParentType, ContextType>;
};

export type PlaceCanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceCan'] = ResolversParentTypes['PlaceCan']> = {
  assign?: Resolver<Array<ResolversTypes['PlaceRole']>, ParentType, ContextType>;
  invite?: Resolver<Array<ResolversTypes['PlaceRole']>, ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PlacePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacePage'] = ResolversParentTypes['PlacePage']> = {
  items?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaceTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceType'] = ResolversParentTypes['PlaceType']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaceTypePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceTypePage'] = ResolversParentTypes['PlaceTypePage']> = {
  items?: Resolver<Array<ResolversTypes['PlaceType']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  campaignId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fact?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['Period']>, ParentType, ContextType>;
  periodId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanFactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanFact'] = ResolversParentTypes['PlanFact']> = {
  campaignId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fact?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['Period']>, ParentType, ContextType>;
  periodId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanFactPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanFactPage'] = ResolversParentTypes['PlanFactPage']> = {
  items?: Resolver<Array<ResolversTypes['PlanFact']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanPage'] = ResolversParentTypes['PlanPage']> = {
  items?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PresenceUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PresenceUser'] = ResolversParentTypes['PresenceUser']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  category?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  exclusions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  matches?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recommendedPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shortTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recommendedPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductCategoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCategoryPage'] = ResolversParentTypes['ProductCategoryPage']> = {
  items?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activity?: Resolver<Array<ResolversTypes['ActivityRow']>, ParentType, ContextType, RequireFields<QueryActivityArgs, 'by' | 'limit'>>;
  admEntities?: Resolver<ResolversTypes['AdmEntityPage'], ParentType, ContextType, RequireFields<QueryAdmEntitiesArgs, 'page' | 'pageSize'>>;
  admEntity?: Resolver<ResolversTypes['AdmEntity'], ParentType, ContextType, RequireFields<QueryAdmEntityArgs, 'id'>>;
  apiTokens?: Resolver<Maybe<Array<ResolversTypes['ApiToken']>>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'page' | 'pageSize'>>;
  autoProcessor?: Resolver<Maybe<ResolversTypes['AutoProcessor']>, ParentType, ContextType>;
  campaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<QueryCampaignArgs, 'id'>>;
  campaignProducts?: Resolver<ResolversTypes['CampaignProductPage'], ParentType, ContextType, RequireFields<QueryCampaignProductsArgs, 'campaignId' | 'page' | 'pageSize'>>;
  campaigns?: Resolver<ResolversTypes['CampaignPage'], ParentType, ContextType, RequireFields<QueryCampaignsArgs, 'page' | 'pageSize'>>;
  cities?: Resolver<ResolversTypes['CityPage'], ParentType, ContextType, RequireFields<QueryCitiesArgs, 'page' | 'pageSize'>>;
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType, RequireFields<QueryCityArgs, 'id'>>;
  conversations?: Resolver<ResolversTypes['ConversationPage'], ParentType, ContextType, RequireFields<QueryConversationsArgs, 'order' | 'page' | 'pageSize'>>;
  deviceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryDeviceCountArgs>>;
  liveStatus?: Resolver<ResolversTypes['LiveStatus'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['Period'], ParentType, ContextType, RequireFields<QueryPeriodArgs, 'id'>>;
  periods?: Resolver<ResolversTypes['PeriodPage'], ParentType, ContextType, RequireFields<QueryPeriodsArgs, 'page' | 'pageSize'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['Place'], ParentType, ContextType, RequireFields<QueryPlaceArgs, 'id'>>;
  placeAssignment?: Resolver<ResolversTypes['PlaceAssignment'], ParentType, ContextType, RequireFields<QueryPlaceAssignmentArgs, 'placeId' | 'userId'>>;
  placeType?: Resolver<ResolversTypes['PlaceType'], ParentType, ContextType, RequireFields<QueryPlaceTypeArgs, 'id'>>;
  placeTypes?: Resolver<ResolversTypes['PlaceTypePage'], ParentType, ContextType, RequireFields<QueryPlaceTypesArgs, 'page' | 'pageSize'>>;
  places?: Resolver<ResolversTypes['PlacePage'], ParentType, ContextType, RequireFields<QueryPlacesArgs, 'page' | 'pageSize'>>;
  placesOfUser?: Resolver<ResolversTypes['PlacePage'], ParentType, ContextType, RequireFields<QueryPlacesOfUserArgs, 'assigned' | 'page' | 'pageSize' | 'userId'>>;
  planFact?: Resolver<Array<ResolversTypes['PlanFact']>, ParentType, ContextType, Partial<QueryPlanFactArgs>>;
  planFactPage?: Resolver<ResolversTypes['PlanFactPage'], ParentType, ContextType, RequireFields<QueryPlanFactPageArgs, 'page' | 'pageSize'>>;
  plans?: Resolver<ResolversTypes['PlanPage'], ParentType, ContextType, RequireFields<QueryPlansArgs, 'page' | 'pageSize'>>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productCategories?: Resolver<ResolversTypes['ProductCategoryPage'], ParentType, ContextType, RequireFields<QueryProductCategoriesArgs, 'page' | 'pageSize'>>;
  productCategory?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<QueryProductCategoryArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'pageSize'>>;
  productsOfCampaign?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsOfCampaignArgs, 'campaignId' | 'inCampaign' | 'page' | 'pageSize'>>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType, RequireFields<QueryRegionArgs, 'id'>>;
  regionalManagers?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryRegionalManagersArgs, 'page' | 'pageSize'>>;
  regions?: Resolver<ResolversTypes['RegionPage'], ParentType, ContextType, RequireFields<QueryRegionsArgs, 'page' | 'pageSize'>>;
  roomMessages?: Resolver<ResolversTypes['MessageSlice'], ParentType, ContextType, RequireFields<QueryRoomMessagesArgs, 'limit' | 'room'>>;
  salesMen?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QuerySalesMenArgs, 'page' | 'pageSize'>>;
  savedViews?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType, Partial<QuerySavedViewsArgs>>;
  ticket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<QueryTicketArgs, 'id'>>;
  ticketCounts?: Resolver<Maybe<ResolversTypes['TicketCounts']>, ParentType, ContextType, Partial<QueryTicketCountsArgs>>;
  ticketEditPreview?: Resolver<ResolversTypes['TicketEditPreview'], ParentType, ContextType, RequireFields<QueryTicketEditPreviewArgs, 'id' | 'input'>>;
  ticketStats?: Resolver<ResolversTypes['TicketStats'], ParentType, ContextType, RequireFields<QueryTicketStatsArgs, 'groupBy' | 'limit'>>;
  ticketUserDetails?: Resolver<ResolversTypes['TicketUserDetails'], ParentType, ContextType, RequireFields<QueryTicketUserDetailsArgs, 'userId'>>;
  tickets?: Resolver<ResolversTypes['TicketPage'], ParentType, ContextType, RequireFields<QueryTicketsArgs, 'page' | 'pageSize'>>;
  upstreamCapabilities?: Resolver<ResolversTypes['UpstreamCapabilities'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userMessages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, RequireFields<QueryUserMessagesArgs, 'page' | 'pageSize' | 'userId'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'page' | 'pageSize'>>;
  vendors?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryVendorsArgs, 'page' | 'pageSize' | 'withOnline'>>;
};

export type RecordChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordChange'] = ResolversParentTypes['RecordChange']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['LiveRecordModel'], ParentType, ContextType>;
  record?: Resolver<Maybe<ResolversTypes['LiveRecord']>, ParentType, ContextType>;
};

export type RegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegionPage'] = ResolversParentTypes['RegionPage']> = {
  items?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResyncSignalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResyncSignal'] = ResolversParentTypes['ResyncSignal']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SavedViewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedView'] = ResolversParentTypes['SavedView']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  search?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ttl?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  autoProcessorHistory?: SubscriptionResolver<Array<ResolversTypes['AutoProcessorHourRecord']>, "autoProcessorHistory", ParentType, ContextType>;
  autoProcessorHistoryRecord?: SubscriptionResolver<ResolversTypes['AutoProcessorHourRecord'], "autoProcessorHistoryRecord", ParentType, ContextType>;
  autoProcessorStatus?: SubscriptionResolver<ResolversTypes['AutoProcessorStatus'], "autoProcessorStatus", ParentType, ContextType>;
  conversationRead?: SubscriptionResolver<ResolversTypes['ConversationRead'], "conversationRead", ParentType, ContextType, RequireFields<SubscriptionConversationReadArgs, 'room'>>;
  conversationUpdated?: SubscriptionResolver<ResolversTypes['Conversation'], "conversationUpdated", ParentType, ContextType>;
  liveStatusChanged?: SubscriptionResolver<ResolversTypes['LiveStatus'], "liveStatusChanged", ParentType, ContextType>;
  messageAdded?: SubscriptionResolver<ResolversTypes['Message'], "messageAdded", ParentType, ContextType, RequireFields<SubscriptionMessageAddedArgs, 'room'>>;
  recordChanged?: SubscriptionResolver<ResolversTypes['RecordChange'], "recordChanged", ParentType, ContextType, RequireFields<SubscriptionRecordChangedArgs, 'id' | 'model'>>;
  resync?: SubscriptionResolver<ResolversTypes['ResyncSignal'], "resync", ParentType, ContextType>;
  ticketCounters?: SubscriptionResolver<Array<ResolversTypes['TicketStatusCount']>, "ticketCounters", ParentType, ContextType>;
  ticketMessageAdded?: SubscriptionResolver<ResolversTypes['Message'], "ticketMessageAdded", ParentType, ContextType, RequireFields<SubscriptionTicketMessageAddedArgs, 'ticketId'>>;
  ticketPresence?: SubscriptionResolver<ResolversTypes['TicketPresence'], "ticketPresence", ParentType, ContextType, RequireFields<SubscriptionTicketPresenceArgs, 'clientId' | 'id'>>;
};

export type ThumbnailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Thumbnail'] = ResolversParentTypes['Thumbnail']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket']> = {
  actions?: Resolver<Array<ResolversTypes['TicketAction']>, ParentType, ContextType>;
  appVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authorityUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bonusSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  campaign?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType>;
  campaignId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cashTotalSum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dateTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fiscalDocumentNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fiscalDriveNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fiscalSign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<TicketHistoryArgs, 'page' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  internetSign?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['TicketItem']>, ParentType, ContextType>;
  kktRegId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  machineNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messages?: Resolver<Maybe<ResolversTypes['MessagePage']>, ParentType, ContextType, RequireFields<TicketMessagesArgs, 'page' | 'pageSize'>>;
  nds10?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nds18?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ndsCalculated18?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ofd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operationType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  operator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['Period']>, ParentType, ContextType>;
  periodId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['File']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  placeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  planId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  planSales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiptCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requestNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scoredItems?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shiftNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxationType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalSales?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalSum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transactions?: Resolver<Maybe<Array<ResolversTypes['Transaction']>>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userInn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TicketCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketCounts'] = ResolversParentTypes['TicketCounts']> = {
  statuses?: Resolver<Array<ResolversTypes['TicketStatusCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketEditLockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketEditLock'] = ResolversParentTypes['TicketEditLock']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['PresenceUser'], ParentType, ContextType>;
};

export type TicketEditPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketEditPreview'] = ResolversParentTypes['TicketEditPreview']> = {
  items?: Resolver<Array<ResolversTypes['TicketEditPreviewItem']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TicketEditPreviewItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketEditPreviewItem'] = ResolversParentTypes['TicketEditPreviewItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outsideCampaign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scoreCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scoreSource?: Resolver<Maybe<ResolversTypes['TicketLineScoreSource']>, ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketItem'] = ResolversParentTypes['TicketItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketLockResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketLockResult'] = ResolversParentTypes['TicketLockResult']> = {
  acquired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  presence?: Resolver<ResolversTypes['TicketPresence'], ParentType, ContextType>;
};

export type TicketMeasuresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketMeasures'] = ResolversParentTypes['TicketMeasures']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalSum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TicketPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketPage'] = ResolversParentTypes['TicketPage']> = {
  items?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketPresenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketPresence'] = ResolversParentTypes['TicketPresence']> = {
  editor?: Resolver<Maybe<ResolversTypes['TicketEditLock']>, ParentType, ContextType>;
  takenOverBy?: Resolver<Maybe<ResolversTypes['PresenceUser']>, ParentType, ContextType>;
  ticketId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewers?: Resolver<Array<ResolversTypes['PresenceUser']>, ParentType, ContextType>;
};

export type TicketStatsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketStats'] = ResolversParentTypes['TicketStats']> = {
  groupBy?: Resolver<Array<ResolversTypes['TicketStatsKey']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['TicketStatsGroup']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['TicketMeasures'], ParentType, ContextType>;
};

export type TicketStatsGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketStatsGroup'] = ResolversParentTypes['TicketStatsGroup']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['TicketStatsGroupKey'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalSum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TicketStatsGroupKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketStatsGroupKey'] = ResolversParentTypes['TicketStatsGroupKey']> = {
  campaign?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType>;
  campaignId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  cityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['Period']>, ParentType, ContextType>;
  periodId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  placeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
  regionId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['TicketStatus']>, ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TicketStatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketStatusCount'] = ResolversParentTypes['TicketStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TicketUserDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketUserDetails'] = ResolversParentTypes['TicketUserDetails']> = {
  fiscalDriveNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kktRegId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ofd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userInn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UpstreamCapabilitiesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpstreamCapabilities'] = ResolversParentTypes['UpstreamCapabilities']> = {
  routes?: Resolver<Array<ResolversTypes['UpstreamCapability']>, ParentType, ContextType>;
  shapes?: Resolver<ResolversTypes['UpstreamShapes'], ParentType, ContextType>;
  socketProtocol?: Resolver<Maybe<ResolversTypes['UpstreamSocketProtocol']>, ParentType, ContextType>;
};

export type UpstreamCapabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpstreamCapability'] = ResolversParentTypes['UpstreamCapability']> = {
  checkedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['UpstreamCapabilityName'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UpstreamCapabilityState'], ParentType, ContextType>;
};

export type UpstreamRelationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpstreamRelation'] = ResolversParentTypes['UpstreamRelation']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['UpstreamShapeSource'], ParentType, ContextType>;
};

export type UpstreamShapesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpstreamShapes'] = ResolversParentTypes['UpstreamShapes']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  labelsByHook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linesForeignKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linesRoute?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productCategory?: Resolver<ResolversTypes['UpstreamProductCategory'], ParentType, ContextType>;
  productCategorySource?: Resolver<ResolversTypes['UpstreamShapeSource'], ParentType, ContextType>;
  relations?: Resolver<Array<ResolversTypes['UpstreamRelation']>, ParentType, ContextType>;
  ticketLines?: Resolver<ResolversTypes['UpstreamTicketLines'], ParentType, ContextType>;
  ticketLinesSource?: Resolver<ResolversTypes['UpstreamShapeSource'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatar?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  can?: Resolver<ResolversTypes['UserCan'], ParentType, ContextType>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  cityId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cityIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<UserHistoryArgs, 'page' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inviter?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  inviterId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  online?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  pendingScore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  placeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  placeIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  places?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registrationConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationConfirmedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rights?: Resolver<Maybe<ResolversTypes['UserRights']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  roleId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  roleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UserStatus'], ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserCanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserCan'] = ResolversParentTypes['UserCan']> = {
  assignPlaces?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  block?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  update?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserRightsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserRights'] = ResolversParentTypes['UserRights']> = {
  bulkPeople?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commandDevices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  controlProcessor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editCatalogue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editPlaces?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invite?: Resolver<Array<ResolversTypes['PlaceRole']>, ParentType, ContextType>;
  processTickets?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviewTickets?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  useExplorer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  ActivityRow?: ActivityRowResolvers<ContextType>;
  AdmEntity?: AdmEntityResolvers<ContextType>;
  AdmEntityPage?: AdmEntityPageResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  AuditReference?: AuditReferenceResolvers<ContextType>;
  AutoProcessor?: AutoProcessorResolvers<ContextType>;
  AutoProcessorHourRecord?: AutoProcessorHourRecordResolvers<ContextType>;
  BulkResult?: BulkResultResolvers<ContextType>;
  BulkRowResult?: BulkRowResultResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  CampaignPage?: CampaignPageResolvers<ContextType>;
  CampaignProduct?: CampaignProductResolvers<ContextType>;
  CampaignProductPage?: CampaignProductPageResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  CityPage?: CityPageResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  ConversationPage?: ConversationPageResolvers<ContextType>;
  ConversationRead?: ConversationReadResolvers<ContextType>;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  File?: FileResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  InviteResult?: InviteResultResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LiveRecord?: LiveRecordResolvers<ContextType>;
  LiveStatus?: LiveStatusResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  MessageSlice?: MessageSliceResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Period?: PeriodResolvers<ContextType>;
  PeriodPage?: PeriodPageResolvers<ContextType>;
  PeriodProduct?: PeriodProductResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PlaceAssignment?: PlaceAssignmentResolvers<ContextType>;
  PlaceCan?: PlaceCanResolvers<ContextType>;
  PlacePage?: PlacePageResolvers<ContextType>;
  PlaceType?: PlaceTypeResolvers<ContextType>;
  PlaceTypePage?: PlaceTypePageResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanFact?: PlanFactResolvers<ContextType>;
  PlanFactPage?: PlanFactPageResolvers<ContextType>;
  PlanPage?: PlanPageResolvers<ContextType>;
  PresenceUser?: PresenceUserResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductCategoryPage?: ProductCategoryPageResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordChange?: RecordChangeResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegionPage?: RegionPageResolvers<ContextType>;
  ResyncSignal?: ResyncSignalResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SavedView?: SavedViewResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Thumbnail?: ThumbnailResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  TicketCounts?: TicketCountsResolvers<ContextType>;
  TicketEditLock?: TicketEditLockResolvers<ContextType>;
  TicketEditPreview?: TicketEditPreviewResolvers<ContextType>;
  TicketEditPreviewItem?: TicketEditPreviewItemResolvers<ContextType>;
  TicketItem?: TicketItemResolvers<ContextType>;
  TicketLockResult?: TicketLockResultResolvers<ContextType>;
  TicketMeasures?: TicketMeasuresResolvers<ContextType>;
  TicketPage?: TicketPageResolvers<ContextType>;
  TicketPresence?: TicketPresenceResolvers<ContextType>;
  TicketStats?: TicketStatsResolvers<ContextType>;
  TicketStatsGroup?: TicketStatsGroupResolvers<ContextType>;
  TicketStatsGroupKey?: TicketStatsGroupKeyResolvers<ContextType>;
  TicketStatusCount?: TicketStatusCountResolvers<ContextType>;
  TicketUserDetails?: TicketUserDetailsResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UpstreamCapabilities?: UpstreamCapabilitiesResolvers<ContextType>;
  UpstreamCapability?: UpstreamCapabilityResolvers<ContextType>;
  UpstreamRelation?: UpstreamRelationResolvers<ContextType>;
  UpstreamShapes?: UpstreamShapesResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserCan?: UserCanResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserRights?: UserRightsResolvers<ContextType>;
};

