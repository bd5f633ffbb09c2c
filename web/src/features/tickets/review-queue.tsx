// The keyboard review queue (issue 25): a ticket opened from the tickets list carries that list's
// URL (`/app/ticket/577?list=filter%3Dmanual%26page%3D2`), and the ticket page moves to the next or
// the previous ticket of that list without going back — J / → and K / ← (mirrored right to left), with keys for the page's
// actions (S score, R reject, P process, E the editor), L back to the list and ? for the keys. After
// an action the next ticket opens. The neighbours are read with the list's own `tickets` arguments
// (tickets-list.ts), so coming from the list they are already in Apollo's cache; after an action the
// list's page is read again, and a ticket that left the list (a score takes it out of 'Ручная
// проверка') hands its place to the one that moved up.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, HStack, Kbd, Link, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { directionOf } from '../../shared/i18n/language';
import { notify } from '../../shared/notify/notify';
import { paths, to } from '../../shared/paths';
import { ticketsListVariables } from './tickets-list';
import { queueMessages } from './queue-messages';
import { isHelpKey, queueArrows, QueueKeysHelp, setHelpOpen } from './queue-keys-help';

/** The ticket page's parameter that holds the list's own query string. */
export const QUEUE_PARAM = 'list';

const TicketsQueueQuery = graphql(`
  query TicketsQueue($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {
    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
      items {
        id
      }
      total
      page
      pageSize
    }
  }
`);

/** The ticket page of `id` as a step of the list whose query string is `list` ('' for the plain list). */
export function queueHref(id: number, list: string): string {
  return `${to(paths.ticket, { id })}?${new URLSearchParams({ [QUEUE_PARAM]: list }).toString()}`;
}

/** The list's query string with another page. */
function withPage(list: string, page: number): string {
  const params = new URLSearchParams(list);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  return params.toString();
}

// ---- the page's actions, registered by the ticket page's action buttons ----

export interface QueueActionHandlers {
  score?: () => void;
  reject?: () => void;
  process?: () => void;
  edit?: () => void;
}

/** One ticket page at a time: its action buttons and its queue meet here. */
const registry = {
  handlers: {} as QueueActionHandlers,
  done: new Set<() => void>(),
};

/**
 * For the ticket page's action buttons: makes their actions reachable by key, and returns what to
 * call after an action succeeded (the queue then opens the next ticket; nothing without a queue).
 */
export function useQueueActions(handlers: QueueActionHandlers): () => void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const proxy: QueueActionHandlers = {
      score: () => latest.current.score?.(),
      reject: () => latest.current.reject?.(),
      process: () => latest.current.process?.(),
      edit: () => latest.current.edit?.(),
    };
    registry.handlers = proxy;
    return () => {
      if (registry.handlers === proxy) registry.handlers = {};
    };
  }, []);
  return useCallback(() => registry.done.forEach((listener) => listener()), []);
}

/** Whether a key press belongs to something else: a field, a menu, an open dialog, a shortcut. */
export function isForeignKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="listbox"], [role="menu"], [role="combobox"]')) return true;
  return Boolean(document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'));
}

/** Whether the queue's keys leave a press alone: another's (above), '?' (which opens the keys' help), with Shift. */
function isPassedOver(event: KeyboardEvent): boolean {
  if (isForeignKey(event)) return true;
  if (isHelpKey(event)) {
    event.preventDefault();
    setHelpOpen(true);
    return true;
  }
  return event.shiftKey;
}

// ---- the queue on the ticket page ----

interface QueueState {
  /** The ticket's index on its list page when it was opened, for when it has left the list since. */
  queueAt?: number;
}

/**
 * The queue bar of the ticket page (position, previous / next, back to the list, keys) and its keys.
 * Without a list in the URL only the action keys and '?' work.
 */
export function ReviewQueue({ ticketId }: { ticketId: number }) {
  const t = useMessages(queueMessages);
  const arrows = queueArrows(directionOf(useI18n().language));
  const [params] = useSearchParams();
  const list = params.get(QUEUE_PARAM);
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const variables = ticketsListVariables(new URLSearchParams(list ?? ''));
  const { data } = useQuery(TicketsQueueQuery, { variables, skip: list === null });
  const page = data?.tickets;
  const index = page ? page.items.findIndex((item) => item.id === ticketId) : -1;
  /** The ticket's place in the whole list (1-based), when it is on the page read. */
  const position = page && index >= 0 ? (variables.page - 1) * variables.pageSize + index + 1 : undefined;
  const moving = useRef(false);
  // Where this ticket was last seen on its list page: after an action took it out of the list, the
  // ticket now at that index is the next one.
  const lastIndex = useRef<{ id: number; index: number } | null>(null);
  if (index >= 0) lastIndex.current = { id: ticketId, index };
  const listHref = list === null ? null : `${paths.tickets}${list ? `?${list}` : ''}`;

  const move = useCallback(
    async (step: 1 | -1, acted: boolean) => {
      if (list === null || moving.current) return;
      moving.current = true;
      try {
        const read = async (pageNumber: number) =>
          (
            await client.query({
              query: TicketsQueueQuery,
              variables: { ...variables, page: pageNumber },
              fetchPolicy: acted ? 'network-only' : 'cache-first',
            })
          ).data?.tickets;
        const open = (id: number, pageNumber: number, at: number) => void navigate(queueHref(id, withPage(list, pageNumber)), { state: { queueAt: at } satisfies QueueState });
        const current = await read(variables.page);
        if (!current) return;
        const here = current.items.findIndex((item) => item.id === ticketId);
        // Still in the list: its neighbour. Gone from it (the action took it out): the one now in its place.
        const seen = lastIndex.current?.id === ticketId ? lastIndex.current.index : undefined;
        const at = seen ?? (location.state as QueueState | null)?.queueAt ?? 0;
        const target = here >= 0 ? here + step : step > 0 ? at : at - 1;
        const item = current.items[target];
        if (item) return open(item.id, variables.page, target);
        if (step > 0 && variables.page * variables.pageSize < current.total) {
          const next = await read(variables.page + 1);
          const first = next?.items[0];
          if (first) return open(first.id, variables.page + 1, 0);
        }
        if (step < 0 && variables.page > 1) {
          const previous = await read(variables.page - 1);
          const last = previous?.items.at(-1);
          if (last) return open(last.id, variables.page - 1, previous!.items.length - 1);
        }
        notify.info(step > 0 ? t.end : t.start);
        // The last one acted on: the queue is done, back to the list.
        if (acted && listHref) void navigate(listHref, { state: { focusTicket: ticketId } });
      } catch (error) {
        notify.error(error);
      } finally {
        moving.current = false;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `variables` is derived from `list`
    [list, ticketId, client, navigate, location.state, t, listHref],
  );

  useEffect(() => {
    const listener = () => void move(1, true);
    registry.done.add(listener);
    return () => void registry.done.delete(listener);
  }, [move]);

  // Listening from the commit that draws the page (a layout effect): a key pressed as soon as the rows
  // show is not lost while the passive effects wait (web CI under load: J right after the rows did nothing).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPassedOver(event)) return;
      const actions = registry.handlers;
      const next = list === null ? undefined : () => void move(1, false);
      const previous = list === null ? undefined : () => void move(-1, false);
      // The arrows point the way the page reads: in right-to-left, ← is the next ticket.
      const run: Record<string, (() => void) | undefined> = {
        KeyJ: next,
        [arrows.next]: next,
        KeyK: previous,
        [arrows.previous]: previous,
        KeyL: listHref ? () => void navigate(listHref, { state: { focusTicket: ticketId } }) : undefined,
        KeyS: actions.score,
        KeyR: actions.reject,
        KeyP: actions.process,
        KeyE: actions.edit,
      };
      const action = run[event.code];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move, list, listHref, navigate, ticketId, arrows]);

  return (
    <>
      <QueueKeysHelp />
      {list !== null && (
        <HStack as="nav" aria-label={t.label} gap="2" wrap="wrap" justify="space-between" borderWidth="1px" borderRadius="l3" bg="bg" px="3" py="2">
          <HStack gap="3" wrap="wrap">
            <Link asChild color="blue.fg" fontWeight="medium">
              <RouterLink to={listHref!} state={{ focusTicket: ticketId }}>
                {arrows.back} {t.backToList}
              </RouterLink>
            </Link>
            {page && index >= 0 && (
              <Text textStyle="sm" color="fg.muted" data-testid="queue-position">
                {t.position(formatNumber(position), formatNumber(page.total))}
              </Text>
            )}
          </HStack>
          <HStack gap="2">
            <Button size="xs" variant="outline" disabled={position === 1} onClick={() => void move(-1, false)} aria-keyshortcuts={`K ${arrows.previous}`}>
              {t.previous} <Kbd size="sm">K</Kbd>
            </Button>
            <Button size="xs" variant="outline" disabled={page !== undefined && position === page.total} onClick={() => void move(1, false)} aria-keyshortcuts={`J ${arrows.next}`}>
              {t.next} <Kbd size="sm">J</Kbd>
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setHelpOpen(true)} aria-keyshortcuts="Shift+?">
              {t.keys} <Kbd size="sm">?</Kbd>
            </Button>
          </HStack>
        </HStack>
      )}
    </>
  );
}

// ---- the keys of the tickets list ----

/**
 * On the tickets list: J / ↓ and K / ↑ move the focus between the rows' links (the first press
 * reaches the first row, however many filters come before it), Enter opens the focused ticket, '?'
 * shows the keys. Coming back from a ticket, its row has the focus.
 */
export function useListRowKeys(container: React.RefObject<HTMLElement | null>, ready: boolean): void {
  const location = useLocation();
  const focusTicket = (location.state as { focusTicket?: number } | null)?.focusTicket;
  // Once, when the rows first arrive: the ticket just left takes the focus back, unless the user is
  // already somewhere in the page's content (a search box, a filter).
  const focused = useRef(false);
  useEffect(() => {
    if (!ready || focused.current) return;
    focused.current = true;
    const active = document.activeElement;
    const main = container.current?.closest('main');
    if (active && active !== document.body && active !== main && main?.contains(active)) return;
    // Only the row a reviewer came back from takes the focus: a fresh page starts at the skip link,
    // the search and the filters (issue 39); J / K reach the first row from there.
    const back = focusTicket ? container.current?.querySelector<HTMLElement>(`[data-row-link][href^="${to(paths.ticket, { id: focusTicket })}?"]`) : null;
    back?.focus();
  }, [ready, focusTicket, container]);
  // Listening from the commit that draws the page (a layout effect): a key pressed as soon as the rows
  // show is not lost while the passive effects wait (web CI under load: J right after the rows did nothing).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPassedOver(event)) return;
      const step = event.code === 'KeyJ' || event.code === 'ArrowDown' ? 1 : event.code === 'KeyK' || event.code === 'ArrowUp' ? -1 : 0;
      if (!step) return;
      const links = Array.from(container.current?.querySelectorAll<HTMLElement>('[data-row-link]') ?? []);
      if (links.length === 0) return;
      const here = links.indexOf(document.activeElement as HTMLElement);
      // Arrows scroll the page unless the focus is already on a row.
      if (here < 0 && event.code.startsWith('Arrow')) return;
      event.preventDefault();
      const next = here < 0 ? 0 : Math.min(links.length - 1, Math.max(0, here + step));
      links[next]!.focus();
      links[next]!.scrollIntoView?.({ block: 'nearest' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [container]);
}
