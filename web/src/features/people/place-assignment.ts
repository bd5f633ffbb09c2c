// One flow for giving a place to a person or taking it, on the person's page and on the place's
// (issue 22, docs/adr/0021-place-assignments-by-city.md). A regional manager owns the
// places of its cities, so one place is given or taken with its whole city: the server is asked what
// the change covers (`placeAssignment`), 'Подтвердите действие' names it ('Будет назначено 20 мест
// города «Подольск»…', Продолжить / Отмена), and the toast names the result, asked again after the
// change ('Место назначено.' with 'Назначено 20 мест города «Подольск»'). A sales rep or a vendor
// gets the one place, with the screen's own toast and no question. Taking a place offers 'Отменить'
// for 10 s (issue 39), undone on the server by a recorded reverse action (`undo(PERSON_UNASSIGN_PLACE)`:
// a regional manager's city comes back whole).
import { ShownError } from '../../shared/apollo/errors';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { useMessages } from '../../shared/i18n/define';
import { messages } from '../../shared/i18n/i18n';
import { notify, runAction } from '../../shared/notify/notify';
import { bulkMessages } from '../../shared/ui/bulk-messages';
import { useConfirm } from '../../shared/ui/confirm';
import { placeAssignmentMessages } from './place-assignment-messages';

const PlaceAssignmentQueryDoc = graphql(`
  query PlaceAssignment($userId: Int!, $placeId: Int!) {
    placeAssignment(userId: $userId, placeId: $placeId) {
      rule
      places
      assigned
      city {
        id
        title
      }
    }
  }
`);

const UndoUnassignMutation = graphql(`
  mutation UndoUnassignPlace($userId: Int!, $placeId: Int!) {
    undo(action: PERSON_UNASSIGN_PLACE, ids: [$userId], placeId: $placeId) {
      failed
      results {
        id
        ok
        message
      }
    }
  }
`);

export interface PlaceChange {
  userId: number;
  placeId: number;
  /** Giving (true) or taking (false). */
  assign: boolean;
  /** The mutation. */
  run: () => Promise<unknown>;
  /** The screen's toast title ('Место назначено.', 'Пользователь добавлен', …). */
  success: string;
  /** After a taken place was given back by 'Отменить': the screen reads its lists again. */
  onUndone?: () => unknown;
}

/** Answers a function that asks, confirms (city rule), changes and tells; true when changed. */
export function usePlaceChange(): (change: PlaceChange) => Promise<boolean> {
  const client = useApolloClient();
  const confirm = useConfirm();
  const ta = useMessages(placeAssignmentMessages);
  const ask = async (userId: number, placeId: number) =>
    (await client.query({ query: PlaceAssignmentQueryDoc, variables: { userId, placeId }, fetchPolicy: 'network-only' })).data?.placeAssignment;

  const offerUndo = useUnassignUndo();

  return async ({ userId, placeId, assign, run, success, onUndone }) => {
    let before: Awaited<ReturnType<typeof ask>>;
    try {
      before = await ask(userId, placeId);
    } catch (error) {
      notify.error(error, ta.places.failed);
      return false;
    }
    if (before?.rule === 'city') {
      if (!before.city) {
        notify.error(new ShownError(ta.assignment.noCity), ta.places.failed);
        return false;
      }
      const description = assign ? ta.assignment.confirmAdd(before.places, before.city.title) : ta.assignment.confirmRemove(before.places, before.city.title);
      if (!(await confirm({ description }))) return false;
    }
    const done = await runAction(
      async () => {
        await run();
        // Done: a failed second question only leaves the toast without its count.
        return before?.rule === 'city' ? ((await ask(userId, placeId).catch(() => null)) ?? null) : null;
      },
      { success: false, errorTitle: ta.places.failed },
    );
    if (done === undefined) return false;
    // Spec §8 (runAction's rule): 'Операция выполнена' with the screen's words, or the screen's words with the count.
    const city = done?.rule === 'city' && done.city ? { title: done.city.title, places: done.places } : null;
    const title = city ? success : messages().common.done;
    const description = city ? (assign ? ta.assignment.added(city.places, city.title) : ta.assignment.removed(city.places, city.title)) : success;
    if (assign) notify.success(title, { description });
    else offerUndo({ userId, placeId, title, description, onUndone });
    return true;
  };
}

/** A place taken from a person: the toast with 'Отменить' for 10 s, which gives it back (a regional manager: the city). */
export function useUnassignUndo(): (taken: { userId: number; placeId: number; title: string; description?: string; onUndone?: () => unknown }) => void {
  const client = useApolloClient();
  const u = useMessages(placeAssignmentMessages);
  const { undo: undoLabel, undoRefused } = useMessages(bulkMessages);
  const undo = async (userId: number, placeId: number, onUndone?: () => unknown) => {
    const answer = await runAction(async () => (await client.mutate({ mutation: UndoUnassignMutation, variables: { userId, placeId } })).data!.undo, {
      success: false,
      errorTitle: undoRefused,
    });
    if (!answer) return;
    const refusal = answer.results.find((row) => !row.ok);
    if (refusal) notify.error(new ShownError(refusal.message ?? undoRefused), undoRefused);
    else notify.success(messages().common.done, { description: u.undone });
    await onUndone?.();
  };

  return ({ userId, placeId, title, description, onUndone }) => notify.undoable(title, { description, undoLabel, undo: () => void undo(userId, placeId, onUndone) });
}
