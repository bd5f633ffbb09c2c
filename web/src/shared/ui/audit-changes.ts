// The changes of a journal entry as a person reads them (issue 26, 39): values, related records by
// name, one line per changed field; the pure part of the 'История' table (audit-history.tsx) and the
// journal's (features/audit), without React.
import { EMPTY, formatDateTimeWithYear } from '../format';
import { countOf, messagesOf, type Translation } from '../i18n/define';
import { imageUrl, type StoredImage } from '../images';
import { auditHistoryMessages } from './audit-history-messages';
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
  'yes' | 'no' | 'coordinates' | 'picture' | 'file' | 'changed' | 'count' | 'duration' | 'fields' | 'numbered' | 'records' | 'roles' | 'allDevices' | 'cityPlaces'
>;

export type AuditHistoryMessages = Translation<typeof auditHistoryMessages.ru>;

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

/**
 * One changed field: its label, the value before (absent when the field was not there) and after; or
 * a `sentence` that says the whole change in its own words (no label, its parts read as one text).
 */
export interface AuditChange {
  field: string;
  label: string;
  sentence?: boolean;
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
  const city = action ? cityPlacesChange(action, a, words, references) : undefined;
  if (city) return [city];
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

/**
 * 'Назначено 17 мест города «Самара»' (issue 39): a regional manager's place given or taken with its
 * whole city (adr/0021), as the API records it (`{ placeId, cityId, places }`); the city by its name.
 */
function cityPlacesChange(action: string, a: Record<string, unknown>, words: AuditWords, references: readonly AuditReference[] | null | undefined): AuditChange | undefined {
  const say = words.cityPlaces[action];
  if (!say || typeof a.cityId !== 'number' || typeof a.places !== 'number') return undefined;
  const r = (references ?? []).find((x) => x.field === 'cityId' && x.id === a.cityId);
  const city: AuditPart = r
    ? { kind: 'record', text: r.name || words.numbered(words.records.City!, r.id), reference: r, named: !!r.name }
    : { kind: 'text', text: words.numbered(words.records.City!, a.cityId) };
  const [lead, tail] = say(a.places, '\u0000').split('\u0000');
  return { field: 'cityId', label: '', sentence: true, after: [{ kind: 'text', text: lead! }, city, { kind: 'text', text: tail! }] };
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
  if (change.sentence) return change.after.map((p) => p.text).join('');
  const after = partsText(change.after);
  return change.before ? `${change.label}: ${partsText(change.before)} → ${after}` : `${change.label}: ${after}`;
}

/** `Статус: Ручная проверка → Обработан`, one line per changed field (related records by name). */
export function auditChanges(...args: Parameters<typeof auditChangeParts>): string[] {
  return auditChangeParts(...args).map(auditChangeText);
}
