// The frame of a list screen: a search box, named filters (each a name and a where condition;
// picking one resets paging — spec §4), order options, a toolbar for the screen's own filters
// (selectors, dates), the CSV export, pages of 12 by default (spec §9), and the loading, empty and
// error (with retry) states. Page, search, filter, order and every filter of the screen live in the
// URL (`?page=2&q=…&filter=…&order=…&place=5`), so a reload or a shared link opens the same list,
// and a new route starts with a clean list (spec §2: list state resets when the route changes).
import { Box, Button, chakra, EmptyState, HStack, Input, Skeleton, Stack, VStack, type InputProps } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useMessages } from '../i18n/define';
import { sharedMessages } from '../i18n/shared-messages';
import { useSearchParams } from 'react-router-dom';
import { ListPagination } from './list-pagination';
import { LIST_PAGE_SIZE, listUrl } from './list-url';
import { QueryError, useLoadFailureToast } from './query-error';
import { ChoiceSelect } from './choice-select';

export const SEARCH_INPUT_DEBOUNCE_MS = 300;

/** A named filter: what the user picks, and the `where` condition it stands for. */
export interface ListFilter<W> {
  name: string;
  label: string;
  where: W;
}

export interface ListOrder {
  name: string;
  label: string;
}

export interface ListState<W, P extends string = string> {
  page: number;
  pageSize: number;
  search: string;
  filter: ListFilter<W> | undefined;
  order: string | undefined;
  /** skip = (page − 1) × limit (spec §7). */
  skip: number;
  setPage(page: number): void;
  setSearch(search: string): void;
  setFilter(name: string | undefined): void;
  setOrder(name: string): void;
  /** The screen's own URL parameters (`params` of `useListState`), '' when absent. */
  values: Record<P, string>;
  /** Sets (or with '' / undefined removes) screen parameters; back to page 1. */
  setValues(changes: Partial<Record<P, string | undefined>>): void;
  /** Sort chosen by a table header: `?sort=field.ASC`; undefined when none. */
  sort: { field: string; direction: 'ASC' | 'DESC' } | undefined;
  setSort(sort: { field: string; direction: 'ASC' | 'DESC' }): void;
  /** Removes search, filter, order, sort and every screen parameter. */
  reset(): void;
  /** Whether anything `reset` removes is set. */
  narrowed: boolean;
}

/** Reads and writes the list's place in the URL. Changing the search, filter or order goes back to page 1. */
export function useListState<W, P extends string = never>({
  filters = [],
  orders = [],
  pageSize = LIST_PAGE_SIZE,
  params: paramNames = [],
}: {
  filters?: readonly ListFilter<W>[];
  orders?: readonly ListOrder[];
  pageSize?: number;
  /** The screen's own URL parameters (e.g. `['place', 'from', 'to']`). */
  params?: readonly P[];
} = {}): ListState<W, P> {
  const [params, setParams] = useSearchParams();
  const { page, search, sort } = listUrl(params);
  const filter = filters.find((candidate) => candidate.name === params.get('filter'));
  const orderName = params.get('order');
  const order = orders.find((candidate) => candidate.name === orderName)?.name ?? orders[0]?.name;

  const update = useCallback(
    (changes: Record<string, string | undefined>, resetPage: boolean) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (resetPage) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const values = Object.fromEntries(paramNames.map((name) => [name, params.get(name) ?? ''])) as Record<P, string>;

  return {
    page,
    pageSize,
    search,
    filter,
    order,
    skip: (page - 1) * pageSize,
    setPage: (next) => update({ page: next > 1 ? String(next) : undefined }, false),
    setSearch: (next) => update({ q: next.trim() || undefined }, true),
    setFilter: (name) => update({ filter: name }, true),
    setOrder: (name) => update({ order: name, sort: undefined }, true),
    values,
    setValues: (changes) => update(changes as Record<string, string | undefined>, true),
    sort,
    setSort: (next) => update({ sort: `${next.field}.${next.direction}`, order: undefined }, true),
    narrowed: ['q', 'filter', 'order', 'sort', ...paramNames].some((name) => params.get(name)),
    reset: () => update(Object.fromEntries(['q', 'filter', 'order', 'sort', ...paramNames].map((name) => [name, undefined])), true),
  };
}

export interface ListPageProps<T, W> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  state: ListState<W, any>;
  filters?: readonly ListFilter<W>[];
  orders?: readonly ListOrder[];
  items: readonly T[] | undefined;
  total: number | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The items of the page (a table, cards). */
  children: (items: readonly T[]) => ReactNode;
  searchPlaceholder?: string;
  /** Actions next to the search box (e.g. an invite button, the CSV export). */
  actions?: ReactNode;
  /** The screen's own filters (selectors, a date range) under the search box. */
  toolbar?: ReactNode;
  /** Hide the search box (lists without a search). */
  noSearch?: boolean;
}

/**
 * A list's search box: the URL follows the text after a pause, or at once on Enter. Named by `label`
 * (the lists' 'Поиск' by default), its placeholder `placeholder` or the label.
 */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  maxW,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  maxW?: InputProps['maxW'];
}) {
  const listStrings = useMessages(sharedMessages).list;
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Input
      type="search"
      aria-label={label ?? listStrings.search}
      placeholder={placeholder ?? label ?? listStrings.search}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text);
      }}
      maxW={maxW}
      bg="bg"
    />
  );
}

function CheckMark() {
  return (
    <chakra.svg viewBox="0 0 16 16" boxSize="3.5" aria-hidden="true">
      <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </chakra.svg>
  );
}

export function ListPage<T, W>({
  state,
  filters = [],
  orders = [],
  items,
  total,
  loading,
  error,
  onRetry,
  children,
  searchPlaceholder,
  actions,
  toolbar,
  noSearch,
}: ListPageProps<T, W>) {
  const listStrings = useMessages(sharedMessages).list;
  const chips: readonly { name: string; label: string }[] = filters.some((filter) => filter.name === 'all') ? filters : [{ name: 'all', label: listStrings.all }, ...filters];
  useLoadFailureToast(error);
  let body: ReactNode;
  if (error && !items) {
    body = <QueryError error={error} onRetry={onRetry} retrying={loading} />;
  } else if (!items) {
    body = (
      <Stack gap="2" role="status" aria-busy="true" aria-label={listStrings.loading} data-testid="list-loading">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h="10" />
        ))}
      </Stack>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="l3">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{listStrings.empty}</EmptyState.Title>
            <EmptyState.Description>{listStrings.emptyHint}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    body = (
      <Box aria-busy={loading || undefined} opacity={loading ? 0.6 : 1} transition="opacity 0.15s">
        {children(items)}
      </Box>
    );
  }

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        {!noSearch && <SearchBox value={state.search} onChange={state.setSearch} placeholder={searchPlaceholder} maxW={{ md: 'sm' }} />}
        {orders.length > 0 && (
          <ChoiceSelect
            size="md"
            maxW="xs"
            bg="bg"
            label={listStrings.order}
            value={state.order}
            onChange={state.setOrder}
            choices={orders.map((order) => order.name)}
            text={(name) => orders.find((order) => order.name === name)?.label}
          />
        )}
        {actions}
      </HStack>
      {toolbar && (
        <HStack gap="3" wrap="wrap" align="end">
          {toolbar}
        </HStack>
      )}
      {(filters.length > 0 || state.narrowed) && (
        <HStack gap="2" wrap="wrap">
          {filters.length > 0 && (
            // Chips: the chosen one filled and ticked; 'Все' (the list's own 'all' filter, or one added
            // here) when none is chosen.
            <HStack gap="2" wrap="wrap" role="group" aria-label={listStrings.filters}>
              {chips.map((filter) => {
                const selected = (state.filter?.name ?? 'all') === filter.name;
                return (
                  <Button
                    key={filter.name}
                    size="sm"
                    borderRadius="full"
                    variant={selected ? 'solid' : 'outline'}
                    colorPalette={selected ? 'blue' : 'gray'}
                    aria-pressed={selected}
                    onClick={() => state.setFilter(selected || filter.name === 'all' ? undefined : filter.name)}
                  >
                    {selected && <CheckMark />}
                    {filter.label}
                  </Button>
                );
              })}
            </HStack>
          )}
          {state.narrowed && (
            // One reset of everything the list was narrowed by: search, filter, order, the screen's own filters.
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => state.reset()}>
              {listStrings.resetFilters}
            </Button>
          )}
        </HStack>
      )}
      {error && items ? <QueryError error={error} onRetry={onRetry} retrying={loading} /> : null}
      {body}
      {total !== undefined && items && items.length > 0 && <ListPagination total={total} pageSize={state.pageSize} page={state.page} onPageChange={state.setPage} />}
    </Stack>
  );
}
