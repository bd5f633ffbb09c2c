// One flow for giving a place to a person or taking it, on the person's page and on the place's
// (issue 22, docs/adr/0021-place-assignments-by-city.md). A regional manager owns the
// places of its cities, so one place is given or taken with its whole city: the server is asked what
// the change covers (`placeAssignment`), 'Подтвердите действие' names it ('Будет назначено 20 мест
// города «Подольск»…', Продолжить / Отмена), and the toast names the result, asked again after the
// change ('Место назначено.' with 'Назначено 20 мест города «Подольск»'). A sales rep or a vendor
// gets the one place, with the screen's own toast and no question.
import { ShownError } from '../../shared/apollo/errors';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { useMessages } from '../../shared/i18n/define';
import { notify, runAction } from '../../shared/notify/notify';
import { useConfirm } from '../../shared/ui/confirm';
import { peopleMessages } from './messages';

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

export interface PlaceChange {
  userId: number;
  placeId: number;
  /** Giving (true) or taking (false). */
  assign: boolean;
  /** The mutation. */
  run: () => Promise<unknown>;
  /** The screen's toast title ('Место назначено.', 'Пользователь добавлен', …). */
  success: string;
}

/** Answers a function that asks, confirms (city rule), changes and tells; true when changed. */
export function usePlaceChange(): (change: PlaceChange) => Promise<boolean> {
  const client = useApolloClient();
  const confirm = useConfirm();
  const t = useMessages(peopleMessages);
  const ask = async (userId: number, placeId: number) =>
    (await client.query({ query: PlaceAssignmentQueryDoc, variables: { userId, placeId }, fetchPolicy: 'network-only' })).data?.placeAssignment;

  return async ({ userId, placeId, assign, run, success }) => {
    let before: Awaited<ReturnType<typeof ask>>;
    try {
      before = await ask(userId, placeId);
    } catch (error) {
      notify.error(error, t.places.failed);
      return false;
    }
    if (before?.rule === 'city') {
      if (!before.city) {
        notify.error(new ShownError(t.assignment.noCity), t.places.failed);
        return false;
      }
      const description = assign ? t.assignment.confirmAdd(before.places, before.city.title) : t.assignment.confirmRemove(before.places, before.city.title);
      if (!(await confirm({ description }))) return false;
    }
    const done = await runAction(
      async () => {
        await run();
        // Done: a failed second question only leaves the toast without its count.
        return before?.rule === 'city' ? ((await ask(userId, placeId).catch(() => null)) ?? null) : null;
      },
      {
        success: (after) =>
          after?.rule === 'city' && after.city
            ? { title: success, description: assign ? t.assignment.added(after.places, after.city.title) : t.assignment.removed(after.places, after.city.title) }
            : success,
        errorTitle: t.places.failed,
      },
    );
    return done !== undefined;
  };
}
