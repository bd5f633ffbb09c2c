// The messenger screen, loaded by app/router.tsx.
import { UnderConstruction } from '../../shared/ui/under-construction';

export const MessengerPage = () => <UnderConstruction title="Сообщения" />;
