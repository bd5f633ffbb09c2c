// Who may talk with whom (product-rules §1, messenger row): an admin every conversation; a regional
// manager the users of its cities (their city, their main place's city, or an assigned place's city);
// a sales rep the vendors of its places; a vendor (an app user) only its own conversation.
import type { RawBuilder, SqlBool } from 'kysely';
import { userScope } from '../auth/scope';
import type { AuthUser } from '../models/definition';

export const STAFF_ROLES = ['admin', 'regionalManager', 'salesMan'];

/** A condition on `u` (a users row): the viewer may see u's conversation. null = every user. */
export function conversationScope(viewer: AuthUser): RawBuilder<SqlBool> | null {
  // The users it may see (auth/scope.ts): a regional manager itself and the sales reps and vendors of
  // its cities, never another regional manager or an admin (issue 16, finding 5).
  return userScope(viewer, 'u');
}

/** The largest id a users row can have (int4). */
export const MAX_USER_ID = 2_147_483_647;
