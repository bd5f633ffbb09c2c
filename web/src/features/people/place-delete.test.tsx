import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../shared/session/session-context';
import { createSessionStore, SESSION_STORAGE_KEY } from '../../shared/session/session-store';
import { ConfirmProvider } from '../../shared/ui/confirm';
import { adminUser, salesManUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { PlaceDeleteButton } from './place-delete';

function renderButton(user = adminUser) {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  const client = new ApolloClient({ link: new HttpLink({ uri: new URL('/graphql', window.location.href).href }), cache: new InMemoryCache() });
  return renderWithProviders(
    <SessionProvider value={createSessionStore()}>
      <ApolloProvider client={client}>
        <ConfirmProvider>
          <PlaceDeleteButton place={{ id: 7, title: 'Верный №1047' }} />
        </ConfirmProvider>
      </ApolloProvider>
    </SessionProvider>,
    { path: '/app/place/7' },
  );
}

/** The gateway answers `receipts` receipts naming the place; the deletions asked for are returned. */
function answerDeletion(receipts: number): unknown[] {
  const deleted: unknown[] = [];
  server.use(
    graphql.query('PlaceUsage', () => HttpResponse.json({ data: { tickets: { __typename: 'TicketPage', total: receipts } } })),
    graphql.mutation('DeletePlace', ({ variables }) => {
      deleted.push(variables);
      return HttpResponse.json({ data: { deletePlace: true } });
    }),
  );
  return deleted;
}

describe('deleting a place (issue 39)', () => {
  it("asks 'Подтвердите удаление', deletes the place and goes to the list of places", async () => {
    const deleted = answerDeletion(0);
    const { location } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Подтвердите удаление');
    expect(dialog.textContent).toContain('Место «Верный №1047» будет удалено.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Удалить' }).at(-1)!);
    await waitFor(() => expect(location().pathname).toBe('/app/places'));
    expect(deleted).toEqual([{ id: 7 }]);
    expect(await screen.findByText('Операция выполнена')).toBeTruthy();
  });

  it('refuses while receipts name the place, saying why, and deletes nothing', async () => {
    const deleted = answerDeletion(3);
    const { location } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Удалить' }).at(-1)!);
    expect(await screen.findByText('Удаление невозможно')).toBeTruthy();
    expect(screen.getByText('К месту «Верный №1047» привязано 3 чека: чеки хранят место, где их пробили, поэтому место нельзя удалить. Его можно заблокировать.')).toBeTruthy();
    expect(deleted).toEqual([]);
    expect(location().pathname).toBe('/app/place/7');
  });

  it('is not offered to whoever may not change places', () => {
    renderButton(salesManUser);
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
  });
});
