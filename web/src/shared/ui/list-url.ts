// A list's place in its URL (`?page=2&q=…&sort=title.ASC`), read the one way: by the list screens
// (`useListState`, list-page.tsx) and by the routes' starters (shared/apollo/route-starter.ts).

/** Rows a list page shows (spec §9: pages of 12). */
export const LIST_PAGE_SIZE = 12;

/**
 * A day of the URL's filters (`YYYY-MM-DD`) as the start of that day, plus some days, in the viewer's
 * time zone (ISO); undefined when the value is not a day.
 */
export function urlDay(value: string, plusDays = 0): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00`);
  day.setDate(day.getDate() + plusDays);
  return day.toISOString();
}

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
