// The REST API's JSON rows, as `rest-api/` and the programme's LoopBack API answer them
// (spec §3, decisions §9). These are the parent types of the GraphQL resolvers (codegen mappers).
import type { components } from './rest-api';

/** The REST API's schemas, generated from its OpenAPI document (`npm run openapi:types`). */
type RestApiSchemas = components['schemas'];

export interface RestRole {
  id: number;
  name: string;
  title: string | null;
}

export interface RestUser {
  id: number;
  name: string | null;
  surname: string | null;
  middleName: string | null;
  phone: string | null;
  email: string | null;
  phoneVerified: boolean;
  emailVerified: boolean;
  blocked: boolean;
  roleId: number | null;
  roleName?: string | null;
  role?: RestRole;
  platform: string | null;
  avatar?: unknown;
  /** Only in `/vendors/withOnline`: a connected app device. */
  online?: boolean;
  inn: string | null;
  cityId: number | null;
  cityIds?: number[] | null;
  placeId: number | null;
  placeIds?: number[] | null;
  inviterId?: number | null;
  city?: RestCity;
  place?: RestPlace;
  score: number | null;
  pendingScore: number | null;
  registrationConfirmed: boolean | null;
  registrationConfirmedAt: string | null;
  createdAt?: string | null;
}

/** `POST /users/login` answers the user with its token. */
export interface RestLoginResult extends RestUser {
  accessToken: string;
  ttl: number;
}

export interface RestRegion {
  id: number;
  title: string;
}

export interface RestCity {
  id: number;
  title: string;
  regionName: string | null;
  timeZone: string | null;
  regionId: number | null;
  admEntityId?: number | null;
  location?: GeoPoint | null;
  region?: RestRegion;
}

export interface RestPlace {
  id: number;
  internalId: string | null;
  title: string | null;
  description: string | null;
  address: string | null;
  inn: string | null;
  cityId: number | null;
  campaignId?: number | null;
  placeTypeId?: number | null;
  distributingFacilityId?: number | null;
  location?: GeoPoint | null;
  blocked: boolean | null;
  /** Photo of the shop (a stored file). */
  image?: unknown;
  city?: RestCity;
}

export interface RestTicketItem {
  productId: number | null;
  name: string;
  price: number;
  quantity: number;
  sum: number;
}

export interface RestTicket {
  id: number;
  status: string;
  statusTitle: string | null;
  statusDescription: string | null;
  dateTime: string | null;
  createdAt: string;
  totalSum: number | null;
  cashTotalSum: number | null;
  score: number | null;
  operationType: number | null;
  fiscalDriveNumber: string | null;
  fiscalDocumentNumber: string | null;
  fiscalSign: string | null;
  kktRegId: string | null;
  userInn: string | null;
  operator: string | null;
  ofd: string | null;
  qr: string | null;
  planSales: number | null;
  bonusSales: number | null;
  scoredItems: number | null;
  totalSales: number | null;
  platform: string | null;
  appVersion: string | null;
  items?: RestTicketItem[] | null;
  photos?: RestFile[] | null;
  transactions?: RestTransaction[] | null;
  location?: GeoPoint | null;
  taxationType?: number | null;
  shiftNumber?: number | null;
  nds10?: number | null;
  nds18?: number | null;
  ndsCalculated18?: number | null;
  requestNumber?: number | null;
  receiptCode?: number | null;
  authorityUri?: string | null;
  internetSign?: number | null;
  machineNumber?: string | null;
  planId?: number | null;
  userId: number | null;
  placeId: number | null;
  campaignId: number | null;
  periodId: number | null;
  user?: RestUser;
  place?: RestPlace;
}

// ---------------------------------------------------------------------------------------------
// The rest of spec §3 and decisions §9. Every model answers `createdAt` and `updatedAt` (ISO, UTC).

export interface Timestamps {
  createdAt?: string | null;
  updatedAt?: string | null;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A stored file or image (spec §3): thumbnails keyed by width (200, 500, 800, 1200). */
export interface RestFile {
  server: string | null;
  container: string;
  path: string;
  thumbs?: Record<string, string> | null;
  mime?: string | null;
  type?: string | null;
  /** The name it was uploaded with (`note.txt`). */
  name?: string | null;
}

export interface RestAdmEntity extends Timestamps {
  id: number;
  title: string;
}

export interface RestPlaceType extends Timestamps {
  id: number;
  title: string;
}

export interface RestProductCategory extends Timestamps {
  id: number;
  title: string;
  /** Points per unit. */
  score: number;
  /** Kopecks. */
  recommendedPrice: number | null;
}

export interface RestProduct extends Timestamps {
  id: number;
  title: string;
  shortTitle: string | null;
  matches: string[] | null;
  exclusions: string[] | null;
  /** Kopecks. */
  recommendedPrice: number | null;
  image: RestFile | null;
  categoryId: number | null;
  category?: RestProductCategory;
}

export interface RestCampaign extends Timestamps {
  id: number;
  title: string;
  shortTitle: string | null;
  description: string | null;
  isActive: boolean;
  taskNumber: string | null;
  ticketLifetime: number | null;
  rulesLink: string | null;
  guideLink: string | null;
  exclusions: string[] | null;
  matches: string[] | null;
  miniature: RestFile | null;
  placeScoreLimit: number | null;
  ticketSalesLimit: number | null;
  userScoreLimit: number | null;
  periods?: RestPeriod[];
  campaignProducts?: RestCampaignProduct[];
}

export interface RestPeriod extends Timestamps {
  id: number;
  startDate: string;
  endDate: string;
  note: string | null;
  placeScoreLimit: number | null;
  ticketSalesLimit: number | null;
  userScoreLimit: number | null;
  requiresRegistration: boolean;
  campaignId: number;
  campaign?: RestCampaign;
  plans?: RestPlan[];
}

export interface RestPlan extends Timestamps {
  id: number;
  plan: number;
  fact: number;
  placeId: number;
  periodId: number;
  campaignId: number | null;
  place?: RestPlace;
  period?: RestPeriod;
}

export interface RestCampaignProduct extends Timestamps {
  id: number;
  score: number | null;
  bonusScore: number | null;
  campaignId: number;
  productId: number;
  product?: RestProduct;
  periodProducts?: RestPeriodProduct[];
}

export interface RestPeriodProduct extends Timestamps {
  id: number;
  score: number | null;
  bonusScore: number | null;
  campaignId: number | null;
  periodId: number;
  productId: number;
  campaignProductId: number | null;
  product?: RestProduct;
}

/** `GET /tickets/{id}/transactions` rows: the REST API's own schema (rest-api.d.ts, generated). */
export type RestTransaction = RestApiSchemas['Transaction'];

/** A row of `GET /auditLogs` (issue 17). */
export interface RestAuditLog {
  id: number;
  at: string;
  userId: number | null;
  userName?: string | null;
  userRole: string | null;
  address: string | null;
  client: string | null;
  model: string;
  entityId: number | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface RestMessage {
  id: number;
  text: string | null;
  createdAt: string;
  file: RestFile | null;
  senderId: number | null;
  recipientId: number | null;
  ticketId: number | null;
  room: string | null;
  saw: boolean;
  sender?: RestUser;
  recipient?: RestUser;
}

/** `GET /messages/myConvs` row. */
export interface RestConversation {
  roomName: string;
  hasNewMessage: boolean;
  lastMessage?: RestMessage | null;
  user?: RestUser | null;
  userId?: number | null;
}

/** An hour of the processor's history (`hour`: its start, ISO); generated from the API's schema. */
export type RestProcessorHistoryRecord = RestApiSchemas['ProcessorHistoryRecord'];

export interface RestProcessorState {
  status: 'stopped' | 'processing' | 'stopping' | string;
  history: RestProcessorHistoryRecord[];
  counter: Record<string, number>;
}

/** `GET /ticket/userDetails/{userId}`; generated from the API's schema. */
export type RestTicketUserDetails = RestApiSchemas['TicketUserDetails'];
/**
 * The ticket statuses the REST API declares (its OpenAPI document's `TicketStatusCount.status` enum,
 * rest-api/src/tickets/mapper.ts): modules/tickets/status.ts maps each, so a status the API adds
 * fails the gateway's typecheck there. An API may still answer others (a ticket's `status: string`).
 */
export type RestTicketStatus = RestApiSchemas['TicketStatusCount']['status'];
/** `GET /tickets/countByStatus`; generated from the API's schema. */
export type RestTicketCountByStatus = RestApiSchemas['TicketCountByStatus'];
/** `POST /tickets/editPreview/{id}`; generated from the API's schema. */
export type RestTicketEditPreview = RestApiSchemas['TicketEditPreview'];

/** Invites answer the created user and its one-time code. */
export interface RestInviteResult {
  user: RestUser;
  code: string;
}

/** `GET /tickets/stats` (decisions §8). */
export interface RestTicketMeasures {
  count: number;
  totalSum: number;
  score: number | null;
  units: number;
}

export interface RestTicketStatsGroup extends RestTicketMeasures {
  key: Partial<Record<'status' | 'day' | 'campaign' | 'period' | 'region' | 'city' | 'place' | 'user' | 'product', string | number | null>>;
}

export interface RestTicketStats {
  groupBy: string[];
  groups: RestTicketStatsGroup[];
  totals: RestTicketMeasures;
}

/** `GET /tickets/stats?kind=planFact` rows; generated from the API's schema. */
export type RestPlanFact = RestApiSchemas['TicketPlanFactItem'];

/** `GET /tickets/stats?kind=activity&by=salesMan|vendor` items (`places`: sales reps only); generated from the API's schema. */
export type RestActivity = RestApiSchemas['TicketActivityItem'];

/** `/savedViews` rows (issue 13). */
export interface RestSavedView {
  id: number;
  userId: number;
  screen: string;
  name: string;
  search: string;
  createdAt: string;
  updatedAt: string;
}
