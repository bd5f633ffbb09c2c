// The one data table of every list screen: Chakra's table with a sticky header, sortable headers
// where the list allows an order (`aria-sort`, one button per header), rows that are real links
// (the link column's cell holds an <a>; the whole row is clickable through a stretched link, so
// middle-click and Ctrl-click open a tab and the keyboard reaches it with Tab), optional selection
// for bulk actions, and below 768 px (spec §9) a card per row that keeps every `narrow` column
// visible instead of a table that scrolls its important columns off-screen.
// A small component of our own rather than a headless table library: sorting and paging happen on
// the server, so what is left is markup, and this is it (docs/adr/0024-one-data-table.md).
import { Box, chakra, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../i18n/define';
import { useI18n } from '../i18n/i18n';
import { directionOf } from '../i18n/language';
import { sharedMessages } from '../i18n/shared-messages';
import { useIsNarrow } from './use-media';

export type SortDirection = 'ASC' | 'DESC';
export interface SortState {
  field: string;
  direction: SortDirection;
}

export interface DataColumn<T> {
  /** Stable key of the column. */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The order field this column sorts by; the header becomes a sort button. */
  sortField?: string;
  /** The first click sorts this way (ASC by default; dates and numbers usually want DESC). */
  firstDirection?: SortDirection;
  align?: 'start' | 'end' | 'center';
  /** This column's cell is the row's link (the first column when none says so). */
  link?: boolean;
  /** Shown in the narrow (card) layout; every column is by default. */
  narrow?: boolean;
  /** Minimum width in the wide layout (a Chakra size). */
  minW?: string;
  /** Keep the cell on one line. */
  nowrap?: boolean;
  /**
   * Wrap long text within the column, its header's included (Chakra's scroll area keeps every cell on
   * one line, so a long text would widen the table past the screen); give the column a `minW`.
   */
  wrap?: boolean;
}

export interface DataTableSelection<K extends string | number> {
  selected: ReadonlySet<K>;
  onChange: (next: Set<K>) => void;
  /**
   * Every key of the page when `rows` are only its first part (a list that draws its first screenful,
   * then the rest): 'Выбрать все на странице' chooses the page, not what is drawn yet.
   */
  pageKeys?: readonly K[];
}

export interface DataTableProps<T, K extends string | number = number> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => K;
  /** Where a row leads; the link column's cell becomes a link and the whole row is clickable. */
  rowHref?: (row: T) => string;
  /** The accessible name of a row's link (its cell's text when absent). */
  rowLabel?: (row: T) => string;
  /** The row's name in its checkbox's label ('Выбрать Иван Петров'); `rowLabel` when absent. */
  rowName?: (row: T) => string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  selection?: DataTableSelection<K>;
  /** Dims the rows while a new page loads. */
  busy?: boolean;
  /** The table's accessible name. */
  label: string;
  /** Height of the scroll area in the wide layout; the header sticks to its top. */
  maxH?: string;
  /**
   * Rows without a link or a checkbox: the scroll area itself takes the focus (a region named by
   * `label`), so the keyboard scrolls it (axe: scrollable-region-focusable).
   */
  scrollRegion?: boolean;
}

const ariaSort = (sort: SortState | undefined, field: string | undefined) =>
  !field ? undefined : sort?.field !== field ? 'none' : sort.direction === 'ASC' ? 'ascending' : 'descending';

function SortArrow({ direction }: { direction: SortDirection | null }) {
  return (
    <chakra.svg viewBox="0 0 12 12" boxSize="3" aria-hidden="true" opacity={direction ? 1 : 0.35} flexShrink={0}>
      {direction !== 'DESC' && <path d="M6 2 10 6H2z" fill="currentColor" />}
      {direction !== 'ASC' && <path d="M6 10 2 6h8z" fill="currentColor" />}
    </chakra.svg>
  );
}

function SortHeader<T>({ column, sort, onSortChange }: { column: DataColumn<T>; sort?: SortState; onSortChange?: (sort: SortState) => void }) {
  const t = useMessages(sharedMessages);
  const field = column.sortField!;
  const active = sort?.field === field ? sort.direction : null;
  const next: SortDirection = active ? (active === 'ASC' ? 'DESC' : 'ASC') : (column.firstDirection ?? 'ASC');
  return (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontWeight="inherit"
      cursor="pointer"
      borderRadius="l1"
      _hover={{ color: 'fg' }}
      onClick={() => onSortChange?.({ field, direction: next })}
      aria-label={t.table.sortBy(column.header)}
    >
      {column.header}
      <SortArrow direction={active} />
    </chakra.button>
  );
}

/**
 * A data text of a list's cell (a name, an address, a city) on one line, cut with an ellipsis: in its
 * own direction (`dir="auto"`), so that in English right to left a Cyrillic address keeps its start
 * and loses its end ('г. Королёв, ул. Завод…', not '…. Королёв, ул. Заводская,'); aligned as the
 * table's columns (right in a right-to-left table: Chromium computes `match-parent` as `start`, the
 * text's own side). `secondary` is the smaller grey line under the first.
 */
export function CellText({ children, secondary }: { children: ReactNode; secondary?: boolean }) {
  const { language } = useI18n();
  return (
    <Text
      dir="auto"
      textAlign={directionOf(language) === 'rtl' ? 'right' : 'left'}
      lineClamp={1}
      textStyle={secondary ? 'xs' : undefined}
      color={secondary ? 'fg.muted' : undefined}
    >
      {children}
    </Text>
  );
}

/** A cell's content as the row's link: an <a> whose ::after covers the row (a stretched link). */
function RowLink({ href, label, children }: { href: string; label?: string; children: ReactNode }) {
  return (
    <Link asChild color="blue.fg" fontWeight="medium" aria-label={label} css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
      <RouterLink to={href} data-row-link="">
        {children}
      </RouterLink>
    </Link>
  );
}

/**
 * A native checkbox: keyboard, forms and assistive technology for free; `indeterminate` is a DOM
 * property. Plain markup styled once by its table (SELECT_BOX_STYLES): a page has a checkbox per
 * row, and a styled component each weighed on the rows' render (issue 42).
 */
function SelectBox({ checked, onChange, label }: { checked: boolean | 'indeterminate'; onChange: (checked: boolean) => void; label: string }) {
  return (
    <input
      type="checkbox"
      className="dt-select"
      aria-label={label}
      checked={checked === true}
      ref={(element: HTMLInputElement | null) => {
        if (element) element.indeterminate = checked === 'indeterminate';
      }}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

const SELECT_BOX_STYLES = {
  '& .dt-select': { position: 'relative', zIndex: '1', boxSize: '4', cursor: 'pointer', accentColor: 'var(--chakra-colors-blue-solid)' },
} as const;

export function DataTable<T, K extends string | number = number>(props: DataTableProps<T, K>) {
  const narrow = useIsNarrow();
  return narrow ? <DataCards {...props} /> : <WideTable {...props} />;
}

function linkColumnOf<T>(columns: readonly DataColumn<T>[]): DataColumn<T> | undefined {
  return columns.find((column) => column.link) ?? columns[0];
}

function useSelectionHelpers<T, K extends string | number>(rows: readonly T[], rowKey: (row: T) => K, selection?: DataTableSelection<K>) {
  const keys = selection?.pageKeys ?? rows.map(rowKey);
  const selectedOnPage = selection ? keys.filter((key) => selection.selected.has(key)).length : 0;
  const all: boolean | 'indeterminate' = selectedOnPage === 0 ? false : selectedOnPage === keys.length ? true : 'indeterminate';
  const toggleAll = (checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (checked) next.add(key);
      else next.delete(key);
    }
    selection.onChange(next);
  };
  const toggle = (key: K, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  return { all, toggleAll, toggle };
}

function WideTable<T, K extends string | number>({
  columns,
  rows,
  rowKey,
  rowHref,
  rowLabel,
  rowName,
  sort,
  onSortChange,
  selection,
  busy,
  label,
  maxH,
  scrollRegion,
}: DataTableProps<T, K>) {
  const t = useMessages(sharedMessages);
  const linkColumn = rowHref ? linkColumnOf(columns) : undefined;
  const { all, toggleAll, toggle } = useSelectionHelpers(rows, rowKey, selection);
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="l3"
      bg="bg"
      maxH={maxH}
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.15s"
      css={SELECT_BOX_STYLES}
      {...(scrollRegion && { tabIndex: 0, role: 'region', 'aria-label': label })}
    >
      <Table.Root size="sm" interactive={Boolean(rowHref)} stickyHeader aria-label={label} aria-busy={busy || undefined}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {selection && (
              <Table.ColumnHeader w="10">
                <SelectBox checked={all} onChange={toggleAll} label={t.table.selectPage} />
              </Table.ColumnHeader>
            )}
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                textAlign={column.align}
                minW={column.minW}
                whiteSpace={column.wrap ? 'normal' : 'nowrap'}
                aria-sort={ariaSort(sort, column.sortField)}
              >
                {column.sortField && onSortChange ? <SortHeader column={column} sort={sort} onSortChange={onSortChange} /> : column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const key = rowKey(row);
            const href = rowHref?.(row);
            return (
              <Table.Row key={key} position={href ? 'relative' : undefined} data-selected={selection?.selected.has(key) || undefined}>
                {selection && (
                  <Table.Cell>
                    <SelectBox
                      checked={selection.selected.has(key)}
                      onChange={(checked) => toggle(key, checked)}
                      label={t.table.selectRow(rowName?.(row) ?? rowLabel?.(row) ?? String(key))}
                    />
                  </Table.Cell>
                )}
                {columns.map((column) => (
                  <Table.Cell key={column.key} textAlign={column.align} minW={column.minW} whiteSpace={column.nowrap ? 'nowrap' : column.wrap ? 'normal' : undefined}>
                    {href && column === linkColumn ? (
                      <RowLink href={href} label={rowLabel?.(row)}>
                        {cellOf(column, row)}
                      </RowLink>
                    ) : (
                      cellOf(column, row)
                    )}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A cell's content; a text (a record's data: 'Универсам «Добрый»') in its own direction, so a right-to-left page keeps its punctuation in place. */
function cellOf<T>(column: { cell: (row: T) => ReactNode }, row: T): ReactNode {
  const content = column.cell(row);
  return typeof content === 'string' ? <bdi>{content}</bdi> : content;
}

function DataCards<T, K extends string | number>({ columns, rows, rowKey, rowHref, rowLabel, rowName, selection, busy, label, sort, onSortChange }: DataTableProps<T, K>) {
  const t = useMessages(sharedMessages);
  const linkColumn = linkColumnOf(columns);
  const shown = columns.filter((column) => column !== linkColumn && column.narrow !== false);
  const sortable = columns.filter((column) => column.sortField);
  const { all, toggleAll, toggle } = useSelectionHelpers(rows, rowKey, selection);
  return (
    <Stack gap="2" opacity={busy ? 0.6 : 1} transition="opacity 0.15s" css={SELECT_BOX_STYLES}>
      {(selection || (sortable.length > 0 && onSortChange)) && (
        <HStack gap="3" wrap="wrap">
          {selection && <SelectBox checked={all} onChange={toggleAll} label={t.table.selectPage} />}
          {sortable.length > 0 && onSortChange && (
            <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
              <Text>{t.table.sort}</Text>
              {sortable.map((column) => (
                <SortHeader key={column.key} column={column} sort={sort} onSortChange={onSortChange} />
              ))}
            </HStack>
          )}
        </HStack>
      )}
      <chakra.ul aria-label={label} listStyleType="none" display="flex" flexDirection="column" gap="2" aria-busy={busy || undefined}>
        {rows.map((row) => {
          const key = rowKey(row);
          const href = rowHref?.(row);
          return (
            <chakra.li
              key={key}
              position="relative"
              borderWidth="1px"
              borderRadius="l3"
              bg="bg"
              p="3"
              _hover={href ? { bg: 'bg.subtle' } : undefined}
              data-selected={selection?.selected.has(key) || undefined}
            >
              <HStack align="start" gap="3">
                {selection && (
                  <SelectBox
                    checked={selection.selected.has(key)}
                    onChange={(checked) => toggle(key, checked)}
                    label={t.table.selectRow(rowName?.(row) ?? rowLabel?.(row) ?? String(key))}
                  />
                )}
                <Box flex="1" minW="0">
                  {linkColumn && (
                    <Box fontWeight="medium" mb="1">
                      {href ? (
                        <RowLink href={href} label={rowLabel?.(row)}>
                          {cellOf(linkColumn, row)}
                        </RowLink>
                      ) : (
                        cellOf(linkColumn, row)
                      )}
                    </Box>
                  )}
                  <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" textStyle="sm">
                    {shown.map((column) => (
                      <Box key={column.key} display="contents">
                        <chakra.dt color="fg.muted">{column.header}</chakra.dt>
                        <chakra.dd minW="0" wordBreak="break-word">
                          {cellOf(column, row)}
                        </chakra.dd>
                      </Box>
                    ))}
                  </chakra.dl>
                </Box>
              </HStack>
            </chakra.li>
          );
        })}
      </chakra.ul>
    </Stack>
  );
}
