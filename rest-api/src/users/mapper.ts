// User JSON (the gateway's RestUser): no password hash ever; roleName and role from roles;
// cityIds[]/placeIds[] from user_cities/user_places.

export interface RoleJson {
  id: number;
  name: string;
  title: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface UserJson {
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
  roleName: string | null;
  platform: string | null;
  avatar: unknown;
  cityId: number | null;
  cityIds: number[];
  inviterId: number | null;
  placeId: number | null;
  placeIds: number[];
  campaignId: number | null;
  score: number;
  pendingScore: number;
  registrationConfirmed: boolean;
  registrationConfirmedAt: string | null;
  inn: string | null;
  createdAt: string;
  updatedAt: string;
  /** Present when the user has a role (a belongsTo include, always on). */
  role?: RoleJson;
}

/** `POST /users/login` answers the user with its new token. */
export interface LoginResultJson extends UserJson {
  accessToken: string;
  ttl: number;
}
