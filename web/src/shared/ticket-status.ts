// A ticket's status as a person reads it, in the current language (decisions §2: the shell's
// `common.ticketStatuses`); the API's own title (Russian) only for a status this client does not know.
import { messages } from './i18n/i18n';

export function ticketStatusLabel(status: string, title?: string | null): string {
  return messages().common.ticketStatuses[status] ?? (title || status);
}
