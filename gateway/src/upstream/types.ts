// The REST API's JSON rows (spec §3, product-rules §9), the parent types of the GraphQL resolvers (codegen
// mappers). Each is derived from the API's OpenAPI document, generated from rest-api's routes into
// `rest-api.d.ts` (`npm run codegen`): a model row from its `components.schemas` entry, a route's
// answer from its operation. A type written here by hand says why on the line above it
// (`// hand-written: …`); `types.test.ts` fails on a new one without a reason.
import type { components, operations } from './rest-api';

type Schemas = components['schemas'];

/** The JSON of an operation's 200 answer. */
type Answer<Op extends keyof operations> = operations[Op]['responses'] extends { 200: { content: { 'application/json': infer A } } } ? A : never;

/** The model schemas of the API's registry (the others are answers of single routes). */
type ModelSchema = Schemas[
  | 'Role'
  | 'User'
  | 'Region'
  | 'AdmEntity'
  | 'PlaceType'
  | 'City'
  | 'Place'
  | 'Ticket'
  | 'ProductCategory'
  | 'Product'
  | 'Campaign'
  | 'Period'
  | 'Plan'
  | 'CampaignProduct'
  | 'PeriodProduct'
  | 'AuditLog'];

/** A model schema's relations (`include: …`): a model or a list of one. */
type RelationKey<S> = { [K in keyof S]-?: unknown extends S[K] ? never : NonNullable<S[K]> extends ModelSchema | ModelSchema[] ? K : never }[keyof S];

/**
 * A model's row as the gateway reads it: the model's generated schema `S`, with
 * - `id` present: the schema marks it optional because the same schema describes create bodies,
 *   where the API assigns it, and the gateway's `fields` always keep `id` (modules/projection.ts);
 * - every other property as generated. A property the schema lists as `required` (required on
 *   create, never emptied) is there; every other one may be missing: a stock LoopBack 3 API leaves
 *   an unset property out of its JSON rather than answering null (the memory connector does, see
 *   loopback3-stock), and a `fields` filter leaves out what the selection does not read;
 * - `Json`: the model's JSON columns, which the schema types as `unknown`, with the shape the gateway
 *   reads (optional and nullable as the column is);
 * - `Included`: the relations the gateway includes and reads, as rows (there only when included);
 *   the schema's other relations are left out.
 * The compiler checks that the keys of `Json` are the model's properties and those of `Included` its
 * relations.
 */
type ModelRow<
  S,
  Json extends { [K in keyof Json]: K extends Exclude<keyof S, RelationKey<S>> ? unknown : never } = object,
  Included extends { [K in keyof Included]: K extends RelationKey<S> ? unknown : never } = object,
> = Writable<Omit<S, 'id' | RelationKey<S> | keyof Json>> &
  Writable<Pick<{ [K in keyof S]: K extends keyof Json ? Json[K] | null : never }, keyof Json & keyof S>> & { id: number } & {
    [K in keyof Included]?: Included[K];
  };

/** Without `readonly` (the schema marks what the API computes): a row is a plain value the gateway also builds (its own store). */
type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Properties `K` of a row that the API always answers, though the generated schema lets them be left
 * out or null: the registry's generator types every model property but `id` as optional and
 * nullable, NOT NULL columns included. Each use names the column and why every API answers it.
 */
type Answered<Row, K extends keyof Row> = Omit<Row, K> & { [P in K]-?: NonNullable<Row[P]> };

// hand-written: the API's schema types a `location` JSON column as `unknown` (rest-api/src/openapi/docs.ts).
export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * A stored file or image (spec §3): the upload's answer (`POST /fileUpload/single`). A file stored
 * before, or by another API (LoopBack's storage component), may lack the upload's extras.
 */
export type RestFile = Pick<Schemas['StoredFile'], 'server' | 'container' | 'path'> & { [K in 'thumbs' | 'mime' | 'type' | 'name']?: Schemas['StoredFile'][K] | null };

/** A receipt line: the edit preview's line (`TicketEditPreviewItem`) is a ticket's line with the product's title. */
export type RestTicketItem = Omit<Schemas['TicketEditPreviewItem'], 'productTitle' | 'scoreSource' | 'scoreCategory'>;

export type RestRole = ModelRow<Schemas['Role']>;
export type RestRegion = ModelRow<Schemas['Region']>;
export type RestAdmEntity = ModelRow<Schemas['AdmEntity']>;
export type RestPlaceType = ModelRow<Schemas['PlaceType']>;
export type RestCity = ModelRow<Schemas['City'], { location: GeoPoint }, { region: RestRegion }>;
export type RestPlace = ModelRow<Schemas['Place'], { location: GeoPoint; image: RestFile }, { city: RestCity }>;

/** `online`: only in `/vendors/withOnline` (a connected app device). */
export type RestUser = ModelRow<Schemas['User'], { avatar: RestFile }, { role: RestRole; city: RestCity; place: RestPlace }> &
  Partial<Pick<Answer<'vendorWithOnline'>[number], 'online'>>;

/** `POST /users/login` answers the user with its token. */
export type RestLoginResult = RestUser & Omit<Answer<'userLogin'>, keyof Schemas['User']>;

/** `GET /tickets/{id}/transactions` rows. */
export type RestTransaction = Schemas['Transaction'];

/**
 * A ticket. `status`: every ticket has one (spec §4: uploaded as `new`; rest-api's column is NOT NULL
 * with that default) and the gateway's `fields` keep it whenever its status is read (modules/shapes.ts).
 */
export type RestTicket = Answered<
  ModelRow<Schemas['Ticket'], { items: RestTicketItem[]; photos: RestFile[]; location: GeoPoint }, { user: RestUser; place: RestPlace }>,
  'status'
> &
  // hand-written: spec §3 lists a ticket's `transactions[]`, which a LoopBack API may include; rest-api's has no such relation (a route per ticket).
  { transactions?: RestTransaction[] | null };

export type RestProductCategory = ModelRow<Schemas['ProductCategory']>;
export type RestProduct = ModelRow<Schemas['Product'], { image: RestFile }, { category: RestProductCategory }>;
export type RestCampaign = ModelRow<Schemas['Campaign'], { miniature: RestFile }, { periods: RestPeriod[]; campaignProducts: RestCampaignProduct[] }>;
export type RestPeriod = ModelRow<Schemas['Period'], object, { campaign: RestCampaign; plans: RestPlan[] }>;
export type RestPlan = ModelRow<Schemas['Plan'], object, { place: RestPlace; period: RestPeriod }>;
export type RestCampaignProduct = ModelRow<Schemas['CampaignProduct'], object, { product: RestProduct; periodProducts: RestPeriodProduct[] }>;
export type RestPeriodProduct = ModelRow<Schemas['PeriodProduct'], object, { product: RestProduct }>;

/**
 * A row of `GET /auditLogs` (issue 17): `before`/`after` are the record's properties. `at`, `model`
 * and `action` are NOT NULL columns of the trail (rest-api's migration 0007), the only API serving it;
 * the gateway's own journal (store/journal.ts) answers them too.
 */
export type RestAuditLog = Answered<ModelRow<Schemas['AuditLog'], { before: Record<string, unknown>; after: Record<string, unknown> }>, 'at' | 'model' | 'action'>;

/**
 * Properties an API may leave out rather than answer null: a stock LoopBack 3 API leaves an unset
 * property out of its JSON (loopback3-stock's messages have no `file` or `ticketId` key), where
 * rest-api's route schemas (not models) answer every key.
 */
type NullMayBeAbsent<T> = { [K in keyof T as null extends T[K] ? K : never]?: T[K] } & { [K in keyof T as null extends T[K] ? never : K]: T[K] };

/** A message; `sender`/`recipient` only when included. */
export type RestMessage = NullMayBeAbsent<Omit<Schemas['Message'], 'file'>> &
  // hand-written: the schema's attachment leaves out `server` and `thumbs`; the File type reads it as a
  // stored file (RestFile). And the relations a LoopBack Message may include; rest-api's message schema
  // documents none.
  { file?: RestFile | null; sender?: RestUser; recipient?: RestUser };

/** `GET /messages/myConvs` row (a stock API's has no `user`: conversations/resolvers read it by `userId`). */
export type RestConversation = NullMayBeAbsent<Omit<Schemas['Conversation'], 'lastMessage'>> &
  // hand-written: the last message as a message row, which may lack keys (RestMessage), not the schema's whole one.
  { lastMessage?: RestMessage | null };

/** An hour of the processor's history (`hour`: its start, ISO). */
export type RestProcessorHistoryRecord = Schemas['ProcessorHistoryRecord'];
export type RestProcessorState = Schemas['ProcessorState'];

/** `GET /ticket/userDetails/{userId}`. */
export type RestTicketUserDetails = Schemas['TicketUserDetails'];
/**
 * The ticket statuses the REST API declares (its OpenAPI document's `TicketStatusCount.status` enum,
 * rest-api/src/tickets/mapper.ts): modules/tickets/status.ts maps each, so a status the API adds
 * fails the gateway's typecheck there. An API may still answer others (a ticket's `status: string`).
 */
export type RestTicketStatus = Schemas['TicketStatusCount']['status'];
/** `GET /tickets/countByStatus`. */
export type RestTicketCountByStatus = Schemas['TicketCountByStatus'];
/** `POST /tickets/editPreview/{id}`. */
export type RestTicketEditPreview = Schemas['TicketEditPreview'];

/** Invites answer the created user and its one-time code. */
export type RestInviteResult = Omit<Answer<'userInvite'>, 'user'> &
  // hand-written: the invited user as a user row (RestUser: `id` present), not the raw model schema.
  { user: RestUser };

/** `GET /tickets/stats` (product-rules §8). */
export type RestTicketStats = Schemas['TicketStats'];
export type RestTicketStatsGroup = RestTicketStats['groups'][number];

/** `GET /tickets/stats?kind=planFact` rows. */
export type RestPlanFact = Schemas['TicketPlanFactItem'];

/** `GET /tickets/stats?kind=activity&by=salesMan|vendor` items (`places`: sales reps only). */
export type RestActivity = Schemas['TicketActivityItem'];

/** `/savedViews` rows (issue 13). */
export type RestSavedView = Answer<'savedViewFind'>[number];

/** A bulk action's answer (`POST /tickets/bulk`, `/users/bulk`, `/auditLogs/undo` answer alike): `{action, total, succeeded, failed, results}`. */
export type RestBulkResult = Answer<'ticketBulk'>;
/** One record's answer. */
export type RestBulkRow = RestBulkResult['results'][number];

/** A personal API token (`/users/me/apiTokens`; the token itself only in the create's answer). */
export type RestApiToken = Answer<'userApiTokens'>[number];

// hand-written: stock LoopBack's login answer (an AccessToken, loopback-contract §5); rest-api answers the user instead, so its document has no such schema.
export interface RestTokenAnswer {
  id: string;
  ttl: number;
  userId: number;
  /** Only when the login was asked to include it. */
  user?: RestUser;
}

/** A count route's answer (`GET /<model>/count`, `POST /messages/read/{room}`): `{count}`. */
export type RestCount = Schemas['Count'];

/** `GET /messages/byRoom/{room}`: a room's messages, newest first, and how many older ones are left. */
export type RestRoomMessages = Omit<Answer<'messageByRoom'>, 'items'> &
  // hand-written: the messages as message rows, which may lack keys (RestMessage), not the schema's whole ones.
  { items: RestMessage[] };

/** Places read for their people only: `fields: ['id']` with the `users` relation included (loaders.ts). */
export type RestPlaceUsers = Pick<ModelRow<Schemas['Place'], object, { users: RestUser[] }>, 'id' | 'users'>;
