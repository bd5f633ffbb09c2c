import { Badge } from '@chakra-ui/react';
import { TICKET_STATUS_COLORS, ticketStatusLabel, type TicketStatusFields } from '../../shared/ticket-status';

export function TicketStatusBadge(ticket: TicketStatusFields) {
  return (
    <Badge colorPalette={TICKET_STATUS_COLORS[ticket.status]} variant="subtle" size="md" data-status={ticket.status}>
      {ticketStatusLabel(ticket)}
    </Badge>
  );
}
