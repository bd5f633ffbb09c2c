import { Badge } from '@chakra-ui/react';
import { ticketStatusLabel } from '../../shared/ticket-status';

/** Colours of the statuses of decisions §3; a status the web does not know is grey. */
const STATUS_COLORS: Record<string, string> = {
  new: 'blue',
  processing: 'cyan',
  delayed: 'orange',
  manual: 'purple',
  processed: 'green',
  rejected: 'red',
};

export function TicketStatusBadge({ status, title }: { status: string; title: string | null }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status] ?? 'gray'} variant="subtle" size="md" data-status={status}>
      {ticketStatusLabel(status, title)}
    </Badge>
  );
}
