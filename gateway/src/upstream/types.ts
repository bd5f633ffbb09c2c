// The REST API's JSON rows, as `rest-api/` and the programme's LoopBack API answer them
// (spec §3, decisions §9). These are the parent types of the GraphQL resolvers (codegen mappers).

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
  inn: string | null;
  cityId: number | null;
  cityIds?: number[] | null;
  placeId: number | null;
  placeIds?: number[] | null;
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
  blocked: boolean | null;
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
  userId: number | null;
  placeId: number | null;
  campaignId: number | null;
  periodId: number | null;
  user?: RestUser;
  place?: RestPlace;
}
