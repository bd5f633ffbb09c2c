// The reports screen, loaded by app/router.tsx.
export { ReportsPage } from './reports-page';
