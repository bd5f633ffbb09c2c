// Labels of roles (product-rules §1) and user statuses (spec §4), in the current language (Russian:
// exactly the spec's), from the shell's messages (`common.roles`, `common.statuses`).
import type { UserStatus } from '../__generated__/graphql';
import { messages } from './i18n/i18n';

export type { UserStatus };

/** The label of a role in the current language; the API's own title for a role this client does not know. */
export function roleLabel(roleName: string | null | undefined, title?: string | null): string {
  const roles = messages().common.roles as Record<string, string>;
  if (roleName && roles[roleName]) return roles[roleName];
  return title || roleName || '—';
}

/**
 * The label of a user's status in the current language ('приглашен', 'заблокирован', 'активный'): the
 * status itself is the gateway's (`User.status`), the web does not derive it.
 */
export function userStatusLabel(status: UserStatus): string {
  return messages().common.statuses[status.toLowerCase() as Lowercase<UserStatus>];
}

/** `Иван Петров`, or the phone when the name is not filled in. */
export function userDisplayName(user: { name?: string | null; surname?: string | null; phone?: string | null } | null | undefined): string {
  if (!user) return '—';
  const full = [user.name, user.surname].filter(Boolean).join(' ').trim();
  return full || user.phone || '—';
}
