/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Whose activity the activity report shows. */
export type ActivitySubject =
  /** Sales reps: the tickets of the places assigned to each, its places and the places active. */
  | 'salesMan'
  /** Vendors: the tickets each uploaded, its points and its last upload. */
  | 'vendor';

/** Orders of the conversation list (spec §9). */
export type ConversationOrder =
  /** The newest message first. */
  | 'messages'
  /** By the user, in no particular order of activity. */
  | 'none'
  /** The user's newest receipt first. */
  | 'tickets';

/** A new personal API token. */
export type CreateApiTokenInput = {
  /** Days until it expires (1–365); null: never, for a read-only token only. */
  expiresInDays?: number | null | undefined;
  /** A name to recognise it by (1–100 characters). */
  name: string;
  /** Reads only (true), or acts with all of the owner's rights (false). */
  readOnly: boolean;
};

/** The filters of a screen to save. */
export type CreateSavedViewInput = {
  /** A name (1–100 characters, unique among the user's views of the screen). */
  name: string;
  /** The screen: lower-case Latin letters, digits and hyphens, e.g. `tickets`. */
  screen: string;
  /** The screen's URL query string (with or without `?`). */
  search: string;
};

/** An uploaded file (as `POST /fileUpload/single` answered), to attach to a message. */
export type FileInput = {
  /** Container. */
  container: string;
  /** MIME type. */
  mime?: string | null | undefined;
  /** The file's name as it was uploaded (`uploadFile`'s `name`), offered when it is downloaded. */
  name?: string | null | undefined;
  /** Path inside the container. */
  path: string;
  /** Storage host. */
  server?: string | null | undefined;
  /** Thumbnails of an image. */
  thumbs?: Array<ThumbnailInput> | null | undefined;
};

/** A bulk action on people. */
export type PersonBulkAction =
  /** Block (revokes their sign-ins). */
  | 'block'
  /** Unblock. */
  | 'unblock';

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

/** Which tickets a report covers; every field set must hold. */
export type ReportFilter = {
  /** Campaign. */
  campaignId?: number | null | undefined;
  /** Cities of the places. */
  cityIds?: Array<number> | null | undefined;
  /** Receipts on or after this moment. */
  from?: string | null | undefined;
  /** Campaign period. */
  periodId?: number | null | undefined;
  /** Place. */
  placeId?: number | null | undefined;
  /** Regions of the places. */
  regionIds?: Array<number> | null | undefined;
  /** Ticket status (`OTHER`: every status the gateway does not know). */
  status?: TicketStatus | null | undefined;
  /** Receipts before this moment. */
  to?: string | null | undefined;
  /** Uploading user. */
  userId?: number | null | undefined;
};

/** A thumbnail of an uploaded image, as input. */
export type ThumbnailInput = {
  /** Path inside the container. */
  path: string;
  /** Width, px. */
  width: number;
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

/** Where a receipt's lines live. */
export type UpstreamTicketLines =
  /** The ticket's JSON column `items`. */
  | 'COLUMN'
  /** Rows of a related model (`linesRoute`), by the ticket's id in `linesForeignKey`. */
  | 'MODEL';

/** Status label of a user (spec §4). */
export type UserStatus =
  /** Verified and not blocked: активный. */
  | 'ACTIVE'
  /** Verified and blocked: заблокирован. */
  | 'BLOCKED'
  /** The phone is not verified yet: приглашен. */
  | 'INVITED';

export type AuditTicketHistoryQueryVariables = Exact<{
  id: number;
}>;


export type AuditTicketHistoryQuery = { ticket: { history: { total: number, items: Array<{ userId: number | null, userName: string | null, userRole: string | null, client: string | null, model: string, entityId: number | null, action: string, actionTitle: string, before: unknown, after: unknown }> } } };

export type AuditAuditLogQueryVariables = Exact<{
  ids: Array<number> | number;
}>;


export type AuditAuditLogQuery = { auditLog: { total: number, items: Array<{ entityId: number | null, action: string, client: string | null, after: unknown }> } };

export type AuditAuditLog2QueryVariables = Exact<{
  ids: Array<number> | number;
}>;


export type AuditAuditLog2Query = { auditLog: { items: Array<{ entityId: number | null, client: string | null }> } };

export type AuditCreatePlaceMutationVariables = Exact<{ [key: string]: never; }>;


export type AuditCreatePlaceMutation = { createPlace: { id: number } };

export type AuditPlaceQueryVariables = Exact<{
  id: number;
}>;


export type AuditPlaceQuery = { place: { history: { items: Array<{ action: string, actionTitle: string, before: unknown, after: unknown }> } } };

export type AuditUserQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditUserQuery = { user: { history: { items: Array<{ action: string, client: string | null }> } } };

export type AuditCreateCampaignMutationVariables = Exact<{ [key: string]: never; }>;


export type AuditCreateCampaignMutation = { createCampaign: { id: number } };

export type AuditCreatePeriodMutationVariables = Exact<{
  c: number;
}>;


export type AuditCreatePeriodMutation = { createPeriod: { id: number } };

export type AuditCampaignQueryVariables = Exact<{
  c: number;
  p: number;
}>;


export type AuditCampaignQuery = { campaign: { history: { total: number, items: Array<{ action: string, before: unknown, after: unknown, user: { id: number } | null }> } }, period: { history: { items: Array<{ action: string, before: unknown, after: unknown }> } } };

export type AuditAuditLog3QueryVariables = Exact<{ [key: string]: never; }>;


export type AuditAuditLog3Query = { auditLog: { items: Array<{ id: number }> } };

export type AuditCreatePlace2MutationVariables = Exact<{
  t: string;
}>;


export type AuditCreatePlace2Mutation = { createPlace: { id: number } };

export type AuditCreateCampaign2MutationVariables = Exact<{ [key: string]: never; }>;


export type AuditCreateCampaign2Mutation = { createCampaign: { id: number } };

export type AuditCreatePeriod2MutationVariables = Exact<{
  c: number;
}>;


export type AuditCreatePeriod2Mutation = { createPeriod: { id: number } };

export type AuditAuditLog4QueryVariables = Exact<{
  since: number;
}>;


export type AuditAuditLog4Query = { auditLog: { items: Array<{ model: string, entityId: number | null, action: string, entityName: string | null }> } };

export type AuditCreatePlace3MutationVariables = Exact<{ [key: string]: never; }>;


export type AuditCreatePlace3Mutation = { createPlace: { id: number } };

export type AuditCreateCampaign3MutationVariables = Exact<{ [key: string]: never; }>;


export type AuditCreateCampaign3Mutation = { createCampaign: { id: number } };

export type AuditCreatePeriod3MutationVariables = Exact<{
  c: number;
}>;


export type AuditCreatePeriod3Mutation = { createPeriod: { id: number } };

export type AuditCreatePlanMutationVariables = Exact<{
  p: number;
  q: number;
  c: number;
}>;


export type AuditCreatePlanMutation = { createPlan: { id: number } };

export type AuditAuditLog5QueryVariables = Exact<{
  id: number;
}>;


export type AuditAuditLog5Query = { auditLog: { items: Array<{ entityName: string | null }> } };

export type AuditAuditLog6QueryVariables = Exact<{ [key: string]: never; }>;


export type AuditAuditLog6Query = { auditLog: { items: Array<{ id: number }> } };

export type AuditRefsCreatePlaceTypeMutationVariables = Exact<{ [key: string]: never; }>;


export type AuditRefsCreatePlaceTypeMutation = { createPlaceType: { id: number } };

export type AuditRefsCreatePlaceMutationVariables = Exact<{
  t: number;
}>;


export type AuditRefsCreatePlaceMutation = { createPlace: { id: number } };

export type AuditRefsCreateCampaignMutationVariables = Exact<{ [key: string]: never; }>;


export type AuditRefsCreateCampaignMutation = { createCampaign: { id: number } };

export type AuditRefsUpdatePlaceMutationVariables = Exact<{
  id: number;
  c: number;
}>;


export type AuditRefsUpdatePlaceMutation = { updatePlace: { id: number } };

export type AuditRefsDeletePlaceTypeMutationVariables = Exact<{
  id: number;
}>;


export type AuditRefsDeletePlaceTypeMutation = { deletePlaceType: boolean };

export type AuditRefsCreatePeriodMutationVariables = Exact<{
  c: number;
}>;


export type AuditRefsCreatePeriodMutation = { createPeriod: { id: number } };

export type AuditRefsAddUserPlaceMutationVariables = Exact<{
  p: number;
}>;


export type AuditRefsAddUserPlaceMutation = { addUserPlace: { id: number } };

export type AuditAuditLog7QueryVariables = Exact<{
  since: number;
}>;


export type AuditAuditLog7Query = { auditLog: { items: Array<{ model: string, action: string, references: Array<{ field: string, id: number, model: string, name: string | null }> }> } };

export type AuditUser2QueryVariables = Exact<{ [key: string]: never; }>;


export type AuditUser2Query = { user: { history: { total: number } } };

export type AuditTicketsQueryVariables = Exact<{
  n: number;
}>;


export type AuditTicketsQuery = { tickets: { items: Array<{ id: number, status: TicketStatus, score: number | null, statusDescription: string | null }> } };

export type BulkBulkTicketsMutationVariables = Exact<{
  ids?: Array<number> | number | null | undefined;
}>;


export type BulkBulkTicketsMutation = { bulkTickets: { action: string, total: number, succeeded: number, failed: number, results: Array<{ id: number, ok: boolean, status: string | null, message: string | null }> } };

export type BulkUndoMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type BulkUndoMutation = { undo: { succeeded: number, results: Array<{ id: number, ok: boolean, status: string | null }> } };

export type CatalogueImagesCreateProductMutationVariables = Exact<{ [key: string]: never; }>;


export type CatalogueImagesCreateProductMutation = { createProduct: { id: number } };

export type CatalogueImagesProductQueryVariables = Exact<{
  id: number;
}>;


export type CatalogueImagesProductQuery = { product: { image: { url: string } | null } };

export type CatalogueProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueProductsQuery = { products: { total: number, items: Array<{ title: string, matches: Array<string>, category: { score: number } | null }> }, campaigns: { items: Array<{ id: number, periods: Array<{ id: number, startDate: string, campaign: { id: number } | null, plans: Array<{ plan: number, fact: number, place: { id: number } | null }> }> }> } };

export type CatalogueCampaignProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCampaignProductsQuery = { campaignProducts: { total: number, items: Array<{ id: number, productId: number, product: { id: number } | null }> }, inside: { total: number, items: Array<{ id: number }> }, outside: { total: number }, all: { total: number } };

export type CatalogueTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueTicketsQuery = { tickets: { items: Array<{ planId: number | null, placeId: number | null, plan: { id: number, placeId: number } | null, items: Array<{ productId: number | null, product: { id: number } | null }> }> }, campaign: { id: number, products: Array<{ campaignId: number, product: { id: number } | null }> }, place: { id: number, vendors: Array<{ roleName: string | null, placeIds: Array<number> }>, everyone: Array<{ roleName: string | null }> } };

export type CatalogueCreateProductCategoryMutationVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCreateProductCategoryMutation = { createProductCategory: { id: number, title: string, score: number, recommendedPrice: number | null } };

export type CatalogueCreateProductMutationVariables = Exact<{
  c: number;
}>;


export type CatalogueCreateProductMutation = { createProduct: { id: number, matches: Array<string>, category: { id: number } | null } };

export type DevicesDeviceCountQueryVariables = Exact<{ [key: string]: never; }>;


export type DevicesDeviceCountQuery = { user: number, nobody: number };

export type DevicesSendDeviceCommandMutationVariables = Exact<{ [key: string]: never; }>;


export type DevicesSendDeviceCommandMutation = { sendDeviceCommand: number };

export type FilesSendRoomMessageMutationVariables = Exact<{
  file?: FileInput | null | undefined;
}>;


export type FilesSendRoomMessageMutation = { sendRoomMessage: { file: { name: string | null, path: string } | null } };

export type GatewayTicketsPageQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type GatewayTicketsPageQuery = { tickets: { total: number, page: number, pageSize: number, items: Array<{ id: number, dateTime: string | null, totalSum: number | null, status: TicketStatus, statusTitle: string | null, user: { id: number, name: string | null, surname: string | null } | null, place: { id: number, title: string | null } | null }> } };

export type GatewayTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayTicketsQuery = { tickets: { items: Array<{ place: { city: { title: string, region: { title: string } | null } | null } | null }> } };

export type GatewayTickets2QueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayTickets2Query = { tickets: { items: Array<{ totalSum: number | null, user: { name: string | null } | null, place: { title: string | null, city: { title: string } | null } | null }> } };

export type GatewayTickets3QueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayTickets3Query = { tickets: { items: Array<{ id: number, user: { id: number } | null }> } };

export type PageFragment = { items: Array<{ id: number, user: { id: number } | null }> };

export type GatewayTicketQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayTicketQuery = { a: { user: { id: number } | null }, b: { user: { id: number } | null }, c: { user: { id: number } | null } };

export type GatewayTicket2QueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayTicket2Query = { ticket: { id: number, totalSum: number | null, statusTitle: string | null, user: { name: string | null } | null } };

export type GatewayTickets4QueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayTickets4Query = { tickets: { total: number, items: Array<{ status: TicketStatus, statusTitle: string | null }> } };

export type GatewayLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type GatewayLoginMutation = { login: { ttl: number, user: { phone: string | null, roleName: string | null, role: { title: string | null } | null } } };

export type GatewayMeQueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayMeQuery = { me: { name: string | null, surname: string | null, roleName: string | null } | null };

export type GatewayLogin2MutationVariables = Exact<{ [key: string]: never; }>;


export type GatewayLogin2Mutation = { login: { accessToken: string } };

export type GatewayMe2QueryVariables = Exact<{ [key: string]: never; }>;


export type GatewayMe2Query = { me: { phone: string | null } | null };

export type GeographyRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GeographyRegionsQuery = { regions: { total: number, items: Array<{ id: number, title: string }> } };

export type GeographyRegions2QueryVariables = Exact<{ [key: string]: never; }>;


export type GeographyRegions2Query = { regions: { items: Array<{ title: string }> } };

export type GeographyCitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type GeographyCitiesQuery = { cities: { items: Array<{ title: string, regionName: string | null, region: { title: string } | null }> } };

export type GeographyPlacesQueryVariables = Exact<{
  city: number;
  q?: string | null | undefined;
}>;


export type GeographyPlacesQuery = { places: { total: number, items: Array<{ id: number, cityId: number | null, address: string | null }> } };

export type GeographyPlaceQueryVariables = Exact<{ [key: string]: never; }>;


export type GeographyPlaceQuery = { place: { id: number, city: { region: { title: string } | null } | null } };

export type GeographyVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type GeographyVendorsQuery = { vendors: { total: number, items: Array<{ id: number, roleName: string | null, status: UserStatus, phoneVerified: boolean, blocked: boolean }> } };

export type GeographyVendors2QueryVariables = Exact<{ [key: string]: never; }>;


export type GeographyVendors2Query = { invited: { total: number, items: Array<{ status: UserStatus }> }, blocked: { total: number, items: Array<{ status: UserStatus }> }, active: { total: number, items: Array<{ status: UserStatus }> } };

export type GeographyUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type GeographyUsersQuery = { users: { items: Array<{ name: string | null, surname: string | null, phone: string | null }> } };

export type GeographyRegionalManagersQueryVariables = Exact<{ [key: string]: never; }>;


export type GeographyRegionalManagersQuery = { rm: { items: Array<{ cityIds: Array<number>, cities: Array<{ id: number }> }> }, v: { places: Array<{ id: number }>, place: { id: number } | null } };

export type HarnessTicketIdsQueryVariables = Exact<{
  s: TicketStatus;
  n: number;
}>;


export type HarnessTicketIdsQuery = { tickets: { items: Array<{ id: number }> } };

export type HttpAuditCreateApiTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type HttpAuditCreateApiTokenMutation = { createApiToken: { token: string } };

export type LiveCapsTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveCapsTicketsQuery = { tickets: { items: Array<{ id: number }> } };

export type LiveRecordsTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveRecordsTicketsQuery = { tickets: { items: Array<{ id: number }> } };

export type LiveRecordsTickets2QueryVariables = Exact<{ [key: string]: never; }>;


export type LiveRecordsTickets2Query = { tickets: { items: Array<{ id: number }> } };

export type LiveRecordsTickets3QueryVariables = Exact<{ [key: string]: never; }>;


export type LiveRecordsTickets3Query = { tickets: { items: Array<{ id: number }> } };

export type LiveRecordsTickets4QueryVariables = Exact<{ [key: string]: never; }>;


export type LiveRecordsTickets4Query = { tickets: { items: Array<{ id: number }> } };

export type LiveRecordsTickets5QueryVariables = Exact<{ [key: string]: never; }>;


export type LiveRecordsTickets5Query = { tickets: { items: Array<{ id: number }> } };

export type LiveSharedTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveSharedTicketsQuery = { tickets: { items: Array<{ id: number }> } };

export type CompatRejectWithTitleMutationVariables = Exact<{ [key: string]: never; }>;


export type CompatRejectWithTitleMutation = { rejectTicket: { id: number, status: TicketStatus, statusTitle: string | null, statusDescription: string | null } };

export type CompatRejectMutationVariables = Exact<{ [key: string]: never; }>;


export type CompatRejectMutation = { rejectTicket: { id: number, status: TicketStatus, statusDescription: string | null } };

export type CompatScoreMutationVariables = Exact<{ [key: string]: never; }>;


export type CompatScoreMutation = { scoreTicket: { id: number, status: TicketStatus, statusTitle: string | null, statusDescription: string | null } };

export type CompatUpdateCityMutationVariables = Exact<{ [key: string]: never; }>;


export type CompatUpdateCityMutation = { updateCity: { id: number, regionName: string | null } };

export type CompatLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type CompatLoginMutation = { login: { ttl: number, user: { id: number, roleName: string | null, role: { name: string, title: string | null } | null } } };

export type CompatLoginByTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type CompatLoginByTokenMutation = { login: { accessToken: string, ttl: number, user: { id: number, name: string | null, roleName: string | null } } };

export type CompatVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompatVendorsQuery = { vendors: { total: number, items: Array<{ id: number, roleName: string | null }> } };

export type CompatUsersByRoleNameQueryVariables = Exact<{ [key: string]: never; }>;


export type CompatUsersByRoleNameQuery = { a: { total: number }, b: { total: number, items: Array<{ id: number }> }, c: { total: number } };

export type CompatStatusTitlesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompatStatusTitlesQuery = { tickets: { items: Array<{ id: number, statusTitle: string | null }> } };

export type CompatOtherStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type CompatOtherStatusQuery = { all: { items: Array<{ id: number, status: TicketStatus, statusCode: string, statusTitle: string | null }> }, other: { total: number, items: Array<{ id: number }> }, known: { total: number } };

export type CompatTicketUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type CompatTicketUsersQuery = { tickets: { items: Array<{ id: number, user: { id: number, roleName: string | null } | null }> } };

export type CompatCityRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompatCityRegionsQuery = { cities: { items: Array<{ title: string, regionName: string | null }> } };

export type StockShapesQueryVariables = Exact<{ [key: string]: never; }>;


export type StockShapesQuery = { upstreamCapabilities: { shapes: { description: string | null, ticketLines: UpstreamTicketLines, linesRoute: string | null, linesForeignKey: string | null, productCategory: UpstreamProductCategory, labelsByHook: boolean, relations: Array<{ field: string, name: string | null, source: UpstreamShapeSource }> } } };

export type StockTicketLinesQueryVariables = Exact<{
  id: number;
}>;


export type StockTicketLinesQuery = { ticket: { statusTitle: string | null, user: { id: number } | null, items: Array<{ name: string, quantity: number, product: { title: string } | null }> } };

export type StockPlaceUsersQueryVariables = Exact<{
  id: number;
}>;


export type StockPlaceUsersQuery = { place: { users: Array<{ id: number }> } };

export type StockTicketStatusQueryVariables = Exact<{
  id: number;
}>;


export type StockTicketStatusQuery = { ticket: { status: TicketStatus, score: number | null, statusDescription: string | null } };

export type StockRoutesQueryVariables = Exact<{ [key: string]: never; }>;


export type StockRoutesQuery = { upstreamCapabilities: { routes: Array<{ name: UpstreamCapabilityName, state: UpstreamCapabilityState }> } };

export type LostUpdateUpdatePlaceMutationVariables = Exact<{
  address?: string | null | undefined;
  at?: string | null | undefined;
}>;


export type LostUpdateUpdatePlaceMutation = { updatePlace: { address: string | null, updatedAt: string | null } };

export type LostUpdatePlaceQueryVariables = Exact<{ [key: string]: never; }>;


export type LostUpdatePlaceQuery = { place: { address: string | null, updatedAt: string | null } };

export type LostUpdatePlace2QueryVariables = Exact<{ [key: string]: never; }>;


export type LostUpdatePlace2Query = { place: { address: string | null } };

export type LostUpdateUserQueryVariables = Exact<{ [key: string]: never; }>;


export type LostUpdateUserQuery = { user: { updatedAt: string | null } };

export type LostUpdateUpdateUserMutationVariables = Exact<{
  at?: string | null | undefined;
}>;


export type LostUpdateUpdateUserMutation = { updateUser: { middleName: string | null, updatedAt: string | null } };

export type LostUpdateUser2QueryVariables = Exact<{ [key: string]: never; }>;


export type LostUpdateUser2Query = { user: { middleName: string | null } };

export type MessengerTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type MessengerTicketsQuery = { tickets: { items: Array<{ id: number, userId: number | null }> } };

export type MessengerSendMessageMutationVariables = Exact<{
  t: number;
}>;


export type MessengerSendMessageMutation = { sendMessage: { id: number, text: string | null, ticketId: number | null, recipientId: number | null, room: string | null, ticket: { id: number } | null } };

export type MessengerUserMessagesQueryVariables = Exact<{
  t: number;
}>;


export type MessengerUserMessagesQuery = { userMessages: { items: Array<{ id: number }> }, roomMessages: { rest: number, items: Array<{ id: number }> }, conversations: { total: number, items: Array<{ roomName: string, userId: number | null, user: { id: number } | null, lastMessage: { id: number } | null }> } };

export type MessengerMarkConversationReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MessengerMarkConversationReadMutation = { markConversationRead: number };

export type MessengerConversationsQueryVariables = Exact<{
  search?: string | null | undefined;
  order?: ConversationOrder | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MessengerConversationsQuery = { conversations: { total: number, items: Array<{ roomName: string }> } };

export type MutationsCreateRegionMutationVariables = Exact<{ [key: string]: never; }>;


export type MutationsCreateRegionMutation = { createRegion: { id: number, title: string } };

export type MutationsUpdateRegionMutationVariables = Exact<{
  id: number;
}>;


export type MutationsUpdateRegionMutation = { updateRegion: { id: number, title: string } };

export type MutationsRegionQueryVariables = Exact<{
  id: number;
}>;


export type MutationsRegionQuery = { region: { title: string } };

export type OwnStoreRoutesQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnStoreRoutesQuery = { upstreamCapabilities: { routes: Array<{ name: UpstreamCapabilityName, state: UpstreamCapabilityState }> } };

export type OwnStoreCreateTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type OwnStoreCreateTokenMutation = { createApiToken: { token: string, apiToken: { id: string, name: string, readOnly: boolean, expiresAt: string | null } } };

export type OwnStoreMeQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnStoreMeQuery = { me: { phone: string | null } | null };

export type OwnStoreFirstPlaceQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnStoreFirstPlaceQuery = { places: { items: Array<{ id: number, title: string | null }> } };

export type OwnStoreUpdatePlaceMutationVariables = Exact<{
  id: number;
  title: string;
}>;


export type OwnStoreUpdatePlaceMutation = { updatePlace: { id: number, title: string | null } };

export type OwnStorePlaceHistoryQueryVariables = Exact<{
  id: number;
}>;


export type OwnStorePlaceHistoryQuery = { place: { history: { items: Array<{ userId: number | null, userRole: string | null, client: string | null, model: string, entityId: number | null, action: string, actionTitle: string, before: unknown, after: unknown }> } } };

export type OwnStoreUserJournalQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnStoreUserJournalQuery = { auditLog: { items: Array<{ model: string, entityId: number | null, action: string, after: unknown }> } };

export type OwnStoreRevokeTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type OwnStoreRevokeTokenMutation = { revokeApiToken: { id: string } };

export type OwnStoreTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnStoreTokensQuery = { apiTokens: Array<{ name: string }> | null };

export type OwnStoreCreateViewMutationVariables = Exact<{
  input: CreateSavedViewInput;
}>;


export type OwnStoreCreateViewMutation = { createSavedView: { id: string, screen: string, name: string, search: string } };

export type OwnStoreViewsQueryVariables = Exact<{
  screen?: string | null | undefined;
}>;


export type OwnStoreViewsQuery = { savedViews: Array<{ id: string, screen: string, name: string, search: string }> };

export type OwnStoreViewIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnStoreViewIdsQuery = { savedViews: Array<{ id: string }> };

export type OwnStoreRenameViewMutationVariables = Exact<{
  id: string | number;
}>;


export type OwnStoreRenameViewMutation = { renameSavedView: { name: string } };

export type OwnStoreDeleteViewMutationVariables = Exact<{
  id: string | number;
}>;


export type OwnStoreDeleteViewMutation = { deleteSavedView: { id: string, name: string } };

export type OwnStoreRenameRegionMutationVariables = Exact<{
  id: number;
  title: string;
}>;


export type OwnStoreRenameRegionMutation = { updateRegion: { id: number, title: string } };

export type OwnStoreRegionJournalQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnStoreRegionJournalQuery = { auditLog: { items: Array<{ userName: string | null, client: string | null, model: string, entityId: number | null, action: string, after: unknown }> } };

export type OwnStoreManagersJournalQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnStoreManagersJournalQuery = { auditLog: { items: Array<{ userId: number | null }> } };

export type PeopleScreensUpdateUserMutationVariables = Exact<{
  avatar?: FileInput | null | undefined;
}>;


export type PeopleScreensUpdateUserMutation = { updateUser: { id: number, avatar: { url: string, thumb: string, thumbs: Array<{ width: number, url: string, path: string }> } | null } };

export type PeopleScreensUserQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleScreensUserQuery = { user: { avatar: { url: string } | null } };

export type PeopleScreensUpdateUser2MutationVariables = Exact<{ [key: string]: never; }>;


export type PeopleScreensUpdateUser2Mutation = { updateUser: { avatar: { url: string } | null } };

export type PeopleScreensCreatePlaceMutationVariables = Exact<{
  image?: FileInput | null | undefined;
}>;


export type PeopleScreensCreatePlaceMutation = { createPlace: { id: number, distributingFacilityId: number | null, image: { url: string } | null } };

export type PeopleScreensUpdatePlaceMutationVariables = Exact<{
  id: number;
}>;


export type PeopleScreensUpdatePlaceMutation = { updatePlace: { distributingFacilityId: number | null, image: { url: string } | null } };

export type PeopleScreensVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleScreensVendorsQuery = { vendors: { total: number, items: Array<{ id: number, roleName: string | null, online: boolean | null }> } };

export type PeopleScreensVendors2QueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleScreensVendors2Query = { vendors: { total: number, items: Array<{ online: boolean | null }> } };

export type PeopleInviteSalesManMutationVariables = Exact<{ [key: string]: never; }>;


export type PeopleInviteSalesManMutation = { inviteSalesMan: { code: string | null, user: { id: number, name: string | null, phone: string | null, roleName: string | null, status: UserStatus } } };

export type PeopleInviteRegionalManagerMutationVariables = Exact<{ [key: string]: never; }>;


export type PeopleInviteRegionalManagerMutation = { rm: { code: string | null, user: { roleName: string | null, status: UserStatus } }, v: { code: string | null, user: { roleName: string | null, status: UserStatus } } };

export type PeopleUpdateUserMutationVariables = Exact<{ [key: string]: never; }>;


export type PeopleUpdateUserMutation = { updateUser: { status: UserStatus, blocked: boolean } };

export type PeopleUpdateUser2MutationVariables = Exact<{ [key: string]: never; }>;


export type PeopleUpdateUser2Mutation = { updateUser: { blocked: boolean } };

export type PeoplePlacesOfUserQueryVariables = Exact<{ [key: string]: never; }>;


export type PeoplePlacesOfUserQuery = { notYet: { total: number, items: Array<{ id: number }> }, mine: { total: number } };

export type PeopleAddUserPlaceMutationVariables = Exact<{
  p: number;
}>;


export type PeopleAddUserPlaceMutation = { addUserPlace: { placeIds: Array<number> } };

export type PeoplePlacesOfUser2QueryVariables = Exact<{ [key: string]: never; }>;


export type PeoplePlacesOfUser2Query = { placesOfUser: { total: number } };

export type PeopleRemoveUserPlaceMutationVariables = Exact<{
  p: number;
}>;


export type PeopleRemoveUserPlaceMutation = { removeUserPlace: { placeIds: Array<number> } };

export type PeoplePlaceAssignmentQueryVariables = Exact<{
  u: number;
  p: number;
}>;


export type PeoplePlaceAssignmentQuery = { placeAssignment: { rule: PlaceAssignmentRule, places: number, assigned: boolean, city: { id: number, title: string } | null } };

export type PeoplePlacesQueryVariables = Exact<{ [key: string]: never; }>;


export type PeoplePlacesQuery = { places: { total: number, items: Array<{ id: number }> }, city: { title: string } };

export type PeoplePlaceQueryVariables = Exact<{
  p: number;
}>;


export type PeoplePlaceQuery = { place: { regionalManagers: Array<{ id: number }> } };

export type PeopleAddUserPlace2MutationVariables = Exact<{
  p: number;
}>;


export type PeopleAddUserPlace2Mutation = { addUserPlace: { cityIds: Array<number> } };

export type PeoplePlace2QueryVariables = Exact<{
  p: number;
}>;


export type PeoplePlace2Query = { place: { regionalManagers: Array<{ id: number, cityIds: Array<number> }> } };

export type PeoplePlaces2QueryVariables = Exact<{ [key: string]: never; }>;


export type PeoplePlaces2Query = { places: { items: Array<{ id: number, city: { id: number, title: string } | null }> } };

export type PolicyBulkResultFragment = { total: number, succeeded: number, failed: number, results: Array<{ id: number, ok: boolean, code: string | null, message: string | null }> };

export type PolicyBulkBlockMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type PolicyBulkBlockMutation = { bulkPeople: { total: number, succeeded: number, failed: number, results: Array<{ id: number, ok: boolean, code: string | null, message: string | null }> } };

export type PolicyBulkRejectMutationVariables = Exact<{
  ids?: Array<number> | number | null | undefined;
}>;


export type PolicyBulkRejectMutation = { bulkTickets: { total: number, succeeded: number, failed: number, results: Array<{ id: number, ok: boolean, code: string | null, message: string | null }> } };

export type PolicyBulkPeopleMutationVariables = Exact<{
  action: PersonBulkAction;
  ids: Array<number> | number;
}>;


export type PolicyBulkPeopleMutation = { bulkPeople: { results: Array<{ id: number, ok: boolean, code: string | null }> } };

export type PolicyRenameMutationVariables = Exact<{
  id: number;
  name?: string | null | undefined;
}>;


export type PolicyRenameMutation = { updateUser: { name: string | null } };

export type PolicyRejectMutationVariables = Exact<{
  id: number;
}>;


export type PolicyRejectMutation = { rejectTicket: { status: TicketStatus } };

export type ReportsTicketStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportsTicketStatsQuery = { ticketStats: { groupBy: Array<TicketStatsKey>, groups: Array<{ count: number, key: { status: TicketStatus | null, statusCode: string | null } }>, totals: { count: number, totalSum: number } } };

export type ReportsTicketStats2QueryVariables = Exact<{
  f?: ReportFilter | null | undefined;
}>;


export type ReportsTicketStats2Query = { ticketStats: { groups: Array<{ count: number, key: { regionId: number | null, region: { id: number, title: string } | null } }>, totals: { count: number } } };

export type ReportsPlanFactQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportsPlanFactQuery = { planFact: Array<{ plan: number, fact: number, percent: number | null, place: { id: number } | null, period: { id: number } | null }> };

export type ReportsPlanFactPageTwoQueryVariables = Exact<{
  page: number;
}>;


export type ReportsPlanFactPageTwoQuery = { planFactPage: { total: number, items: Array<{ planId: number, place: { id: number, title: string | null, address: string | null } | null, period: { id: number, startDate: string, endDate: string } | null }> } };

export type ReportsPlanFactPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportsPlanFactPageQuery = { planFactPage: { items: Array<{ place: { id: number, city: { id: number } | null } | null }> } };

export type ReportsActivityQueryVariables = Exact<{
  by: ActivitySubject;
  f?: ReportFilter | null | undefined;
}>;


export type ReportsActivityQuery = { activity: Array<{ userId: number, tickets: number, score: number, activePlaces: number, places: number | null, lastUpload: string | null, user: { id: number, role: { name: string } | null } | null }> };

export type ReportsActivity2QueryVariables = Exact<{ [key: string]: never; }>;


export type ReportsActivity2Query = { activity: Array<{ user: { phone: string | null } | null }> };

export type SavedViewsViewFragment = { id: string, screen: string, name: string, search: string };

export type SavedViewsCreateMutationVariables = Exact<{
  input: CreateSavedViewInput;
}>;


export type SavedViewsCreateMutation = { createSavedView: { id: string, screen: string, name: string, search: string } };

export type SavedViewsRenameMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type SavedViewsRenameMutation = { renameSavedView: { id: string, screen: string, name: string, search: string } };

export type SavedViewsDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type SavedViewsDeleteMutation = { deleteSavedView: { id: string, screen: string, name: string, search: string } };

export type SavedViewsListQueryVariables = Exact<{
  screen?: string | null | undefined;
}>;


export type SavedViewsListQuery = { savedViews: Array<{ id: string, screen: string, name: string, search: string }> };

export type SchemaAccessCreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type SchemaAccessCreateApiTokenMutation = { createApiToken: { token: string } };

export type SubscriptionsSendRoomMessageMutationVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsSendRoomMessageMutation = { sendRoomMessage: { id: number, text: string | null } };

export type SubscriptionsUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsUsersQuery = { users: { items: Array<{ id: number, phone: string | null }> } };

export type SubscriptionsUsers2QueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsUsers2Query = { users: { items: Array<{ id: number }> } };

export type SubscriptionsTicketQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsTicketQuery = { ticket: { id: number } };

export type TicketActionsRejectTicketMutationVariables = Exact<{
  id: number;
}>;


export type TicketActionsRejectTicketMutation = { rejectTicket: { id: number, status: TicketStatus, statusTitle: string | null, statusDescription: string | null } };

export type TicketActionsScoreTicketMutationVariables = Exact<{
  id: number;
}>;


export type TicketActionsScoreTicketMutation = { scoreTicket: { status: TicketStatus, score: number | null, transactions: Array<{ amount: number, ticketId: number | null }> | null } };

export type TicketActionsTicketUserDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type TicketActionsTicketUserDetailsQuery = { ticketUserDetails: { fiscalDriveNumber: string | null, userInn: string | null, kktRegId: string | null, operator: string | null, ofd: string | null } };

export type TicketActionsTicketQueryVariables = Exact<{
  id: number;
}>;


export type TicketActionsTicketQuery = { ticket: { actions: Array<TicketAction> } };

export type TicketActionsTickets2QueryVariables = Exact<{ [key: string]: never; }>;


export type TicketActionsTickets2Query = { tickets: { items: Array<{ id: number, actions: Array<TicketAction> }> } };

export type TokensCreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type TokensCreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string, name: string, readOnly: boolean, expiresAt: string | null } } };

export type TokensApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type TokensApiTokensQuery = { apiTokens: Array<{ id: string, name: string }> | null };

export type TokensMeQueryVariables = Exact<{ [key: string]: never; }>;


export type TokensMeQuery = { me: { phone: string | null } | null };

export type TokensTicketStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type TokensTicketStatsQuery = { ticketStats: { groups: Array<{ count: number, key: { status: TicketStatus | null } }> } };

export type TokensRevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type TokensRevokeApiTokenMutation = { revokeApiToken: { id: string, name: string } };

export type WriteAnswersTicketFieldsFragment = { id: number, status: TicketStatus, statusTitle: string | null, statusDescription: string | null, score: number | null, planSales: number | null, bonusSales: number | null, scoredItems: number | null, totalSales: number | null, totalSum: number | null, fiscalDriveNumber: string | null, fiscalDocumentNumber: string | null, fiscalSign: string | null, dateTime: string | null, items: Array<{ name: string, price: number, quantity: number, sum: number, productId: number | null }> };

export type WriteAnswersFreshQueryVariables = Exact<{
  id: number;
}>;


export type WriteAnswersFreshQuery = { ticket: { id: number, status: TicketStatus, statusTitle: string | null, statusDescription: string | null, score: number | null, planSales: number | null, bonusSales: number | null, scoredItems: number | null, totalSales: number | null, totalSum: number | null, fiscalDriveNumber: string | null, fiscalDocumentNumber: string | null, fiscalSign: string | null, dateTime: string | null, items: Array<{ name: string, price: number, quantity: number, sum: number, productId: number | null }> } };

export type WriteAnswersScoreMutationVariables = Exact<{
  id: number;
}>;


export type WriteAnswersScoreMutation = { scoreTicket: { id: number, status: TicketStatus, statusTitle: string | null, statusDescription: string | null, score: number | null, planSales: number | null, bonusSales: number | null, scoredItems: number | null, totalSales: number | null, totalSum: number | null, fiscalDriveNumber: string | null, fiscalDocumentNumber: string | null, fiscalSign: string | null, dateTime: string | null, items: Array<{ name: string, price: number, quantity: number, sum: number, productId: number | null }> } };

export type WriteAnswersRejectMutationVariables = Exact<{
  id: number;
}>;


export type WriteAnswersRejectMutation = { rejectTicket: { id: number, status: TicketStatus, statusTitle: string | null, statusDescription: string | null, score: number | null, planSales: number | null, bonusSales: number | null, scoredItems: number | null, totalSales: number | null, totalSum: number | null, fiscalDriveNumber: string | null, fiscalDocumentNumber: string | null, fiscalSign: string | null, dateTime: string | null, items: Array<{ name: string, price: number, quantity: number, sum: number, productId: number | null }> } };

export type WriteAnswersProcessMutationVariables = Exact<{
  id: number;
}>;


export type WriteAnswersProcessMutation = { processTicket: { id: number, status: TicketStatus, statusTitle: string | null, statusDescription: string | null, score: number | null, planSales: number | null, bonusSales: number | null, scoredItems: number | null, totalSales: number | null, totalSum: number | null, fiscalDriveNumber: string | null, fiscalDocumentNumber: string | null, fiscalSign: string | null, dateTime: string | null, items: Array<{ name: string, price: number, quantity: number, sum: number, productId: number | null }> } };

export type WriteAnswersEditMutationVariables = Exact<{
  id: number;
}>;


export type WriteAnswersEditMutation = { editTicket: { id: number, status: TicketStatus, statusTitle: string | null, statusDescription: string | null, score: number | null, planSales: number | null, bonusSales: number | null, scoredItems: number | null, totalSales: number | null, totalSum: number | null, fiscalDriveNumber: string | null, fiscalDocumentNumber: string | null, fiscalSign: string | null, dateTime: string | null, items: Array<{ name: string, price: number, quantity: number, sum: number, productId: number | null }> } };

export type WriteAnswersScoreTransactionsMutationVariables = Exact<{
  id: number;
}>;


export type WriteAnswersScoreTransactionsMutation = { scoreTicket: { id: number, score: number | null, transactions: Array<{ amount: number, ticketId: number | null }> | null } };

export type WriteAnswersReuseMutationVariables = Exact<{
  id: number;
}>;


export type WriteAnswersReuseMutation = { before: { ticket: { id: number, status: TicketStatus, score: number | null } | null }, scoreTicket: { id: number, status: TicketStatus, score: number | null }, after: { ticket: { id: number, status: TicketStatus, score: number | null } | null } };

export type WriteAnswersUserFieldsFragment = { id: number, name: string | null, surname: string | null, phone: string | null, roleName: string | null, blocked: boolean, phoneVerified: boolean, placeId: number | null, placeIds: Array<number>, cityIds: Array<number> };

export type WriteAnswersFreshUserQueryVariables = Exact<{
  id: number;
}>;


export type WriteAnswersFreshUserQuery = { user: { id: number, name: string | null, surname: string | null, phone: string | null, roleName: string | null, blocked: boolean, phoneVerified: boolean, placeId: number | null, placeIds: Array<number>, cityIds: Array<number> } };

export type WriteAnswersFreePlaceQueryVariables = Exact<{ [key: string]: never; }>;


export type WriteAnswersFreePlaceQuery = { placesOfUser: { items: Array<{ id: number }> } };

export type WriteAnswersAddPlaceMutationVariables = Exact<{
  u: number;
  p: number;
}>;


export type WriteAnswersAddPlaceMutation = { addUserPlace: { id: number, name: string | null, surname: string | null, phone: string | null, roleName: string | null, blocked: boolean, phoneVerified: boolean, placeId: number | null, placeIds: Array<number>, cityIds: Array<number> } };

export type WriteAnswersSetPlaceMutationVariables = Exact<{
  u: number;
  p: number;
}>;


export type WriteAnswersSetPlaceMutation = { setUserPlace: { id: number, name: string | null, surname: string | null, phone: string | null, roleName: string | null, blocked: boolean, phoneVerified: boolean, placeId: number | null, placeIds: Array<number>, cityIds: Array<number> } };

export type WriteAnswersResetPlaceMutationVariables = Exact<{
  u: number;
}>;


export type WriteAnswersResetPlaceMutation = { resetUserPlace: { id: number, name: string | null, surname: string | null, phone: string | null, roleName: string | null, blocked: boolean, phoneVerified: boolean, placeId: number | null, placeIds: Array<number>, cityIds: Array<number> } };

export type WriteAnswersRemovePlaceMutationVariables = Exact<{
  u: number;
  p: number;
}>;


export type WriteAnswersRemovePlaceMutation = { removeUserPlace: { id: number, name: string | null, surname: string | null, phone: string | null, roleName: string | null, blocked: boolean, phoneVerified: boolean, placeId: number | null, placeIds: Array<number>, cityIds: Array<number> } };

export type WriteAnswersAssignMutationVariables = Exact<{
  u: number;
  p: number;
}>;


export type WriteAnswersAssignMutation = { assignToPlace: { id: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PageFragmentDoc = new TypedDocumentString(`
    fragment Page on TicketPage {
  items {
    id
    ... on Ticket {
      user {
        id
      }
    }
  }
}
    `, {"fragmentName":"Page"}) as unknown as TypedDocumentString<PageFragment, unknown>;
export const PolicyBulkResultFragmentDoc = new TypedDocumentString(`
    fragment PolicyBulkResult on BulkResult {
  total
  succeeded
  failed
  results {
    id
    ok
    code
    message
  }
}
    `, {"fragmentName":"PolicyBulkResult"}) as unknown as TypedDocumentString<PolicyBulkResultFragment, unknown>;
export const SavedViewsViewFragmentDoc = new TypedDocumentString(`
    fragment SavedViewsView on SavedView {
  id
  screen
  name
  search
}
    `, {"fragmentName":"SavedViewsView"}) as unknown as TypedDocumentString<SavedViewsViewFragment, unknown>;
export const WriteAnswersTicketFieldsFragmentDoc = new TypedDocumentString(`
    fragment WriteAnswersTicketFields on Ticket {
  id
  status
  statusTitle
  statusDescription
  score
  planSales
  bonusSales
  scoredItems
  totalSales
  totalSum
  fiscalDriveNumber
  fiscalDocumentNumber
  fiscalSign
  dateTime
  items {
    name
    price
    quantity
    sum
    productId
  }
}
    `, {"fragmentName":"WriteAnswersTicketFields"}) as unknown as TypedDocumentString<WriteAnswersTicketFieldsFragment, unknown>;
export const WriteAnswersUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment WriteAnswersUserFields on User {
  id
  name
  surname
  phone
  roleName
  blocked
  phoneVerified
  placeId
  placeIds
  cityIds
}
    `, {"fragmentName":"WriteAnswersUserFields"}) as unknown as TypedDocumentString<WriteAnswersUserFieldsFragment, unknown>;
export const AuditTicketHistoryDocument = new TypedDocumentString(`
    query AuditTicketHistory($id: Int!) {
  ticket(id: $id) {
    history {
      total
      items {
        userId
        userName
        userRole
        client
        model
        entityId
        action
        actionTitle
        before
        after
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AuditTicketHistoryQuery, AuditTicketHistoryQueryVariables>;
export const AuditAuditLogDocument = new TypedDocumentString(`
    query AuditAuditLog($ids: [Int!]!) {
  auditLog(
    where: {model: {eq: "Ticket"}, entityId: {in: $ids}}
    orderBy: [{field: id, direction: ASC}]
  ) {
    total
    items {
      entityId
      action
      client
      after
    }
  }
}
    `) as unknown as TypedDocumentString<AuditAuditLogQuery, AuditAuditLogQueryVariables>;
export const AuditAuditLog2Document = new TypedDocumentString(`
    query AuditAuditLog2($ids: [Int!]!) {
  auditLog(
    where: {action: {eq: "reject"}, entityId: {in: $ids}}
    orderBy: [{field: id, direction: ASC}]
  ) {
    items {
      entityId
      client
    }
  }
}
    `) as unknown as TypedDocumentString<AuditAuditLog2Query, AuditAuditLog2QueryVariables>;
export const AuditCreatePlaceDocument = new TypedDocumentString(`
    mutation AuditCreatePlace {
  createPlace(input: {title: "Киоск у вокзала", cityId: 1}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditCreatePlaceMutation, AuditCreatePlaceMutationVariables>;
export const AuditPlaceDocument = new TypedDocumentString(`
    query AuditPlace($id: Int!) {
  place(id: $id) {
    history {
      items {
        action
        actionTitle
        before
        after
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AuditPlaceQuery, AuditPlaceQueryVariables>;
export const AuditUserDocument = new TypedDocumentString(`
    query AuditUser {
  user(id: 1) {
    history(pageSize: 100) {
      items {
        action
        client
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AuditUserQuery, AuditUserQueryVariables>;
export const AuditCreateCampaignDocument = new TypedDocumentString(`
    mutation AuditCreateCampaign {
  createCampaign(input: {title: "Осень"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditCreateCampaignMutation, AuditCreateCampaignMutationVariables>;
export const AuditCreatePeriodDocument = new TypedDocumentString(`
    mutation AuditCreatePeriod($c: Int!) {
  createPeriod(
    input: {campaignId: $c, startDate: "2031-01-01T00:00:00.000Z", endDate: "2031-02-01T00:00:00.000Z"}
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditCreatePeriodMutation, AuditCreatePeriodMutationVariables>;
export const AuditCampaignDocument = new TypedDocumentString(`
    query AuditCampaign($c: Int!, $p: Int!) {
  campaign(id: $c) {
    history {
      total
      items {
        action
        before
        after
        user {
          id
        }
      }
    }
  }
  period(id: $p) {
    history {
      items {
        action
        before
        after
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AuditCampaignQuery, AuditCampaignQueryVariables>;
export const AuditAuditLog3Document = new TypedDocumentString(`
    query AuditAuditLog3 {
  auditLog(pageSize: 1, orderBy: [{field: id, direction: DESC}]) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AuditAuditLog3Query, AuditAuditLog3QueryVariables>;
export const AuditCreatePlace2Document = new TypedDocumentString(`
    mutation AuditCreatePlace2($t: String!) {
  createPlace(input: {title: $t, cityId: 1}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditCreatePlace2Mutation, AuditCreatePlace2MutationVariables>;
export const AuditCreateCampaign2Document = new TypedDocumentString(`
    mutation AuditCreateCampaign2 {
  createCampaign(input: {title: "Зимняя акция"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditCreateCampaign2Mutation, AuditCreateCampaign2MutationVariables>;
export const AuditCreatePeriod2Document = new TypedDocumentString(`
    mutation AuditCreatePeriod2($c: Int!) {
  createPeriod(
    input: {campaignId: $c, startDate: "2026-12-01T00:00:00.000Z", endDate: "2027-02-28T23:59:59.999Z"}
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditCreatePeriod2Mutation, AuditCreatePeriod2MutationVariables>;
export const AuditAuditLog4Document = new TypedDocumentString(`
    query AuditAuditLog4($since: Int!) {
  auditLog(
    where: {id: {gt: $since}}
    orderBy: [{field: id, direction: ASC}]
    pageSize: 100
  ) {
    items {
      model
      entityId
      action
      entityName
    }
  }
}
    `) as unknown as TypedDocumentString<AuditAuditLog4Query, AuditAuditLog4QueryVariables>;
export const AuditCreatePlace3Document = new TypedDocumentString(`
    mutation AuditCreatePlace3 {
  createPlace(input: {title: "Точка плана", cityId: 1}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditCreatePlace3Mutation, AuditCreatePlace3MutationVariables>;
export const AuditCreateCampaign3Document = new TypedDocumentString(`
    mutation AuditCreateCampaign3 {
  createCampaign(input: {title: "Акция плана"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditCreateCampaign3Mutation, AuditCreateCampaign3MutationVariables>;
export const AuditCreatePeriod3Document = new TypedDocumentString(`
    mutation AuditCreatePeriod3($c: Int!) {
  createPeriod(
    input: {campaignId: $c, startDate: "2032-03-01T00:00:00.000Z", endDate: "2032-05-31T23:59:59.999Z"}
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditCreatePeriod3Mutation, AuditCreatePeriod3MutationVariables>;
export const AuditCreatePlanDocument = new TypedDocumentString(`
    mutation AuditCreatePlan($p: Int!, $q: Int!, $c: Int!) {
  createPlan(input: {placeId: $p, periodId: $q, campaignId: $c, plan: 30}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditCreatePlanMutation, AuditCreatePlanMutationVariables>;
export const AuditAuditLog5Document = new TypedDocumentString(`
    query AuditAuditLog5($id: Int!) {
  auditLog(where: {model: {eq: "Plan"}, entityId: {eq: $id}}) {
    items {
      entityName
    }
  }
}
    `) as unknown as TypedDocumentString<AuditAuditLog5Query, AuditAuditLog5QueryVariables>;
export const AuditAuditLog6Document = new TypedDocumentString(`
    query AuditAuditLog6 {
  auditLog(pageSize: 1, orderBy: [{field: id, direction: DESC}]) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AuditAuditLog6Query, AuditAuditLog6QueryVariables>;
export const AuditRefsCreatePlaceTypeDocument = new TypedDocumentString(`
    mutation AuditRefsCreatePlaceType {
  createPlaceType(input: {title: "Временный павильон"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditRefsCreatePlaceTypeMutation, AuditRefsCreatePlaceTypeMutationVariables>;
export const AuditRefsCreatePlaceDocument = new TypedDocumentString(`
    mutation AuditRefsCreatePlace($t: Int!) {
  createPlace(input: {title: "Киоск со ссылками", cityId: 1, placeTypeId: $t}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditRefsCreatePlaceMutation, AuditRefsCreatePlaceMutationVariables>;
export const AuditRefsCreateCampaignDocument = new TypedDocumentString(`
    mutation AuditRefsCreateCampaign {
  createCampaign(input: {title: "Акция со ссылками"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditRefsCreateCampaignMutation, AuditRefsCreateCampaignMutationVariables>;
export const AuditRefsUpdatePlaceDocument = new TypedDocumentString(`
    mutation AuditRefsUpdatePlace($id: Int!, $c: Int!) {
  updatePlace(id: $id, input: {cityId: 2, placeTypeId: 1, campaignId: $c}) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditRefsUpdatePlaceMutation, AuditRefsUpdatePlaceMutationVariables>;
export const AuditRefsDeletePlaceTypeDocument = new TypedDocumentString(`
    mutation AuditRefsDeletePlaceType($id: Int!) {
  deletePlaceType(id: $id)
}
    `) as unknown as TypedDocumentString<AuditRefsDeletePlaceTypeMutation, AuditRefsDeletePlaceTypeMutationVariables>;
export const AuditRefsCreatePeriodDocument = new TypedDocumentString(`
    mutation AuditRefsCreatePeriod($c: Int!) {
  createPeriod(
    input: {campaignId: $c, startDate: "2032-01-01T00:00:00.000Z", endDate: "2032-02-01T00:00:00.000Z"}
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditRefsCreatePeriodMutation, AuditRefsCreatePeriodMutationVariables>;
export const AuditRefsAddUserPlaceDocument = new TypedDocumentString(`
    mutation AuditRefsAddUserPlace($p: Int!) {
  addUserPlace(userId: 4, placeId: $p) {
    id
  }
}
    `) as unknown as TypedDocumentString<AuditRefsAddUserPlaceMutation, AuditRefsAddUserPlaceMutationVariables>;
export const AuditAuditLog7Document = new TypedDocumentString(`
    query AuditAuditLog7($since: Int!) {
  auditLog(
    where: {id: {gt: $since}}
    orderBy: [{field: id, direction: ASC}]
    pageSize: 100
  ) {
    items {
      model
      action
      references {
        field
        id
        model
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AuditAuditLog7Query, AuditAuditLog7QueryVariables>;
export const AuditUser2Document = new TypedDocumentString(`
    query AuditUser2 {
  user(id: 4) {
    history {
      total
    }
  }
}
    `) as unknown as TypedDocumentString<AuditUser2Query, AuditUser2QueryVariables>;
export const AuditTicketsDocument = new TypedDocumentString(`
    query AuditTickets($n: Int!) {
  tickets(
    where: {status: {eq: MANUAL}}
    pageSize: $n
    orderBy: [{field: id, direction: DESC}]
  ) {
    items {
      id
      status
      score
      statusDescription
    }
  }
}
    `) as unknown as TypedDocumentString<AuditTicketsQuery, AuditTicketsQueryVariables>;
export const BulkBulkTicketsDocument = new TypedDocumentString(`
    mutation BulkBulkTickets($ids: [Int!]) {
  bulkTickets(action: reject, ids: $ids, reason: "Нечитаемо") {
    action
    total
    succeeded
    failed
    results {
      id
      ok
      status
      message
    }
  }
}
    `) as unknown as TypedDocumentString<BulkBulkTicketsMutation, BulkBulkTicketsMutationVariables>;
export const BulkUndoDocument = new TypedDocumentString(`
    mutation BulkUndo($ids: [Int!]!) {
  undo(action: TICKET_REJECT, ids: $ids) {
    succeeded
    results {
      id
      ok
      status
    }
  }
}
    `) as unknown as TypedDocumentString<BulkUndoMutation, BulkUndoMutationVariables>;
export const CatalogueImagesCreateProductDocument = new TypedDocumentString(`
    mutation CatalogueImagesCreateProduct {
  createProduct(input: {title: "Картинка"}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogueImagesCreateProductMutation, CatalogueImagesCreateProductMutationVariables>;
export const CatalogueImagesProductDocument = new TypedDocumentString(`
    query CatalogueImagesProduct($id: Int!) {
  product(id: $id) {
    image {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueImagesProductQuery, CatalogueImagesProductQueryVariables>;
export const CatalogueProductsDocument = new TypedDocumentString(`
    query CatalogueProducts {
  products(pageSize: 100) {
    total
    items {
      title
      matches
      category {
        score
      }
    }
  }
  campaigns {
    items {
      id
      periods {
        id
        startDate
        campaign {
          id
        }
        plans {
          plan
          fact
          place {
            id
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueProductsQuery, CatalogueProductsQueryVariables>;
export const CatalogueCampaignProductsDocument = new TypedDocumentString(`
    query CatalogueCampaignProducts {
  campaignProducts(campaignId: 1, pageSize: 100) {
    total
    items {
      id
      productId
      product {
        id
      }
    }
  }
  inside: productsOfCampaign(campaignId: 1, inCampaign: true, pageSize: 100) {
    total
    items {
      id
    }
  }
  outside: productsOfCampaign(campaignId: 1, inCampaign: false) {
    total
  }
  all: products {
    total
  }
}
    `) as unknown as TypedDocumentString<CatalogueCampaignProductsQuery, CatalogueCampaignProductsQueryVariables>;
export const CatalogueTicketsDocument = new TypedDocumentString(`
    query CatalogueTickets {
  tickets(where: {status: {eq: PROCESSED}, planId: {isNull: false}}, pageSize: 10) {
    items {
      planId
      placeId
      plan {
        id
        placeId
      }
      items {
        productId
        product {
          id
        }
      }
    }
  }
  campaign(id: 1) {
    id
    products {
      campaignId
      product {
        id
      }
    }
  }
  place(id: 1) {
    id
    vendors: users(role: vendor) {
      roleName
      placeIds
    }
    everyone: users {
      roleName
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueTicketsQuery, CatalogueTicketsQueryVariables>;
export const CatalogueCreateProductCategoryDocument = new TypedDocumentString(`
    mutation CatalogueCreateProductCategory {
  createProductCategory(
    input: {title: "Тестовая категория", score: 7, recommendedPrice: 12990}
  ) {
    id
    title
    score
    recommendedPrice
  }
}
    `) as unknown as TypedDocumentString<CatalogueCreateProductCategoryMutation, CatalogueCreateProductCategoryMutationVariables>;
export const CatalogueCreateProductDocument = new TypedDocumentString(`
    mutation CatalogueCreateProduct($c: Int!) {
  createProduct(
    input: {title: "Тестовый сок 1 л", matches: ["тестовый сок"], categoryId: $c}
  ) {
    id
    matches
    category {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueCreateProductMutation, CatalogueCreateProductMutationVariables>;
export const DevicesDeviceCountDocument = new TypedDocumentString(`
    query DevicesDeviceCount {
  user: deviceCount(scope: {userId: 4})
  nobody: deviceCount(scope: {userId: 2})
}
    `) as unknown as TypedDocumentString<DevicesDeviceCountQuery, DevicesDeviceCountQueryVariables>;
export const DevicesSendDeviceCommandDocument = new TypedDocumentString(`
    mutation DevicesSendDeviceCommand {
  sendDeviceCommand(
    event: "showMessage"
    payload: {text: "Обновите приложение", level: 2}
    scope: {userId: 4}
  )
}
    `) as unknown as TypedDocumentString<DevicesSendDeviceCommandMutation, DevicesSendDeviceCommandMutationVariables>;
export const FilesSendRoomMessageDocument = new TypedDocumentString(`
    mutation FilesSendRoomMessage($file: FileInput) {
  sendRoomMessage(room: "user-4", file: $file) {
    file {
      name
      path
    }
  }
}
    `) as unknown as TypedDocumentString<FilesSendRoomMessageMutation, FilesSendRoomMessageMutationVariables>;
export const GatewayTicketsPageDocument = new TypedDocumentString(`
    query GatewayTicketsPage($page: Int, $pageSize: Int) {
  tickets(
    page: $page
    pageSize: $pageSize
    orderBy: [{field: dateTime, direction: DESC}]
  ) {
    total
    page
    pageSize
    items {
      id
      dateTime
      totalSum
      status
      statusTitle
      user {
        id
        name
        surname
      }
      place {
        id
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GatewayTicketsPageQuery, GatewayTicketsPageQueryVariables>;
export const GatewayTicketsDocument = new TypedDocumentString(`
    query GatewayTickets {
  tickets(pageSize: 50) {
    items {
      place {
        city {
          title
          region {
            title
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GatewayTicketsQuery, GatewayTicketsQueryVariables>;
export const GatewayTickets2Document = new TypedDocumentString(`
    query GatewayTickets2 {
  tickets(pageSize: 3) {
    items {
      totalSum
      user {
        name
      }
      place {
        title
        city {
          title
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GatewayTickets2Query, GatewayTickets2QueryVariables>;
export const GatewayTickets3Document = new TypedDocumentString(`
    query GatewayTickets3 {
  tickets(pageSize: 5) {
    ...Page
  }
}
    fragment Page on TicketPage {
  items {
    id
    ... on Ticket {
      user {
        id
      }
    }
  }
}`) as unknown as TypedDocumentString<GatewayTickets3Query, GatewayTickets3QueryVariables>;
export const GatewayTicketDocument = new TypedDocumentString(`
    query GatewayTicket {
  a: ticket(id: 1) {
    user {
      id
    }
  }
  b: ticket(id: 2) {
    user {
      id
    }
  }
  c: ticket(id: 3) {
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<GatewayTicketQuery, GatewayTicketQueryVariables>;
export const GatewayTicket2Document = new TypedDocumentString(`
    query GatewayTicket2 {
  ticket(id: 1) {
    id
    totalSum
    statusTitle
    user {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<GatewayTicket2Query, GatewayTicket2QueryVariables>;
export const GatewayTickets4Document = new TypedDocumentString(`
    query GatewayTickets4 {
  tickets(where: {status: {eq: REJECTED}}, pageSize: 100) {
    total
    items {
      status
      statusTitle
    }
  }
}
    `) as unknown as TypedDocumentString<GatewayTickets4Query, GatewayTickets4QueryVariables>;
export const GatewayLoginDocument = new TypedDocumentString(`
    mutation GatewayLogin {
  login(phone: "+79990000001", password: "demo1234") {
    ttl
    user {
      phone
      roleName
      role {
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GatewayLoginMutation, GatewayLoginMutationVariables>;
export const GatewayMeDocument = new TypedDocumentString(`
    query GatewayMe {
  me {
    name
    surname
    roleName
  }
}
    `) as unknown as TypedDocumentString<GatewayMeQuery, GatewayMeQueryVariables>;
export const GatewayLogin2Document = new TypedDocumentString(`
    mutation GatewayLogin2 {
  login(phone: "+79990000001", password: "demo1234") {
    accessToken
  }
}
    `) as unknown as TypedDocumentString<GatewayLogin2Mutation, GatewayLogin2MutationVariables>;
export const GatewayMe2Document = new TypedDocumentString(`
    query GatewayMe2 {
  me {
    phone
  }
}
    `) as unknown as TypedDocumentString<GatewayMe2Query, GatewayMe2QueryVariables>;
export const GeographyRegionsDocument = new TypedDocumentString(`
    query GeographyRegions {
  regions(pageSize: 100) {
    total
    items {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<GeographyRegionsQuery, GeographyRegionsQueryVariables>;
export const GeographyRegions2Document = new TypedDocumentString(`
    query GeographyRegions2 {
  regions(search: "МОСКОВСКАЯ обл") {
    items {
      title
    }
  }
}
    `) as unknown as TypedDocumentString<GeographyRegions2Query, GeographyRegions2QueryVariables>;
export const GeographyCitiesDocument = new TypedDocumentString(`
    query GeographyCities {
  cities(pageSize: 50) {
    items {
      title
      regionName
      region {
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GeographyCitiesQuery, GeographyCitiesQueryVariables>;
export const GeographyPlacesDocument = new TypedDocumentString(`
    query GeographyPlaces($city: Int!, $q: String) {
  places(where: {cityId: {eq: $city}}, search: $q, pageSize: 100) {
    total
    items {
      id
      cityId
      address
    }
  }
}
    `) as unknown as TypedDocumentString<GeographyPlacesQuery, GeographyPlacesQueryVariables>;
export const GeographyPlaceDocument = new TypedDocumentString(`
    query GeographyPlace {
  place(id: 1) {
    id
    city {
      region {
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GeographyPlaceQuery, GeographyPlaceQueryVariables>;
export const GeographyVendorsDocument = new TypedDocumentString(`
    query GeographyVendors {
  vendors(pageSize: 100) {
    total
    items {
      id
      roleName
      status
      phoneVerified
      blocked
    }
  }
}
    `) as unknown as TypedDocumentString<GeographyVendorsQuery, GeographyVendorsQueryVariables>;
export const GeographyVendors2Document = new TypedDocumentString(`
    query GeographyVendors2 {
  invited: vendors(where: {phoneVerified: {eq: false}}) {
    total
    items {
      status
    }
  }
  blocked: vendors(where: {phoneVerified: {eq: true}, blocked: {eq: true}}) {
    total
    items {
      status
    }
  }
  active: vendors(where: {phoneVerified: {eq: true}, blocked: {eq: false}}) {
    total
    items {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<GeographyVendors2Query, GeographyVendors2QueryVariables>;
export const GeographyUsersDocument = new TypedDocumentString(`
    query GeographyUsers {
  users(search: "анна +7999000000") {
    items {
      name
      surname
      phone
    }
  }
}
    `) as unknown as TypedDocumentString<GeographyUsersQuery, GeographyUsersQueryVariables>;
export const GeographyRegionalManagersDocument = new TypedDocumentString(`
    query GeographyRegionalManagers {
  rm: regionalManagers(where: {phone: {eq: "+79990000002"}}) {
    items {
      cityIds
      cities {
        id
      }
    }
  }
  v: user(id: 4) {
    places {
      id
    }
    place {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<GeographyRegionalManagersQuery, GeographyRegionalManagersQueryVariables>;
export const HarnessTicketIdsDocument = new TypedDocumentString(`
    query HarnessTicketIds($s: TicketStatus!, $n: Int!) {
  tickets(
    where: {status: {eq: $s}}
    pageSize: $n
    orderBy: [{field: id, direction: ASC}]
  ) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<HarnessTicketIdsQuery, HarnessTicketIdsQueryVariables>;
export const HttpAuditCreateApiTokenDocument = new TypedDocumentString(`
    mutation HttpAuditCreateApiToken {
  createApiToken(input: {name: "audit", readOnly: true, expiresInDays: 1}) {
    token
  }
}
    `) as unknown as TypedDocumentString<HttpAuditCreateApiTokenMutation, HttpAuditCreateApiTokenMutationVariables>;
export const LiveCapsTicketsDocument = new TypedDocumentString(`
    query LiveCapsTickets {
  tickets(pageSize: 3) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LiveCapsTicketsQuery, LiveCapsTicketsQueryVariables>;
export const LiveRecordsTicketsDocument = new TypedDocumentString(`
    query LiveRecordsTickets {
  tickets(where: {status: {eq: MANUAL}}, pageSize: 1) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LiveRecordsTicketsQuery, LiveRecordsTicketsQueryVariables>;
export const LiveRecordsTickets2Document = new TypedDocumentString(`
    query LiveRecordsTickets2 {
  tickets(where: {userId: {neq: 4}}, pageSize: 1) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LiveRecordsTickets2Query, LiveRecordsTickets2QueryVariables>;
export const LiveRecordsTickets3Document = new TypedDocumentString(`
    query LiveRecordsTickets3 {
  tickets(pageSize: 1) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LiveRecordsTickets3Query, LiveRecordsTickets3QueryVariables>;
export const LiveRecordsTickets4Document = new TypedDocumentString(`
    query LiveRecordsTickets4 {
  tickets(pageSize: 2) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LiveRecordsTickets4Query, LiveRecordsTickets4QueryVariables>;
export const LiveRecordsTickets5Document = new TypedDocumentString(`
    query LiveRecordsTickets5 {
  tickets(pageSize: 1) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LiveRecordsTickets5Query, LiveRecordsTickets5QueryVariables>;
export const LiveSharedTicketsDocument = new TypedDocumentString(`
    query LiveSharedTickets {
  tickets(pageSize: 3) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LiveSharedTicketsQuery, LiveSharedTicketsQueryVariables>;
export const CompatRejectWithTitleDocument = new TypedDocumentString(`
    mutation CompatRejectWithTitle {
  rejectTicket(id: 1, reason: "Нечитаемо") {
    id
    status
    statusTitle
    statusDescription
  }
}
    `) as unknown as TypedDocumentString<CompatRejectWithTitleMutation, CompatRejectWithTitleMutationVariables>;
export const CompatRejectDocument = new TypedDocumentString(`
    mutation CompatReject {
  rejectTicket(id: 1, reason: "Нечитаемо") {
    id
    status
    statusDescription
  }
}
    `) as unknown as TypedDocumentString<CompatRejectMutation, CompatRejectMutationVariables>;
export const CompatScoreDocument = new TypedDocumentString(`
    mutation CompatScore {
  scoreTicket(id: 3, score: 5) {
    id
    status
    statusTitle
    statusDescription
  }
}
    `) as unknown as TypedDocumentString<CompatScoreMutation, CompatScoreMutationVariables>;
export const CompatUpdateCityDocument = new TypedDocumentString(`
    mutation CompatUpdateCity {
  updateCity(id: 2, input: {regionId: 1}) {
    id
    regionName
  }
}
    `) as unknown as TypedDocumentString<CompatUpdateCityMutation, CompatUpdateCityMutationVariables>;
export const CompatLoginDocument = new TypedDocumentString(`
    mutation CompatLogin {
  login(phone: "+79990000001", password: "demo1234") {
    ttl
    user {
      id
      roleName
      role {
        name
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CompatLoginMutation, CompatLoginMutationVariables>;
export const CompatLoginByTokenDocument = new TypedDocumentString(`
    mutation CompatLoginByToken {
  login(phone: "+79990000001", password: "demo1234") {
    accessToken
    ttl
    user {
      id
      name
      roleName
    }
  }
}
    `) as unknown as TypedDocumentString<CompatLoginByTokenMutation, CompatLoginByTokenMutationVariables>;
export const CompatVendorsDocument = new TypedDocumentString(`
    query CompatVendors {
  vendors(pageSize: 100) {
    total
    items {
      id
      roleName
    }
  }
}
    `) as unknown as TypedDocumentString<CompatVendorsQuery, CompatVendorsQueryVariables>;
export const CompatUsersByRoleNameDocument = new TypedDocumentString(`
    query CompatUsersByRoleName {
  a: users(where: {roleName: {in: ["admin", "salesMan"]}}) {
    total
  }
  b: users(where: {or: [{roleName: {eq: "admin"}}, {name: {eq: "Ева"}}]}) {
    total
    items {
      id
    }
  }
  c: salesMen(where: {roleName: {eq: "vendor"}}) {
    total
  }
}
    `) as unknown as TypedDocumentString<CompatUsersByRoleNameQuery, CompatUsersByRoleNameQueryVariables>;
export const CompatStatusTitlesDocument = new TypedDocumentString(`
    query CompatStatusTitles {
  tickets(orderBy: [{field: id}]) {
    items {
      id
      statusTitle
    }
  }
}
    `) as unknown as TypedDocumentString<CompatStatusTitlesQuery, CompatStatusTitlesQueryVariables>;
export const CompatOtherStatusDocument = new TypedDocumentString(`
    query CompatOtherStatus {
  all: tickets(orderBy: [{field: id}]) {
    items {
      id
      status
      statusCode
      statusTitle
    }
  }
  other: tickets(where: {status: {eq: OTHER}}) {
    total
    items {
      id
    }
  }
  known: tickets(where: {status: {in: [NEW, MANUAL]}}) {
    total
  }
}
    `) as unknown as TypedDocumentString<CompatOtherStatusQuery, CompatOtherStatusQueryVariables>;
export const CompatTicketUsersDocument = new TypedDocumentString(`
    query CompatTicketUsers {
  tickets {
    items {
      id
      user {
        id
        roleName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CompatTicketUsersQuery, CompatTicketUsersQueryVariables>;
export const CompatCityRegionsDocument = new TypedDocumentString(`
    query CompatCityRegions {
  cities {
    items {
      title
      regionName
    }
  }
}
    `) as unknown as TypedDocumentString<CompatCityRegionsQuery, CompatCityRegionsQueryVariables>;
export const StockShapesDocument = new TypedDocumentString(`
    query StockShapes {
  upstreamCapabilities {
    shapes {
      description
      ticketLines
      linesRoute
      linesForeignKey
      productCategory
      labelsByHook
      relations {
        field
        name
        source
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StockShapesQuery, StockShapesQueryVariables>;
export const StockTicketLinesDocument = new TypedDocumentString(`
    query StockTicketLines($id: Int!) {
  ticket(id: $id) {
    statusTitle
    user {
      id
    }
    items {
      name
      quantity
      product {
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StockTicketLinesQuery, StockTicketLinesQueryVariables>;
export const StockPlaceUsersDocument = new TypedDocumentString(`
    query StockPlaceUsers($id: Int!) {
  place(id: $id) {
    users {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<StockPlaceUsersQuery, StockPlaceUsersQueryVariables>;
export const StockTicketStatusDocument = new TypedDocumentString(`
    query StockTicketStatus($id: Int!) {
  ticket(id: $id) {
    status
    score
    statusDescription
  }
}
    `) as unknown as TypedDocumentString<StockTicketStatusQuery, StockTicketStatusQueryVariables>;
export const StockRoutesDocument = new TypedDocumentString(`
    query StockRoutes {
  upstreamCapabilities {
    routes {
      name
      state
    }
  }
}
    `) as unknown as TypedDocumentString<StockRoutesQuery, StockRoutesQueryVariables>;
export const LostUpdateUpdatePlaceDocument = new TypedDocumentString(`
    mutation LostUpdateUpdatePlace($address: String, $at: DateTime) {
  updatePlace(id: 3, input: {address: $address}, expectedUpdatedAt: $at) {
    address
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<LostUpdateUpdatePlaceMutation, LostUpdateUpdatePlaceMutationVariables>;
export const LostUpdatePlaceDocument = new TypedDocumentString(`
    query LostUpdatePlace {
  place(id: 3) {
    address
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<LostUpdatePlaceQuery, LostUpdatePlaceQueryVariables>;
export const LostUpdatePlace2Document = new TypedDocumentString(`
    query LostUpdatePlace2 {
  place(id: 3) {
    address
  }
}
    `) as unknown as TypedDocumentString<LostUpdatePlace2Query, LostUpdatePlace2QueryVariables>;
export const LostUpdateUserDocument = new TypedDocumentString(`
    query LostUpdateUser {
  user(id: 4) {
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<LostUpdateUserQuery, LostUpdateUserQueryVariables>;
export const LostUpdateUpdateUserDocument = new TypedDocumentString(`
    mutation LostUpdateUpdateUser($at: DateTime) {
  updateUser(id: 4, input: {middleName: "Андреевич"}, expectedUpdatedAt: $at) {
    middleName
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<LostUpdateUpdateUserMutation, LostUpdateUpdateUserMutationVariables>;
export const LostUpdateUser2Document = new TypedDocumentString(`
    query LostUpdateUser2 {
  user(id: 4) {
    middleName
  }
}
    `) as unknown as TypedDocumentString<LostUpdateUser2Query, LostUpdateUser2QueryVariables>;
export const MessengerTicketsDocument = new TypedDocumentString(`
    query MessengerTickets {
  tickets(where: {userId: {eq: 4}}, pageSize: 1) {
    items {
      id
      userId
    }
  }
}
    `) as unknown as TypedDocumentString<MessengerTicketsQuery, MessengerTicketsQueryVariables>;
export const MessengerSendMessageDocument = new TypedDocumentString(`
    mutation MessengerSendMessage($t: Int!) {
  sendMessage(
    input: {ticketId: $t, text: "  Уточните, пожалуйста, сумму чека.  "}
  ) {
    id
    text
    ticketId
    ticket {
      id
    }
    recipientId
    room
  }
}
    `) as unknown as TypedDocumentString<MessengerSendMessageMutation, MessengerSendMessageMutationVariables>;
export const MessengerUserMessagesDocument = new TypedDocumentString(`
    query MessengerUserMessages($t: Int!) {
  userMessages(userId: 4, ticketId: $t) {
    items {
      id
    }
  }
  roomMessages(room: "user-4") {
    items {
      id
    }
    rest
  }
  conversations(pageSize: 100) {
    total
    items {
      roomName
      userId
      user {
        id
      }
      lastMessage {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MessengerUserMessagesQuery, MessengerUserMessagesQueryVariables>;
export const MessengerMarkConversationReadDocument = new TypedDocumentString(`
    mutation MessengerMarkConversationRead {
  markConversationRead(room: "user-4")
}
    `) as unknown as TypedDocumentString<MessengerMarkConversationReadMutation, MessengerMarkConversationReadMutationVariables>;
export const MessengerConversationsDocument = new TypedDocumentString(`
    query MessengerConversations($search: String, $order: ConversationOrder, $pageSize: Int) {
  conversations(search: $search, order: $order, pageSize: $pageSize) {
    total
    items {
      roomName
    }
  }
}
    `) as unknown as TypedDocumentString<MessengerConversationsQuery, MessengerConversationsQueryVariables>;
export const MutationsCreateRegionDocument = new TypedDocumentString(`
    mutation MutationsCreateRegion {
  createRegion(input: {title: "Тестовая область"}) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<MutationsCreateRegionMutation, MutationsCreateRegionMutationVariables>;
export const MutationsUpdateRegionDocument = new TypedDocumentString(`
    mutation MutationsUpdateRegion($id: Int!) {
  updateRegion(id: $id, input: {title: "Новая область"}) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<MutationsUpdateRegionMutation, MutationsUpdateRegionMutationVariables>;
export const MutationsRegionDocument = new TypedDocumentString(`
    query MutationsRegion($id: Int!) {
  region(id: $id) {
    title
  }
}
    `) as unknown as TypedDocumentString<MutationsRegionQuery, MutationsRegionQueryVariables>;
export const OwnStoreRoutesDocument = new TypedDocumentString(`
    query OwnStoreRoutes {
  upstreamCapabilities {
    routes {
      name
      state
    }
  }
}
    `) as unknown as TypedDocumentString<OwnStoreRoutesQuery, OwnStoreRoutesQueryVariables>;
export const OwnStoreCreateTokenDocument = new TypedDocumentString(`
    mutation OwnStoreCreateToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    token
    apiToken {
      id
      name
      readOnly
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<OwnStoreCreateTokenMutation, OwnStoreCreateTokenMutationVariables>;
export const OwnStoreMeDocument = new TypedDocumentString(`
    query OwnStoreMe {
  me {
    phone
  }
}
    `) as unknown as TypedDocumentString<OwnStoreMeQuery, OwnStoreMeQueryVariables>;
export const OwnStoreFirstPlaceDocument = new TypedDocumentString(`
    query OwnStoreFirstPlace {
  places(pageSize: 1, orderBy: [{field: id, direction: ASC}]) {
    items {
      id
      title
    }
  }
}
    `) as unknown as TypedDocumentString<OwnStoreFirstPlaceQuery, OwnStoreFirstPlaceQueryVariables>;
export const OwnStoreUpdatePlaceDocument = new TypedDocumentString(`
    mutation OwnStoreUpdatePlace($id: Int!, $title: String!) {
  updatePlace(id: $id, input: {title: $title}) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<OwnStoreUpdatePlaceMutation, OwnStoreUpdatePlaceMutationVariables>;
export const OwnStorePlaceHistoryDocument = new TypedDocumentString(`
    query OwnStorePlaceHistory($id: Int!) {
  place(id: $id) {
    history {
      items {
        userId
        userRole
        client
        model
        entityId
        action
        actionTitle
        before
        after
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OwnStorePlaceHistoryQuery, OwnStorePlaceHistoryQueryVariables>;
export const OwnStoreUserJournalDocument = new TypedDocumentString(`
    query OwnStoreUserJournal {
  auditLog(where: {model: {eq: "User"}}, pageSize: 5) {
    items {
      model
      entityId
      action
      after
    }
  }
}
    `) as unknown as TypedDocumentString<OwnStoreUserJournalQuery, OwnStoreUserJournalQueryVariables>;
export const OwnStoreRevokeTokenDocument = new TypedDocumentString(`
    mutation OwnStoreRevokeToken($id: ID!) {
  revokeApiToken(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<OwnStoreRevokeTokenMutation, OwnStoreRevokeTokenMutationVariables>;
export const OwnStoreTokensDocument = new TypedDocumentString(`
    query OwnStoreTokens {
  apiTokens {
    name
  }
}
    `) as unknown as TypedDocumentString<OwnStoreTokensQuery, OwnStoreTokensQueryVariables>;
export const OwnStoreCreateViewDocument = new TypedDocumentString(`
    mutation OwnStoreCreateView($input: CreateSavedViewInput!) {
  createSavedView(input: $input) {
    id
    screen
    name
    search
  }
}
    `) as unknown as TypedDocumentString<OwnStoreCreateViewMutation, OwnStoreCreateViewMutationVariables>;
export const OwnStoreViewsDocument = new TypedDocumentString(`
    query OwnStoreViews($screen: String) {
  savedViews(screen: $screen) {
    id
    screen
    name
    search
  }
}
    `) as unknown as TypedDocumentString<OwnStoreViewsQuery, OwnStoreViewsQueryVariables>;
export const OwnStoreViewIdsDocument = new TypedDocumentString(`
    query OwnStoreViewIds {
  savedViews {
    id
  }
}
    `) as unknown as TypedDocumentString<OwnStoreViewIdsQuery, OwnStoreViewIdsQueryVariables>;
export const OwnStoreRenameViewDocument = new TypedDocumentString(`
    mutation OwnStoreRenameView($id: ID!) {
  renameSavedView(id: $id, name: "Ручные") {
    name
  }
}
    `) as unknown as TypedDocumentString<OwnStoreRenameViewMutation, OwnStoreRenameViewMutationVariables>;
export const OwnStoreDeleteViewDocument = new TypedDocumentString(`
    mutation OwnStoreDeleteView($id: ID!) {
  deleteSavedView(id: $id) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<OwnStoreDeleteViewMutation, OwnStoreDeleteViewMutationVariables>;
export const OwnStoreRenameRegionDocument = new TypedDocumentString(`
    mutation OwnStoreRenameRegion($id: Int!, $title: String!) {
  updateRegion(id: $id, input: {title: $title}) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<OwnStoreRenameRegionMutation, OwnStoreRenameRegionMutationVariables>;
export const OwnStoreRegionJournalDocument = new TypedDocumentString(`
    query OwnStoreRegionJournal {
  auditLog(where: {model: {eq: "Region"}}) {
    items {
      userName
      client
      model
      entityId
      action
      after
    }
  }
}
    `) as unknown as TypedDocumentString<OwnStoreRegionJournalQuery, OwnStoreRegionJournalQueryVariables>;
export const OwnStoreManagersJournalDocument = new TypedDocumentString(`
    query OwnStoreManagersJournal {
  auditLog(pageSize: 100) {
    items {
      userId
    }
  }
}
    `) as unknown as TypedDocumentString<OwnStoreManagersJournalQuery, OwnStoreManagersJournalQueryVariables>;
export const PeopleScreensUpdateUserDocument = new TypedDocumentString(`
    mutation PeopleScreensUpdateUser($avatar: FileInput) {
  updateUser(id: 4, input: {avatar: $avatar}) {
    id
    avatar {
      url
      thumb(width: 150)
      thumbs {
        width
        url
        path
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PeopleScreensUpdateUserMutation, PeopleScreensUpdateUserMutationVariables>;
export const PeopleScreensUserDocument = new TypedDocumentString(`
    query PeopleScreensUser {
  user(id: 4) {
    avatar {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<PeopleScreensUserQuery, PeopleScreensUserQueryVariables>;
export const PeopleScreensUpdateUser2Document = new TypedDocumentString(`
    mutation PeopleScreensUpdateUser2 {
  updateUser(id: 4, input: {avatar: null}) {
    avatar {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<PeopleScreensUpdateUser2Mutation, PeopleScreensUpdateUser2MutationVariables>;
export const PeopleScreensCreatePlaceDocument = new TypedDocumentString(`
    mutation PeopleScreensCreatePlace($image: FileInput) {
  createPlace(
    input: {title: "Ларёк с фото", cityId: 1, distributingFacilityId: 7, image: $image}
  ) {
    id
    distributingFacilityId
    image {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<PeopleScreensCreatePlaceMutation, PeopleScreensCreatePlaceMutationVariables>;
export const PeopleScreensUpdatePlaceDocument = new TypedDocumentString(`
    mutation PeopleScreensUpdatePlace($id: Int!) {
  updatePlace(id: $id, input: {distributingFacilityId: 8, image: null}) {
    distributingFacilityId
    image {
      url
    }
  }
}
    `) as unknown as TypedDocumentString<PeopleScreensUpdatePlaceMutation, PeopleScreensUpdatePlaceMutationVariables>;
export const PeopleScreensVendorsDocument = new TypedDocumentString(`
    query PeopleScreensVendors {
  vendors(withOnline: true, pageSize: 3) {
    items {
      id
      roleName
      online
    }
    total
  }
}
    `) as unknown as TypedDocumentString<PeopleScreensVendorsQuery, PeopleScreensVendorsQueryVariables>;
export const PeopleScreensVendors2Document = new TypedDocumentString(`
    query PeopleScreensVendors2 {
  vendors(pageSize: 1) {
    items {
      online
    }
    total
  }
}
    `) as unknown as TypedDocumentString<PeopleScreensVendors2Query, PeopleScreensVendors2QueryVariables>;
export const PeopleInviteSalesManDocument = new TypedDocumentString(`
    mutation PeopleInviteSalesMan {
  inviteSalesMan(
    input: {name: " Пётр ", surname: "Тестов", phone: "+79995550101", sendCode: false}
  ) {
    user {
      id
      name
      phone
      roleName
      status
    }
    code
  }
}
    `) as unknown as TypedDocumentString<PeopleInviteSalesManMutation, PeopleInviteSalesManMutationVariables>;
export const PeopleInviteRegionalManagerDocument = new TypedDocumentString(`
    mutation PeopleInviteRegionalManager {
  rm: inviteRegionalManager(
    input: {name: "Ольга", surname: "Тестова", phone: "+79995550102"}
  ) {
    user {
      roleName
      status
    }
    code
  }
  v: inviteVendor(
    input: {name: "Иван", surname: "Тестов", phone: "+79995550103", inn: "500100732259", cityId: 1}
  ) {
    user {
      roleName
      status
    }
    code
  }
}
    `) as unknown as TypedDocumentString<PeopleInviteRegionalManagerMutation, PeopleInviteRegionalManagerMutationVariables>;
export const PeopleUpdateUserDocument = new TypedDocumentString(`
    mutation PeopleUpdateUser {
  updateUser(id: 101, input: {blocked: true}) {
    status
    blocked
  }
}
    `) as unknown as TypedDocumentString<PeopleUpdateUserMutation, PeopleUpdateUserMutationVariables>;
export const PeopleUpdateUser2Document = new TypedDocumentString(`
    mutation PeopleUpdateUser2 {
  updateUser(id: 101, input: {blocked: false}) {
    blocked
  }
}
    `) as unknown as TypedDocumentString<PeopleUpdateUser2Mutation, PeopleUpdateUser2MutationVariables>;
export const PeoplePlacesOfUserDocument = new TypedDocumentString(`
    query PeoplePlacesOfUser {
  notYet: placesOfUser(userId: 3, assigned: false, pageSize: 1) {
    total
    items {
      id
    }
  }
  mine: placesOfUser(userId: 3, assigned: true) {
    total
  }
}
    `) as unknown as TypedDocumentString<PeoplePlacesOfUserQuery, PeoplePlacesOfUserQueryVariables>;
export const PeopleAddUserPlaceDocument = new TypedDocumentString(`
    mutation PeopleAddUserPlace($p: Int!) {
  addUserPlace(userId: 3, placeId: $p) {
    placeIds
  }
}
    `) as unknown as TypedDocumentString<PeopleAddUserPlaceMutation, PeopleAddUserPlaceMutationVariables>;
export const PeoplePlacesOfUser2Document = new TypedDocumentString(`
    query PeoplePlacesOfUser2 {
  placesOfUser(userId: 3, assigned: true) {
    total
  }
}
    `) as unknown as TypedDocumentString<PeoplePlacesOfUser2Query, PeoplePlacesOfUser2QueryVariables>;
export const PeopleRemoveUserPlaceDocument = new TypedDocumentString(`
    mutation PeopleRemoveUserPlace($p: Int!) {
  removeUserPlace(userId: 3, placeId: $p) {
    placeIds
  }
}
    `) as unknown as TypedDocumentString<PeopleRemoveUserPlaceMutation, PeopleRemoveUserPlaceMutationVariables>;
export const PeoplePlaceAssignmentDocument = new TypedDocumentString(`
    query PeoplePlaceAssignment($u: Int!, $p: Int!) {
  placeAssignment(userId: $u, placeId: $p) {
    rule
    city {
      id
      title
    }
    places
    assigned
  }
}
    `) as unknown as TypedDocumentString<PeoplePlaceAssignmentQuery, PeoplePlaceAssignmentQueryVariables>;
export const PeoplePlacesDocument = new TypedDocumentString(`
    query PeoplePlaces {
  places(where: {cityId: {eq: 42}}, pageSize: 100) {
    items {
      id
    }
    total
  }
  city(id: 42) {
    title
  }
}
    `) as unknown as TypedDocumentString<PeoplePlacesQuery, PeoplePlacesQueryVariables>;
export const PeoplePlaceDocument = new TypedDocumentString(`
    query PeoplePlace($p: Int!) {
  place(id: $p) {
    regionalManagers {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PeoplePlaceQuery, PeoplePlaceQueryVariables>;
export const PeopleAddUserPlace2Document = new TypedDocumentString(`
    mutation PeopleAddUserPlace2($p: Int!) {
  addUserPlace(userId: 2, placeId: $p) {
    cityIds
  }
}
    `) as unknown as TypedDocumentString<PeopleAddUserPlace2Mutation, PeopleAddUserPlace2MutationVariables>;
export const PeoplePlace2Document = new TypedDocumentString(`
    query PeoplePlace2($p: Int!) {
  place(id: $p) {
    regionalManagers {
      id
      cityIds
    }
  }
}
    `) as unknown as TypedDocumentString<PeoplePlace2Query, PeoplePlace2QueryVariables>;
export const PeoplePlaces2Document = new TypedDocumentString(`
    query PeoplePlaces2 {
  places(where: {cityId: {eq: 42}}, pageSize: 1) {
    items {
      id
      city {
        id
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PeoplePlaces2Query, PeoplePlaces2QueryVariables>;
export const PolicyBulkBlockDocument = new TypedDocumentString(`
    mutation PolicyBulkBlock($ids: [Int!]!) {
  bulkPeople(action: block, ids: $ids) {
    ...PolicyBulkResult
  }
}
    fragment PolicyBulkResult on BulkResult {
  total
  succeeded
  failed
  results {
    id
    ok
    code
    message
  }
}`) as unknown as TypedDocumentString<PolicyBulkBlockMutation, PolicyBulkBlockMutationVariables>;
export const PolicyBulkRejectDocument = new TypedDocumentString(`
    mutation PolicyBulkReject($ids: [Int!]) {
  bulkTickets(action: reject, ids: $ids, reason: "Взлом") {
    ...PolicyBulkResult
  }
}
    fragment PolicyBulkResult on BulkResult {
  total
  succeeded
  failed
  results {
    id
    ok
    code
    message
  }
}`) as unknown as TypedDocumentString<PolicyBulkRejectMutation, PolicyBulkRejectMutationVariables>;
export const PolicyBulkPeopleDocument = new TypedDocumentString(`
    mutation PolicyBulkPeople($action: PersonBulkAction!, $ids: [Int!]!) {
  bulkPeople(action: $action, ids: $ids) {
    results {
      id
      ok
      code
    }
  }
}
    `) as unknown as TypedDocumentString<PolicyBulkPeopleMutation, PolicyBulkPeopleMutationVariables>;
export const PolicyRenameDocument = new TypedDocumentString(`
    mutation PolicyRename($id: Int!, $name: String) {
  updateUser(id: $id, input: {name: $name}) {
    name
  }
}
    `) as unknown as TypedDocumentString<PolicyRenameMutation, PolicyRenameMutationVariables>;
export const PolicyRejectDocument = new TypedDocumentString(`
    mutation PolicyReject($id: Int!) {
  rejectTicket(id: $id, reason: "Не тот чек") {
    status
  }
}
    `) as unknown as TypedDocumentString<PolicyRejectMutation, PolicyRejectMutationVariables>;
export const ReportsTicketStatsDocument = new TypedDocumentString(`
    query ReportsTicketStats {
  ticketStats(groupBy: [status]) {
    groupBy
    groups {
      key {
        status
        statusCode
      }
      count
    }
    totals {
      count
      totalSum
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsTicketStatsQuery, ReportsTicketStatsQueryVariables>;
export const ReportsTicketStats2Document = new TypedDocumentString(`
    query ReportsTicketStats2($f: ReportFilter) {
  ticketStats(groupBy: [region], filter: $f) {
    groups {
      key {
        regionId
        region {
          id
          title
        }
      }
      count
    }
    totals {
      count
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsTicketStats2Query, ReportsTicketStats2QueryVariables>;
export const ReportsPlanFactDocument = new TypedDocumentString(`
    query ReportsPlanFact {
  planFact {
    plan
    fact
    percent
    place {
      id
    }
    period {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsPlanFactQuery, ReportsPlanFactQueryVariables>;
export const ReportsPlanFactPageTwoDocument = new TypedDocumentString(`
    query ReportsPlanFactPageTwo($page: Int!) {
  planFactPage(page: $page, pageSize: 5) {
    total
    items {
      planId
      place {
        id
        title
        address
      }
      period {
        id
        startDate
        endDate
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsPlanFactPageTwoQuery, ReportsPlanFactPageTwoQueryVariables>;
export const ReportsPlanFactPageDocument = new TypedDocumentString(`
    query ReportsPlanFactPage {
  planFactPage(pageSize: 5) {
    items {
      place {
        id
        city {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsPlanFactPageQuery, ReportsPlanFactPageQueryVariables>;
export const ReportsActivityDocument = new TypedDocumentString(`
    query ReportsActivity($by: ActivitySubject!, $f: ReportFilter) {
  activity(by: $by, filter: $f, limit: 10000) {
    userId
    user {
      id
      role {
        name
      }
    }
    tickets
    score
    activePlaces
    places
    lastUpload
  }
}
    `) as unknown as TypedDocumentString<ReportsActivityQuery, ReportsActivityQueryVariables>;
export const ReportsActivity2Document = new TypedDocumentString(`
    query ReportsActivity2 {
  activity(by: salesMan) {
    user {
      phone
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsActivity2Query, ReportsActivity2QueryVariables>;
export const SavedViewsCreateDocument = new TypedDocumentString(`
    mutation SavedViewsCreate($input: CreateSavedViewInput!) {
  createSavedView(input: $input) {
    ...SavedViewsView
  }
}
    fragment SavedViewsView on SavedView {
  id
  screen
  name
  search
}`) as unknown as TypedDocumentString<SavedViewsCreateMutation, SavedViewsCreateMutationVariables>;
export const SavedViewsRenameDocument = new TypedDocumentString(`
    mutation SavedViewsRename($id: ID!, $name: String!) {
  renameSavedView(id: $id, name: $name) {
    ...SavedViewsView
  }
}
    fragment SavedViewsView on SavedView {
  id
  screen
  name
  search
}`) as unknown as TypedDocumentString<SavedViewsRenameMutation, SavedViewsRenameMutationVariables>;
export const SavedViewsDeleteDocument = new TypedDocumentString(`
    mutation SavedViewsDelete($id: ID!) {
  deleteSavedView(id: $id) {
    ...SavedViewsView
  }
}
    fragment SavedViewsView on SavedView {
  id
  screen
  name
  search
}`) as unknown as TypedDocumentString<SavedViewsDeleteMutation, SavedViewsDeleteMutationVariables>;
export const SavedViewsListDocument = new TypedDocumentString(`
    query SavedViewsList($screen: String) {
  savedViews(screen: $screen) {
    ...SavedViewsView
  }
}
    fragment SavedViewsView on SavedView {
  id
  screen
  name
  search
}`) as unknown as TypedDocumentString<SavedViewsListQuery, SavedViewsListQueryVariables>;
export const SchemaAccessCreateApiTokenDocument = new TypedDocumentString(`
    mutation SchemaAccessCreateApiToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    token
  }
}
    `) as unknown as TypedDocumentString<SchemaAccessCreateApiTokenMutation, SchemaAccessCreateApiTokenMutationVariables>;
export const SubscriptionsSendRoomMessageDocument = new TypedDocumentString(`
    mutation SubscriptionsSendRoomMessage {
  sendRoomMessage(room: "user-4", text: "Здравствуйте! Чек принят.") {
    id
    text
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsSendRoomMessageMutation, SubscriptionsSendRoomMessageMutationVariables>;
export const SubscriptionsUsersDocument = new TypedDocumentString(`
    query SubscriptionsUsers {
  users(where: {id: {eq: 5}}) {
    items {
      id
      phone
    }
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsUsersQuery, SubscriptionsUsersQueryVariables>;
export const SubscriptionsUsers2Document = new TypedDocumentString(`
    query SubscriptionsUsers2 {
  users(where: {id: {neq: 2}}, pageSize: 1) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsUsers2Query, SubscriptionsUsers2QueryVariables>;
export const SubscriptionsTicketDocument = new TypedDocumentString(`
    query SubscriptionsTicket {
  ticket(id: 1) {
    id
  }
}
    `) as unknown as TypedDocumentString<SubscriptionsTicketQuery, SubscriptionsTicketQueryVariables>;
export const TicketActionsRejectTicketDocument = new TypedDocumentString(`
    mutation TicketActionsRejectTicket($id: Int!) {
  rejectTicket(id: $id, reason: "Чек нечитаем") {
    id
    status
    statusTitle
    statusDescription
  }
}
    `) as unknown as TypedDocumentString<TicketActionsRejectTicketMutation, TicketActionsRejectTicketMutationVariables>;
export const TicketActionsScoreTicketDocument = new TypedDocumentString(`
    mutation TicketActionsScoreTicket($id: Int!) {
  scoreTicket(id: $id, score: 25) {
    status
    score
    transactions {
      amount
      ticketId
    }
  }
}
    `) as unknown as TypedDocumentString<TicketActionsScoreTicketMutation, TicketActionsScoreTicketMutationVariables>;
export const TicketActionsTicketUserDetailsDocument = new TypedDocumentString(`
    query TicketActionsTicketUserDetails {
  ticketUserDetails(userId: 4) {
    fiscalDriveNumber
    userInn
    kktRegId
    operator
    ofd
  }
}
    `) as unknown as TypedDocumentString<TicketActionsTicketUserDetailsQuery, TicketActionsTicketUserDetailsQueryVariables>;
export const TicketActionsTicketDocument = new TypedDocumentString(`
    query TicketActionsTicket($id: Int!) {
  ticket(id: $id) {
    actions
  }
}
    `) as unknown as TypedDocumentString<TicketActionsTicketQuery, TicketActionsTicketQueryVariables>;
export const TicketActionsTickets2Document = new TypedDocumentString(`
    query TicketActionsTickets2 {
  tickets(where: {status: {eq: MANUAL}}, pageSize: 1) {
    items {
      id
      actions
    }
  }
}
    `) as unknown as TypedDocumentString<TicketActionsTickets2Query, TicketActionsTickets2QueryVariables>;
export const TokensCreateApiTokenDocument = new TypedDocumentString(`
    mutation TokensCreateApiToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    token
    apiToken {
      id
      name
      readOnly
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<TokensCreateApiTokenMutation, TokensCreateApiTokenMutationVariables>;
export const TokensApiTokensDocument = new TypedDocumentString(`
    query TokensApiTokens {
  apiTokens {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<TokensApiTokensQuery, TokensApiTokensQueryVariables>;
export const TokensMeDocument = new TypedDocumentString(`
    query TokensMe {
  me {
    phone
  }
}
    `) as unknown as TypedDocumentString<TokensMeQuery, TokensMeQueryVariables>;
export const TokensTicketStatsDocument = new TypedDocumentString(`
    query TokensTicketStats {
  ticketStats(groupBy: [status]) {
    groups {
      key {
        status
      }
      count
    }
  }
}
    `) as unknown as TypedDocumentString<TokensTicketStatsQuery, TokensTicketStatsQueryVariables>;
export const TokensRevokeApiTokenDocument = new TypedDocumentString(`
    mutation TokensRevokeApiToken($id: ID!) {
  revokeApiToken(id: $id) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<TokensRevokeApiTokenMutation, TokensRevokeApiTokenMutationVariables>;
export const WriteAnswersFreshDocument = new TypedDocumentString(`
    query WriteAnswersFresh($id: Int!) {
  ticket(id: $id) {
    ...WriteAnswersTicketFields
  }
}
    fragment WriteAnswersTicketFields on Ticket {
  id
  status
  statusTitle
  statusDescription
  score
  planSales
  bonusSales
  scoredItems
  totalSales
  totalSum
  fiscalDriveNumber
  fiscalDocumentNumber
  fiscalSign
  dateTime
  items {
    name
    price
    quantity
    sum
    productId
  }
}`) as unknown as TypedDocumentString<WriteAnswersFreshQuery, WriteAnswersFreshQueryVariables>;
export const WriteAnswersScoreDocument = new TypedDocumentString(`
    mutation WriteAnswersScore($id: Int!) {
  scoreTicket(id: $id, score: 25) {
    ...WriteAnswersTicketFields
  }
}
    fragment WriteAnswersTicketFields on Ticket {
  id
  status
  statusTitle
  statusDescription
  score
  planSales
  bonusSales
  scoredItems
  totalSales
  totalSum
  fiscalDriveNumber
  fiscalDocumentNumber
  fiscalSign
  dateTime
  items {
    name
    price
    quantity
    sum
    productId
  }
}`) as unknown as TypedDocumentString<WriteAnswersScoreMutation, WriteAnswersScoreMutationVariables>;
export const WriteAnswersRejectDocument = new TypedDocumentString(`
    mutation WriteAnswersReject($id: Int!) {
  rejectTicket(id: $id, reason: "Чек нечитаем") {
    ...WriteAnswersTicketFields
  }
}
    fragment WriteAnswersTicketFields on Ticket {
  id
  status
  statusTitle
  statusDescription
  score
  planSales
  bonusSales
  scoredItems
  totalSales
  totalSum
  fiscalDriveNumber
  fiscalDocumentNumber
  fiscalSign
  dateTime
  items {
    name
    price
    quantity
    sum
    productId
  }
}`) as unknown as TypedDocumentString<WriteAnswersRejectMutation, WriteAnswersRejectMutationVariables>;
export const WriteAnswersProcessDocument = new TypedDocumentString(`
    mutation WriteAnswersProcess($id: Int!) {
  processTicket(id: $id) {
    ...WriteAnswersTicketFields
  }
}
    fragment WriteAnswersTicketFields on Ticket {
  id
  status
  statusTitle
  statusDescription
  score
  planSales
  bonusSales
  scoredItems
  totalSales
  totalSum
  fiscalDriveNumber
  fiscalDocumentNumber
  fiscalSign
  dateTime
  items {
    name
    price
    quantity
    sum
    productId
  }
}`) as unknown as TypedDocumentString<WriteAnswersProcessMutation, WriteAnswersProcessMutationVariables>;
export const WriteAnswersEditDocument = new TypedDocumentString(`
    mutation WriteAnswersEdit($id: Int!) {
  editTicket(id: $id, input: {fiscalSign: "1234567890"}) {
    ...WriteAnswersTicketFields
  }
}
    fragment WriteAnswersTicketFields on Ticket {
  id
  status
  statusTitle
  statusDescription
  score
  planSales
  bonusSales
  scoredItems
  totalSales
  totalSum
  fiscalDriveNumber
  fiscalDocumentNumber
  fiscalSign
  dateTime
  items {
    name
    price
    quantity
    sum
    productId
  }
}`) as unknown as TypedDocumentString<WriteAnswersEditMutation, WriteAnswersEditMutationVariables>;
export const WriteAnswersScoreTransactionsDocument = new TypedDocumentString(`
    mutation WriteAnswersScoreTransactions($id: Int!) {
  scoreTicket(id: $id, score: 3) {
    id
    score
    transactions {
      amount
      ticketId
    }
  }
}
    `) as unknown as TypedDocumentString<WriteAnswersScoreTransactionsMutation, WriteAnswersScoreTransactionsMutationVariables>;
export const WriteAnswersReuseDocument = new TypedDocumentString(`
    mutation WriteAnswersReuse($id: Int!) {
  before: sendMessage(input: {ticketId: $id, text: "Проверяем чек"}) {
    ticket {
      id
      status
      score
    }
  }
  scoreTicket(id: $id, score: 4) {
    id
    status
    score
  }
  after: sendMessage(input: {ticketId: $id, text: "Чек проверен"}) {
    ticket {
      id
      status
      score
    }
  }
}
    `) as unknown as TypedDocumentString<WriteAnswersReuseMutation, WriteAnswersReuseMutationVariables>;
export const WriteAnswersFreshUserDocument = new TypedDocumentString(`
    query WriteAnswersFreshUser($id: Int!) {
  user(id: $id) {
    ...WriteAnswersUserFields
  }
}
    fragment WriteAnswersUserFields on User {
  id
  name
  surname
  phone
  roleName
  blocked
  phoneVerified
  placeId
  placeIds
  cityIds
}`) as unknown as TypedDocumentString<WriteAnswersFreshUserQuery, WriteAnswersFreshUserQueryVariables>;
export const WriteAnswersFreePlaceDocument = new TypedDocumentString(`
    query WriteAnswersFreePlace {
  placesOfUser(userId: 3, assigned: false, pageSize: 1) {
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WriteAnswersFreePlaceQuery, WriteAnswersFreePlaceQueryVariables>;
export const WriteAnswersAddPlaceDocument = new TypedDocumentString(`
    mutation WriteAnswersAddPlace($u: Int!, $p: Int!) {
  addUserPlace(userId: $u, placeId: $p) {
    ...WriteAnswersUserFields
  }
}
    fragment WriteAnswersUserFields on User {
  id
  name
  surname
  phone
  roleName
  blocked
  phoneVerified
  placeId
  placeIds
  cityIds
}`) as unknown as TypedDocumentString<WriteAnswersAddPlaceMutation, WriteAnswersAddPlaceMutationVariables>;
export const WriteAnswersSetPlaceDocument = new TypedDocumentString(`
    mutation WriteAnswersSetPlace($u: Int!, $p: Int!) {
  setUserPlace(userId: $u, placeId: $p) {
    ...WriteAnswersUserFields
  }
}
    fragment WriteAnswersUserFields on User {
  id
  name
  surname
  phone
  roleName
  blocked
  phoneVerified
  placeId
  placeIds
  cityIds
}`) as unknown as TypedDocumentString<WriteAnswersSetPlaceMutation, WriteAnswersSetPlaceMutationVariables>;
export const WriteAnswersResetPlaceDocument = new TypedDocumentString(`
    mutation WriteAnswersResetPlace($u: Int!) {
  resetUserPlace(userId: $u) {
    ...WriteAnswersUserFields
  }
}
    fragment WriteAnswersUserFields on User {
  id
  name
  surname
  phone
  roleName
  blocked
  phoneVerified
  placeId
  placeIds
  cityIds
}`) as unknown as TypedDocumentString<WriteAnswersResetPlaceMutation, WriteAnswersResetPlaceMutationVariables>;
export const WriteAnswersRemovePlaceDocument = new TypedDocumentString(`
    mutation WriteAnswersRemovePlace($u: Int!, $p: Int!) {
  removeUserPlace(userId: $u, placeId: $p) {
    ...WriteAnswersUserFields
  }
}
    fragment WriteAnswersUserFields on User {
  id
  name
  surname
  phone
  roleName
  blocked
  phoneVerified
  placeId
  placeIds
  cityIds
}`) as unknown as TypedDocumentString<WriteAnswersRemovePlaceMutation, WriteAnswersRemovePlaceMutationVariables>;
export const WriteAnswersAssignDocument = new TypedDocumentString(`
    mutation WriteAnswersAssign($u: Int!, $p: Int!) {
  assignToPlace(placeId: $p, userId: $u, role: salesMan) {
    id
  }
}
    `) as unknown as TypedDocumentString<WriteAnswersAssignMutation, WriteAnswersAssignMutationVariables>;