// A record's 'История' from the audit trail (issue 17): who (and from which client), when, the
// action, and each changed field as old → new. Each page says how its fields are named and shown.
import { Button, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { graphql } from '../../__generated__';
import { EMPTY, formatDateTimeWithYear } from '../format';
import { isolateText } from '../i18n/language';
import { countOf, messagesOf, useMessages, type Translation } from '../i18n/define';
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

/**
 * The 'История' section read when asked for: a button until then, so a page does not pay the
 * audit trail's REST call on every visit. `children` renders the history (its own query); the
 * answers of the page's mutations, which select the same history, keep it current once shown.
 */
export function HistoryOnDemand({ children }: { children: () => ReactNode }) {
  const t = useMessages(auditHistoryMessages);
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

/** The words `auditChanges` needs (the `auditHistory` bundle); Russian when not given. */
export type AuditWords = Pick<AuditHistoryMessages, 'yes' | 'no' | 'coordinates' | 'picture' | 'file' | 'changed' | 'count' | 'duration' | 'fields'>;

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
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? formatDateTimeWithYear(value) : value;
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return value.length ? value.join(', ') : EMPTY;
    return words.count(value.length);
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.lat === 'number' && typeof o.lng === 'number') return words.coordinates(DECIMAL(o.lat, words), DECIMAL(o.lng, words));
    if (typeof o.container === 'string' && typeof o.path === 'string') {
      const mime = typeof o.mime === 'string' ? o.mime : typeof o.type === 'string' ? o.type : '';
      if (mime.startsWith('image/') || !mime) return words.picture;
      return words.file(typeof o.name === 'string' && o.name ? o.name : (o.path.split('/').pop() ?? o.path));
    }
    return words.changed;
  }
  return String(value);
}

/** `Статус: Ручная проверка → Обработан`, one line per changed field (a new value alone when there was none before). */
export function auditChanges(format: AuditFieldFormat, before: unknown, after: unknown, words: AuditWords = messagesOf(auditHistoryMessages)): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return EMPTY;
    const custom = format.value?.(field, value);
    if (custom !== undefined) return custom;
    return readableValue(field, value, words);
  };
  const rank = (field: string) => {
    const at = format.order?.indexOf(field) ?? -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort((x, y) => rank(x) - rank(y));
  return fields.map((field) => {
    const label = format.label(field) ?? words.fields[field] ?? field;
    // One isolate for the line: on a right-to-left page the arrow still leads from the old value to the new.
    if (!(field in b)) return isolateText(`${label}: ${show(field, a[field])}`);
    return isolateText(`${label}: ${show(field, b[field])} → ${show(field, a[field])}`);
  });
}

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
              <Table.Root size="sm" aria-labelledby={titleId}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t.columns.when}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.columns.who}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.columns.action}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.columns.changes}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {entries.map((entry) => (
                    <Table.Row key={entry.id}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTimeWithYear(entry.at)}</Table.Cell>
                      <Table.Cell>
                        {entry.userName ?? (entry.userId != null ? t.user(entry.userId) : entry.client === 'system' ? t.system : t.unknownUser)}
                        {entry.client && entry.client !== 'system' && (
                          <Text as="span" color="fg.muted">
                            {` (${t.clients[entry.client] ?? entry.client})`}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>{auditActionLabel(entry, t)}</Table.Cell>
                      <Table.Cell whiteSpace="normal" minW="64">
                        {auditChanges(format, entry.before, entry.after, t).map((line) => (
                          <Text key={line} overflowWrap="anywhere">
                            {line}
                          </Text>
                        ))}
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
