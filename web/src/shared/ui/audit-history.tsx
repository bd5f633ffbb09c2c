// A record's 'История' from the audit trail (issue 17): who (and from which client), when, the
// action, and each changed field as old → new. Each page says how its fields are named and shown.
import { Card, Heading, Image, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { EMPTY, formatDateTimeWithYear } from '../format';
import { countOf, messagesOf, useMessages, type Translation } from '../i18n/define';
import { imageUrl, type StoredImage } from '../images';
import { paths, to } from '../paths';
import { useSessionUser } from '../session/session-context';
import { auditHistoryMessages } from './audit-history-messages';

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

/** A record an entry's change names by id (`AuditLogEntry.references`). */
export interface AuditReference {
  field: string;
  id: number;
  model: string;
  name?: string | null;
  /** A person's role: the person's page is per role. */
  roleName?: string | null;
  /** The record its page sits under (a period's campaign). */
  parentId?: number | null;
}

export interface AuditFieldFormat {
  /** The field's name on screen; the API name when absent. */
  label(field: string): string | undefined;
  /** A value on screen, or undefined for the default (text, yes/no, JSON). */
  value?(field: string, value: unknown): string | undefined;
  /**
   * The order the fields are shown in (the others after them, as they come). The API stores the
   * change as JSONB, which keeps its keys shortest first, not in the order they mean anything.
   */
  order?: readonly string[];
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The words `auditChanges` needs (the `auditHistory` bundle); Russian when not given. */
export type AuditWords = Pick<
  AuditHistoryMessages,
  'yes' | 'no' | 'coordinates' | 'picture' | 'file' | 'changed' | 'count' | 'duration' | 'fields' | 'numbered' | 'records' | 'roles' | 'allDevices'
>;

type AuditHistoryMessages = Translation<typeof auditHistoryMessages.ru>;

/** Fields that hold a duration in seconds. */
const DURATION_FIELDS = new Set(['ttl', 'duration', 'durationSec']);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DECIMAL = (n: number, words: AuditWords) => String(n).replace('.', words === auditHistoryMessages.en ? '.' : ',');

/** `14 дней`, `2 часа`, `90 секунд`: the largest whole unit of a duration in seconds. */
export function formatDuration(seconds: number, words: AuditWords = auditHistoryMessages.ru): string {
  const language = words === auditHistoryMessages.en ? 'en' : 'ru';
  const units = [
    [86400, words.duration.day],
    [3600, words.duration.hour],
    [60, words.duration.minute],
  ] as const;
  for (const [size, forms] of units) if (seconds >= size && seconds % size === 0) return countOf(seconds / size, forms, language);
  return countOf(seconds, words.duration.second, language);
}

/** An absolute http(s) address of a picture file: how a LoopBack API without our storage may keep one. */
const PICTURE_URL = /^https?:\/\/[^\s?#]+\.(?:png|jpe?g|gif|webp|avif|svg)(?:[?#]\S*)?$/i;

/**
 * A stored file that is a picture (an image's MIME type, or none: pictures were stored without one);
 * also an absolute address of a picture, as a string or as `{ url }` (another API's storage).
 */
function pictureOf(value: unknown): StoredImage | null {
  if (typeof value === 'string') return PICTURE_URL.test(value) ? { path: value } : null;
  const o = asRecord(value);
  if (typeof o.url === 'string' && typeof o.path !== 'string' && PICTURE_URL.test(o.url)) return { path: o.url };
  if (typeof o.container !== 'string' || typeof o.path !== 'string') return null;
  const mime = typeof o.mime === 'string' ? o.mime : typeof o.type === 'string' ? o.type : '';
  // A file of the API's own storage (no server) is served by the gateway at /files, as `File.url` says.
  return mime.startsWith('image/') || !mime ? { ...(o as StoredImage), server: typeof o.server === 'string' && o.server ? o.server : '/files' } : null;
}

/**
 * A value as a person writes it (issue 26): dates with the year, durations ('14 дней'), coordinates
 * ('шир. 53,2, долг. 50,15'), a stored file by its name or as 'изображение', yes/no, lists; never a
 * JSON dump (another object reads 'изменено').
 */
export function readableValue(field: string, value: unknown, words: AuditWords = auditHistoryMessages.ru): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' && DURATION_FIELDS.has(field)) return formatDuration(value, words);
  if (typeof value === 'number') return DECIMAL(value, words);
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? formatDateTimeWithYear(value) : pictureOf(value) ? words.picture : value;
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return value.length ? value.join(', ') : EMPTY;
    return words.count(value.length);
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.lat === 'number' && typeof o.lng === 'number') return words.coordinates(DECIMAL(o.lat, words), DECIMAL(o.lng, words));
    if (typeof o.url === 'string' && pictureOf(o)) return words.picture;
    if (typeof o.container === 'string' && typeof o.path === 'string') {
      if (pictureOf(o)) return words.picture;
      return words.file(typeof o.name === 'string' && o.name ? o.name : (o.path.split('/').pop() ?? o.path));
    }
    return words.changed;
  }
  return String(value);
}

/**
 * One piece of a changed value (issue 26): text; a related record by its name (a link where the
 * viewer has its page); a picture (a thumbnail linking to it); coordinates (with a map link).
 * `text` is how the piece reads as text (the CSV, a line's key).
 */
export type AuditPart =
  | { kind: 'text'; text: string }
  | { kind: 'record'; text: string; reference: AuditReference; named: boolean }
  | { kind: 'picture'; text: string; src: string; href: string }
  | { kind: 'coordinates'; text: string; href: string };

/** One changed field: its label, the value before (absent when the field was not there) and after. */
export interface AuditChange {
  field: string;
  label: string;
  before?: AuditPart[];
  after: AuditPart[];
}

/** The map at a point, on OpenStreetMap (a marker and the zoom of a street). */
export function mapUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}

/** The thumbnail's size, CSS px. */
export const THUMBNAIL_SIZE = 48;

const partsText = (parts: readonly AuditPart[]) => (parts.length ? parts.map((p) => p.text).join(', ') : EMPTY);

/** Nothing to read: no value, an empty text or list. */
const blank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Never a line of its own: the record's number is the entry's record, and a secret is never kept. */
const UNSHOWN = new Set(['id', 'password']);

/**
 * The changed fields as parts, in the format's order (a new value alone when there was none before),
 * as a person writes them (issue 39): no number of the record itself, no line where nothing changed
 * ('— → —'), and a deleted record's values as they were (no arrow to nothing). `action` picks the
 * labels an action gives its own fields (an API token's `name` is its title, not a person's name).
 */
export function auditChangeParts(
  format: AuditFieldFormat,
  before: unknown,
  after: unknown,
  words: AuditWords = messagesOf(auditHistoryMessages),
  references: readonly AuditReference[] | null | undefined = [],
  action?: string | null,
): AuditChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const deleted = (after === null || after === undefined) && Object.keys(b).length > 0;
  const referenced = new Map((references ?? []).map((r) => [`${r.field}:${r.id}`, r]));
  const record = (field: string, id: unknown): AuditPart | undefined => {
    const r = typeof id === 'number' ? referenced.get(`${field}:${id}`) : undefined;
    return r && { kind: 'record', text: r.name || words.numbered(words.records[r.model] ?? r.model, r.id), reference: r, named: !!r.name };
  };
  const show = (field: string, value: unknown): AuditPart[] => {
    if (blank(value)) return [];
    // A related record reads by its name, whatever the page says of the field's numbers.
    const one = record(field, value);
    if (one) return [one];
    if (Array.isArray(value) && value.length && value.every((v) => record(field, v))) return value.map((v) => record(field, v)!);
    const custom = format.value?.(field, value) ?? wordOf(field, value, words);
    if (custom !== undefined) return [{ kind: 'text', text: custom }];
    const text = readableValue(field, value, words);
    const o = asRecord(value);
    if (typeof o.lat === 'number' && typeof o.lng === 'number') return [{ kind: 'coordinates', text, href: mapUrl(o.lat, o.lng) }];
    const picture = pictureOf(value);
    const src = picture && imageUrl(picture, THUMBNAIL_SIZE);
    const href = picture && imageUrl(picture);
    if (src && href) return [{ kind: 'picture', text, src, href }];
    return [{ kind: 'text', text }];
  };
  const rank = (field: string) => {
    const at = format.order?.indexOf(field) ?? -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((field) => !UNSHOWN.has(field))
    .filter((field) => (deleted ? !blank(b[field]) : !(blank(b[field]) && blank(a[field])) && JSON.stringify(b[field]) !== JSON.stringify(a[field])))
    .sort((x, y) => rank(x) - rank(y));
  return fields.map((field) => {
    const label = (action ? words.fields[`${action}.${field}`] : undefined) ?? format.label(field) ?? words.fields[field] ?? field;
    if (deleted) return { field, label, after: show(field, b[field]) };
    return field in b ? { field, label, before: show(field, b[field]), after: show(field, a[field]) } : { field, label, after: show(field, a[field]) };
  });
}

/** The values every history reads the same way: a role by its name, a command's addressees. */
function wordOf(field: string, value: unknown, words: AuditWords): string | undefined {
  if (field === 'roleName' && typeof value === 'string') return words.roles[value];
  if (field === 'scope' && value && typeof value === 'object' && !Array.isArray(value)) {
    const scope = value as Record<string, unknown>;
    const parts = [
      typeof scope.roleName === 'string' ? (words.roles[scope.roleName] ?? scope.roleName) : null,
      typeof scope.placeId === 'number' ? words.numbered(words.records.Place!, scope.placeId) : null,
      typeof scope.userId === 'number' ? words.numbered(words.records.User!, scope.userId) : null,
    ].filter(Boolean);
    return parts.length ? parts.join(', ') : words.allDevices;
  }
  return undefined;
}

/** A change as one line of text: `Статус: Ручная проверка → Обработан` (the CSV, a line's key). */
export function auditChangeText(change: AuditChange): string {
  const after = partsText(change.after);
  return change.before ? `${change.label}: ${partsText(change.before)} → ${after}` : `${change.label}: ${after}`;
}

/** `Статус: Ручная проверка → Обработан`, one line per changed field (related records by name). */
export function auditChanges(
  format: AuditFieldFormat,
  before: unknown,
  after: unknown,
  words: AuditWords = messagesOf(auditHistoryMessages),
  references: readonly AuditReference[] | null | undefined = [],
  action?: string | null,
): string[] {
  return auditChangeParts(format, before, after, words, references, action).map(auditChangeText);
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
            {change.label}:{' '}
            {change.before && (
              <>
                <PartsView parts={change.before} label={change.label} />
                {' → '}
              </>
            )}
            <PartsView parts={change.after} label={change.label} />
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
