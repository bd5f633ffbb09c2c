// The screens of the tickets family, loaded per route by app/router.tsx.
export { TicketsPage } from './tickets-page';
export { TicketPage } from './ticket-page';
