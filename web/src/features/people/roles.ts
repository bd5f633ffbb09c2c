// The three kinds of people these screens manage. What the signed-in user may do with them comes
// from the schema (`User.rights`, `User.can`, `Place.can`: the gateway's policy, issue 37).
import { paths } from '../../shared/paths';

export type PersonRole = 'regionalManager' | 'salesMan' | 'vendor';

export const PERSON_ROLES: readonly PersonRole[] = ['regionalManager', 'salesMan', 'vendor'];

export const personPath: Record<PersonRole, string> = {
  regionalManager: paths.regionalManager,
  salesMan: paths.salesMan,
  vendor: paths.vendor,
};

/** The phone as the API takes it for an invite: trimmed, without the leading + (spec §5). */
export const invitePhone = (phone: string) => phone.trim().replace(/^\+/, '');
