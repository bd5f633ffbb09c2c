// The three kinds of people these screens manage, and what each signed-in role may do with them
// (product-rules §1; the API enforces the scope again and answers 403 outside it).
import { paths } from '../../shared/paths';

export type PersonRole = 'regionalManager' | 'salesMan' | 'vendor';

export const PERSON_ROLES: readonly PersonRole[] = ['regionalManager', 'salesMan', 'vendor'];

export const personPath: Record<PersonRole, string> = {
  regionalManager: paths.regionalManager,
  salesMan: paths.salesMan,
  vendor: paths.vendor,
};

/** Who may invite a person of `role` (product-rules §1). */
export function canInvite(viewer: string | null | undefined, role: PersonRole): boolean {
  if (viewer === 'admin') return true;
  if (viewer === 'regionalManager') return role !== 'regionalManager';
  if (viewer === 'salesMan') return role === 'vendor';
  return false;
}

/** Who may edit a person (the gateway's `updateUser`: administrators and regional managers). */
export function canEdit(viewer: string | null | undefined, role: string | null | undefined): boolean {
  if (viewer === 'admin') return true;
  return viewer === 'regionalManager' && (role === 'salesMan' || role === 'vendor');
}

/** Who may assign places to a person: administrators; regional managers for sales reps and vendors. */
export function canAssign(viewer: string | null | undefined, role: string | null | undefined): boolean {
  return canEdit(viewer, role);
}

/** Device commands: administrators only. */
export const canCommand = (viewer: string | null | undefined) => viewer === 'admin';

/** Creating and editing places: administrators only. */
export const canEditPlace = (viewer: string | null | undefined) => viewer === 'admin';

/** Who may add or remove people of `role` on a place (product-rules §1). */
export function canManagePlacePeople(viewer: string | null | undefined, role: PersonRole): boolean {
  if (viewer === 'admin') return true;
  if (viewer === 'regionalManager') return role !== 'regionalManager';
  return false;
}

/** Who may invite a person of `role` straight to a place. */
export function canInviteToPlace(viewer: string | null | undefined, role: PersonRole): boolean {
  if (viewer === 'salesMan') return role === 'vendor';
  return canManagePlacePeople(viewer, role);
}

/** The phone as the API takes it for an invite: trimmed, without the leading + (spec §5). */
export const invitePhone = (phone: string) => phone.trim().replace(/^\+/, '');
