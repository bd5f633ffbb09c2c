// A record's 'История' from the audit trail (issue 17): who (and from which client), when, the
// action, and each changed field as old → new. Each page says how its fields are named and shown.
import { Card, Heading, Image, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { EMPTY, formatDateTimeWithYear } from '../format';
import { messagesOf, useMessages } from '../i18n/define';
import { paths, to } from '../paths';
import { useSessionUser } from '../session/session-context';
import { auditChangeParts, type AuditChange, type AuditFieldFormat, type AuditHistoryMessages, type AuditPart, type AuditReference, THUMBNAIL_SIZE } from './audit-changes';
import { auditHistoryMessages } from './audit-history-messages';

export * from './audit-changes';

// What every 'История' selects of an entry; pages spread it with `@unmask` in their queries and in
// the mutations that answer the record.
graphql(`
  fragment AuditHistory_entry on AuditLogEntry {
    id
    at
    userId
    userName
    client
    action
    actionTitle
    before
    after
    references {
      field
      id
      model
      name
      roleName
      parentId
    }
  }
`);

/** The latest entries a page asks for (no total: it would cost a count call). */
export const HISTORY_PAGE_SIZE = 50;

export interface AuditHistoryEntry {
  id: number;
  at: string;
  userId?: number | null;
  userName?: string | null;
  client?: string | null;
  action?: string | null;
  actionTitle: string;
  before?: unknown;
  after?: unknown;
  /** The records the change names by id, with their names (issue 26). */
  references?: readonly AuditReference[] | null;
}

/** Only staff open these pages (as the routes say: web/src/app/access.ts, checked by its test). */
const STAFF = ['admin', 'regionalManager', 'salesMan'];
const MANAGERS = ['admin', 'regionalManager'];

/** A related record's page: its route, who may open it, and its address's parameters when not `{id}`. */
export interface RecordPage {
  pattern: string;
  roles: readonly string[] | null;
  params?: (reference: AuditReference) => Record<string, number> | null;
  /** The record opened by the search of a list page, where it has no page of its own (`?edit=5`). */
  search?: (reference: AuditReference) => Record<string, string>;
}

/** The pages of related records, and who may open them; kinds missing here read as text. */
export const RECORD_PAGES: Readonly<Record<string, RecordPage>> = {
  Place: { pattern: paths.place, roles: null },
  City: { pattern: paths.city, roles: STAFF },
  Region: { pattern: paths.region, roles: STAFF },
  AdmEntity: { pattern: paths.admEntity, roles: STAFF },
  Campaign: { pattern: paths.campaign, roles: STAFF },
  Product: { pattern: paths.product, roles: STAFF },
  Period: { pattern: paths.campaignPeriod, roles: STAFF, params: (r) => (r.parentId ? { campaignId: r.parentId, periodId: r.id } : null) },
  // Edited in their lists: a place type in its list's editor, a category on the products screen.
  PlaceType: { pattern: paths.placeTypes, roles: STAFF, params: () => ({}), search: (r) => ({ edit: String(r.id) }) },
  ProductCategory: { pattern: paths.products, roles: STAFF, params: () => ({}), search: (r) => ({ category: String(r.id) }) },
};

/**
 * A person's page, by the person's role. Offered to the managers only: a sales rep or a vendor opens
 * no one's page but its own; and a person the viewer may not see has no name, so no link.
 */
export const PERSON_PAGES: Readonly<Record<string, RecordPage>> = {
  regionalManager: { pattern: paths.regionalManager, roles: ['admin'] },
  salesMan: { pattern: paths.salesMan, roles: MANAGERS },
  vendor: { pattern: paths.vendor, roles: MANAGERS },
};

/** The page of a related record, when the web has one and a viewer of `roleName` may open it. */
export function recordHref(reference: AuditReference, roleName: string | null | undefined): string | undefined {
  const page = reference.model === 'User' ? (reference.roleName ? PERSON_PAGES[reference.roleName] : undefined) : RECORD_PAGES[reference.model];
  if (!page || (page.roles && !(roleName && page.roles.includes(roleName)))) return undefined;
  const params = page.params ? page.params(reference) : { id: reference.id };
  if (!params) return undefined;
  const search = page.search ? `?${new URLSearchParams(page.search(reference)).toString()}` : '';
  return to(page.pattern, params) + search;
}

function PartView({ part, label }: { part: AuditPart; label: string }) {
  const t = useMessages(auditHistoryMessages);
  const roleName = useSessionUser()?.roleName;
  if (part.kind === 'record') {
    // A record without a name is gone or hidden from the viewer: its page would not open.
    const href = part.named ? recordHref(part.reference, roleName) : undefined;
    return href ? (
      <Link asChild variant="underline">
        <RouterLink to={href}>{part.text}</RouterLink>
      </Link>
    ) : (
      <>{part.text}</>
    );
  }
  if (part.kind === 'picture') {
    return (
      <Link href={part.href} target="_blank" rel="noopener" verticalAlign="middle">
        <Image src={part.src} alt={label} htmlWidth={THUMBNAIL_SIZE} htmlHeight={THUMBNAIL_SIZE} boxSize="12" objectFit="cover" borderRadius="sm" display="inline-block" />
      </Link>
    );
  }
  if (part.kind === 'coordinates') {
    return (
      <>
        {part.text}{' '}
        <Link href={part.href} target="_blank" rel="noopener" variant="underline">
          {t.onMap}
        </Link>
      </>
    );
  }
  return <>{part.text}</>;
}

function PartsView({ parts, label }: { parts: readonly AuditPart[]; label: string }) {
  if (!parts.length) return <>{EMPTY}</>;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ', '}
          <PartView part={part} label={label} />
        </Fragment>
      ))}
    </>
  );
}

/** The lines of a change as a person reads them, wrapping inside their cell (issue 26). */
export function AuditChangeLines({ changes, fontSize }: { changes: readonly AuditChange[]; fontSize?: string }) {
  return (
    <>
      {changes.map((change) => (
        <Text key={change.field} fontSize={fontSize} overflowWrap="anywhere">
          {/* One isolate for the line: on a right-to-left page the arrow still leads from the old value to the new. */}
          <bdi>
            {change.sentence ? (
              change.after.map((part, i) => <PartView key={i} part={part} label={change.label} />)
            ) : (
              <>
                {change.label}:{' '}
                {change.before && (
                  <>
                    <PartsView parts={change.before} label={change.label} />
                    {' → '}
                  </>
                )}
                <PartsView parts={change.after} label={change.label} />
              </>
            )}
          </bdi>
        </Text>
      ))}
    </>
  );
}

/** The column names on a phone: read by screen readers, not shown (each entry is a block). */
const PHONE_HEADER = {
  position: { base: 'absolute', md: 'static' },
  width: { base: '1px', md: 'auto' },
  height: { base: '1px', md: 'auto' },
  overflow: { base: 'hidden', md: 'visible' },
  clipPath: { base: 'inset(50%)', md: 'none' },
} as const;

/** A cell of the history on a phone: a line of its entry's block, no rule under it. */
const PHONE_CELL = { display: { base: 'block', md: 'table-cell' }, borderBottomWidth: { base: '0', md: '1px' }, py: { base: '0.5', md: '2' }, px: { base: '0', md: '2' } } as const;

/** The kind of action in the current language; the gateway's title for a code the web does not know. */
export function auditActionLabel(entry: { action?: string | null; actionTitle: string }, words: Pick<AuditHistoryMessages, 'actions'> = messagesOf(auditHistoryMessages)): string {
  return (entry.action ? words.actions[entry.action] : undefined) ?? entry.actionTitle;
}

export function AuditHistory({ entries, format }: { entries: readonly AuditHistoryEntry[]; format: AuditFieldFormat }) {
  const t = useMessages(auditHistoryMessages);
  const titleId = useId();
  return (
    <Card.Root borderRadius="l3" size="sm" as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Heading as="h2" size="md" id={titleId}>
          {t.title}
        </Heading>
      </Card.Header>
      <Card.Body pt="0">
        {entries.length === 0 ? (
          <Text color="fg.muted">{t.empty}</Text>
        ) : (
          <Stack gap="2">
            <Table.ScrollArea>
              {/* On a phone each entry is a block of its own (when, who, action, changes), wrapping inside the card. */}
              <Table.Root size="sm" aria-labelledby={titleId} display={{ base: 'block', md: 'table' }}>
                <Table.Header {...PHONE_HEADER}>
                  <Table.Row>
                    <Table.ColumnHeader>{t.columns.when}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.columns.who}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.columns.action}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.columns.changes}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
                  {entries.map((entry) => (
                    <Table.Row key={entry.id} display={{ base: 'block', md: 'table-row' }} py={{ base: '2', md: '0' }} borderBottomWidth={{ base: '1px', md: '0' }}>
                      <Table.Cell whiteSpace="nowrap" {...PHONE_CELL}>
                        {formatDateTimeWithYear(entry.at)}
                      </Table.Cell>
                      <Table.Cell {...PHONE_CELL}>
                        {entry.userName ?? (entry.userId != null ? t.user(entry.userId) : entry.client === 'system' ? t.system : t.unknownUser)}
                        {entry.client && entry.client !== 'system' && (
                          <Text as="span" color="fg.muted">
                            {` (${t.clients[entry.client] ?? entry.client})`}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell {...PHONE_CELL}>{auditActionLabel(entry, t)}</Table.Cell>
                      <Table.Cell whiteSpace="normal" minW={{ md: '64' }} {...PHONE_CELL}>
                        <AuditChangeLines changes={auditChangeParts(format, entry.before, entry.after, t, entry.references, entry.action)} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {entries.length >= HISTORY_PAGE_SIZE && (
              <Text color="fg.muted" fontSize="sm">
                {t.shown(entries.length)}
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
