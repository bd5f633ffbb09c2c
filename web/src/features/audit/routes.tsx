// The audit trail's screen, loaded by app/router.tsx.
export { AuditPage } from './audit-page';
