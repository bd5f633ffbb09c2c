// The reports screen, loaded by app/router.tsx.
import { UnderConstruction } from '../../shared/ui/under-construction';

export const ReportsPage = () => <UnderConstruction title="Отчёты" />;
