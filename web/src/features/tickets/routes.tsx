// The screens of the tickets family, loaded per route by app/router.tsx.
import { UnderConstruction } from '../../shared/ui/under-construction';

export { TicketsPage } from './tickets-page';

export const TicketPage = () => <UnderConstruction title="Чек" />;
