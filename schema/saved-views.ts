// The rules of a saved view (issue 13), in one home for the two servers that keep views: rest-api's
// `/savedViews` (views/saved-views.ts) and the gateway's own store in front of an API without that
// route (gateway/src/store/views.ts; docs/adr/0005-gateway-store.md). Limits, the screen's pattern,
// how a name is stored and compared, and the Russian messages both answer with
// (docs/adr/0087-saved-view-rules-one-home-tracing-set-up-twice.md).
// It lives beside the contract because both sides import it (no dependencies, as csv.ts).

/** Longest name, characters. */
export const VIEW_NAME_MAX = 100;
/** Longest saved search (the URL's query string), characters. */
export const VIEW_SEARCH_MAX = 4000;
/** Most views a user keeps per screen. */
export const VIEWS_PER_SCREEN = 100;
/** A screen's name: lower-case Latin letters, digits and hyphens. */
export const VIEW_SCREEN = /^[a-z][a-z0-9-]{0,39}$/;

export const VIEW_MESSAGES = {
  nameMissing: 'Введите название.',
  nameTooLong: `Не длиннее ${VIEW_NAME_MAX} символов.`,
  nameTaken: 'Фильтры с таким названием уже сохранены.',
  screenInvalid: 'Укажите экран: латинские буквы, цифры и дефис.',
  searchInvalid: `Строка запроса не длиннее ${VIEW_SEARCH_MAX} символов.`,
  tooMany: `Не больше ${VIEWS_PER_SCREEN} сохранённых фильтров на экране.`,
} as const;

/** A name as stored: blanks collapsed. */
export const viewName = (value: string): string => value.trim().replace(/\s+/g, ' ');

/** A search as stored: without its leading `?`. */
export const viewSearch = (value: string): string => value.replace(/^\?/, '');

const fold = (name: string) => name.toLocaleLowerCase('ru-RU');

/**
 * What a name on a screen breaks among the user's views of that screen (`others`): the name is taken
 * (case aside) by another view than `except`, or a new view (no `except`) would pass VIEWS_PER_SCREEN.
 */
export function viewConflicts(others: readonly { id: number; name: string }[], name: string, except?: number): { field: 'name' | 'screen'; code: string; message: string }[] {
  const conflicts: { field: 'name' | 'screen'; code: string; message: string }[] = [];
  if (others.some((v) => v.id !== except && fold(v.name) === fold(name))) conflicts.push({ field: 'name', code: 'uniqueness', message: VIEW_MESSAGES.nameTaken });
  if (except === undefined && others.length >= VIEWS_PER_SCREEN) conflicts.push({ field: 'screen', code: 'limit', message: VIEW_MESSAGES.tooMany });
  return conflicts;
}
