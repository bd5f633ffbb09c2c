// A person's places: assigning and unassigning, a regional manager's whole city, paging and searching each list, the lists afresh on another person.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PersonPlacesQueryVariables } from '../../__generated__/graphql';
import { expectConfirmLoadOnIntent } from '../../test/confirm-intent';
import { adminUser, graphqlError, vendor } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { deviceCount, personHandler, placesHandler, preloadPersonPage } from './person-page.fixtures';

preloadPersonPage();

describe('a person page', () => {
  it('assigns and unassigns places: both lists and counts move, with the spec toasts', async () => {
    const assigned = new Set([9]);
    const calls: string[] = [];
    server.use(
      personHandler(),
      placesHandler(assigned),
      deviceCount(0),
      graphql.mutation('AddUserPlace', ({ variables }) => {
        calls.push(`add ${variables.userId} ${variables.placeId}`);
        assigned.add(variables.placeId as number);
        return HttpResponse.json({ data: { addUserPlace: { __typename: 'User', id: 42, placeId: 9, placeIds: [...assigned] } } });
      }),
      graphql.mutation('UndoUnassignPlace', ({ variables }) => {
        calls.push(`undo ${variables.userId} ${variables.placeId}`);
        assigned.add(variables.placeId as number);
        return HttpResponse.json({ data: { undo: { __typename: 'BulkResult', failed: 0, results: [{ __typename: 'BulkRowResult', id: 42, ok: true, message: null }] } } });
      }),
      graphql.mutation('RemoveUserPlace', ({ variables }) => {
        calls.push(`remove ${variables.userId} ${variables.placeId}`);
        if (variables.placeId === 9) return HttpResponse.json(graphqlError('Нет доступа', 'FORBIDDEN'));
        assigned.delete(variables.placeId as number);
        return HttpResponse.json({ data: { removeUserPlace: { __typename: 'User', id: 42, placeId: 9, placeIds: [...assigned] } } });
      }),
    );
    renderApp('/app/vendor/42', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Назначить: Место 3' }));
    expect(await screen.findByText('Место назначено.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('2'));
    expect(screen.getByTestId('notAssigned-count').textContent).toBe('12');

    fireEvent.click(screen.getByRole('button', { name: 'Снять: Место 3' }));
    expect(await screen.findByText('Место снято.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('1'));
    // '−' offers 'Отменить' as a reject does (issue 39): the recorded reverse action gives the place back.
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Снятие места отменено')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Снять: Место 3' }));
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('1'));

    fireEvent.click(screen.getByRole('button', { name: 'Снять: Место 9' }));
    expect(await screen.findByText('Ошибка назначения.')).toBeTruthy();
    expect(screen.getByText('Нет доступа')).toBeTruthy();
    expect(calls).toEqual(['add 42 3', 'remove 42 3', 'undo 42 3', 'remove 42 3', 'remove 42 9']);
  });

  it('pages and searches each place list on its own', async () => {
    const requests: PersonPlacesQueryVariables[] = [];
    server.use(personHandler(), placesHandler(new Set(), requests), deviceCount(0));
    renderApp('/app/vendor/42', { user: adminUser });
    await waitFor(() => expect(screen.getByTestId('notAssigned-count').textContent).toBe('14'));
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByRole('link', { name: 'Место 13' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск места: Не назначенные места' }), { target: { value: 'Место 1' } });
    await waitFor(() => expect(requests.at(-1)).toEqual({ userId: 42, outSearch: 'Место 1', inPage: 1, outPage: 1, pageSize: 12 }));
  });

  it("a regional manager's '+' says first that it assigns the place's whole city, and the toast names the count; cancelled sends nothing", async () => {
    // The gateway's rule: the places 1–14 are one city of 20 places; the manager holds 9 (so the city).
    const assigned = new Set<number>();
    const calls: string[] = [];
    server.use(
      personHandler(vendor({ roleName: 'regionalManager', role: { __typename: 'Role', id: 2, name: 'regionalManager', title: 'Региональный менеджер' } }), false),
      placesHandler(assigned),
      deviceCount(0),
      graphql.query('PlaceAssignment', ({ variables }) => {
        calls.push(`ask ${variables.userId} ${variables.placeId}`);
        return HttpResponse.json({
          data: {
            placeAssignment: { __typename: 'PlaceAssignment', rule: 'city', places: 20, assigned: assigned.size > 0, city: { __typename: 'City', id: 5, title: 'Подольск' } },
          },
        });
      }),
      graphql.mutation('AddUserPlace', ({ variables }) => {
        calls.push(`add ${variables.userId} ${variables.placeId}`);
        for (let id = 1; id <= 14; id++) assigned.add(id);
        return HttpResponse.json({ data: { addUserPlace: { __typename: 'User', id: 2, placeId: null, placeIds: [] } } });
      }),
    );
    renderApp('/app/regional-manager/2', { user: adminUser });
    expect(await screen.findByTestId('assignment-rule')).toBeTruthy();
    // The '+' asks for a confirmation: the pointer over it, or the focus, starts loading the dialog.
    expectConfirmLoadOnIntent(await screen.findByRole('button', { name: 'Назначить: Место 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Назначить: Место 3' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Подтвердите действие')).toBeTruthy();
    expect(within(dialog).getByText('Будет назначено 20 мест города «Подольск»: региональный менеджер отвечает за все места своих городов.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual(['ask 2 3']);

    fireEvent.click(screen.getByRole('button', { name: 'Назначить: Место 3' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Место назначено.')).toBeTruthy();
    expect(screen.getByText('Назначено 20 мест города «Подольск»')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('14'));
    expect(calls).toEqual(['ask 2 3', 'ask 2 3', 'add 2 3', 'ask 2 3']);
  });

  it('starts the place lists afresh when the path changes (spec §2)', async () => {
    const requests: PersonPlacesQueryVariables[] = [];
    server.use(personHandler(), placesHandler(new Set(), requests), deviceCount(0));
    const { router } = renderApp('/app/vendor/42', { user: adminUser });
    const search = () => screen.getByRole('searchbox', { name: 'Поиск места: Не назначенные места' }) as HTMLInputElement;
    await waitFor(() => expect(screen.getByTestId('notAssigned-count').textContent).toBe('14'));
    fireEvent.change(search(), { target: { value: 'Верный' } });
    await waitFor(() => expect(requests.at(-1)?.outSearch).toBe('Верный'));

    await router.navigate('/app/vendor/43');
    await waitFor(() => expect(requests.at(-1)).toEqual({ userId: 43, inPage: 1, outPage: 1, pageSize: 12 }));
    expect(search().value).toBe('');
  });
});
