// A list's place in its URL (`?page=2&q=…&sort=title.ASC`), read the one way: by the list screens
// (`useListState`, list-page.tsx) and by the route queries their loaders start (shared/apollo/route-query.ts).

export interface ListUrl {
  /** 1 when absent or not a positive integer. */
  page: number;
  /** The search box's text, '' when none. */
  search: string;
  /** Sort chosen by a table header: `?sort=field.ASC`; undefined when none. */
  sort: { field: string; direction: 'ASC' | 'DESC' } | undefined;
}

export function listUrl(params: URLSearchParams): ListUrl {
  const rawPage = Number(params.get('page'));
  const sortMatch = /^(\w+)\.(ASC|DESC)$/.exec(params.get('sort') ?? '');
  return {
    page: Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1,
    search: params.get('q') ?? '',
    sort: sortMatch ? { field: sortMatch[1]!, direction: sortMatch[2] as 'ASC' | 'DESC' } : undefined,
  };
}
