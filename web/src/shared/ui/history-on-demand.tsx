// The 'История' section of a record's page, and its table loaded with it: the table's code (change
// lines, names, thumbnails, map links) is a chunk of its own, fetched when the history is first shown,
// so the routes that offer a history do not carry it (issue 27's route budgets).
import { Button, Card, Heading, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useMessages } from '../i18n/define';
import type * as AuditHistoryModule from './audit-history';
import { auditHistoryBasicMessages } from './audit-history-basic-messages';

type TableModule = typeof AuditHistoryModule;
/** The table's code once loaded (a seam for the test of a page drawn again after it loaded). */
export const auditHistoryCode: { loaded: TableModule | null } = { loaded: null };
let loading: Promise<TableModule> | null = null;

/**
 * Starts loading the history table's code, once (again after a failure). A page that shows the
 * history with its own data calls it as it asks for the data, so the code does not wait for the
 * answer (issue 27: the place page drew its history 140–280 ms after its data).
 */
export function preloadAuditHistory(): Promise<TableModule> {
  loading ??= import('./audit-history').then(
    (module) => (auditHistoryCode.loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const AuditHistoryTable = lazy(() => preloadAuditHistory().then((m) => ({ default: m.AuditHistory })));

/** The history of a record (`AuditHistory`), its code loaded on first use; an outline until then. */
export function AuditHistory(props: ComponentProps<typeof AuditHistoryTable>) {
  // Loaded already (preloaded beside the page's data): drawn in the same render as the page. Chosen
  // once per mount: turning from the lazy component to the loaded one would mount the table anew.
  const [Table] = useState<ComponentType<ComponentProps<typeof AuditHistoryTable>>>(() => auditHistoryCode.loaded?.AuditHistory ?? AuditHistoryTable);
  return (
    <Suspense fallback={<Skeleton height="24" borderRadius="l3" aria-busy="true" />}>
      <Table {...props} />
    </Suspense>
  );
}

/**
 * The 'История' section read when asked for: a button until then, so a page does not pay the
 * audit trail's REST call on every visit. `children` renders the history (its own query); the
 * answers of the page's mutations, which select the same history, keep it current once shown.
 */
export function HistoryOnDemand({ children }: { children: () => ReactNode }) {
  const t = useMessages(auditHistoryBasicMessages);
  const [shown, setShown] = useState(false);
  if (shown) return <>{children()}</>;
  return (
    <Card.Root borderRadius="l3" size="sm" as="section" aria-label={t.title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {t.title}
        </Heading>
      </Card.Header>
      <Card.Body pt="0" alignItems="start">
        <Button size="sm" variant="outline" onClick={() => setShown(true)}>
          {t.show}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
