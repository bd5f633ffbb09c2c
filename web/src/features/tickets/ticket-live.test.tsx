// Issue 25 on the ticket page: a change made elsewhere lands on the open page with a quiet note of who
// made it; the editor with unsaved input is never overwritten (it says the ticket changed and offers
// the new values), and untouched it takes them; a refused action reads the ticket again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialogCode } from '../../shared/ui/confirm';
import { expectConfirmLoadOnIntent } from '../../test/confirm-intent';
import { adminUser, graphqlError, SMETANA, ticket, SMETANA_PREVIEW } from '../../test/fixtures';
import { gatewaySocket } from '../../test/gateway-socket';
import { setLanguage } from '../../shared/i18n/language';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const change = (record: Record<string, unknown>, actor = { actorId: 5, actorName: 'Иван Петров' }) => ({
  recordChanged: { __typename: 'RecordChange', model: 'TICKET', id: 42, ...actor, at: new Date().toISOString(), record: { ...record, history: undefined } },
});

const presenceUser = (id: number, name: string, roleName: string) => ({ __typename: 'PresenceUser', id, name, roleName });

/** The gateway's presence on ticket 42: `viewers` have it open, `editor` holds its lock for another minute. */
function emitPresence(viewers: ReturnType<typeof presenceUser>[], editor: ReturnType<typeof presenceUser>) {
  const lock = { __typename: 'TicketEditLock', user: editor, mine: false, expiresAt: new Date(Date.now() + 60_000).toISOString() };
  gatewaySocket.emit('TicketPresence', { ticketPresence: { __typename: 'TicketPresence', ticketId: 42, viewers, editor: lock, takenOverBy: null } });
}

describe('live ticket page', () => {
  beforeEach(() => {
    server.use(
      graphql.query('TicketHistory', () =>
        HttpResponse.json({ data: { ticket: { __typename: 'Ticket', id: 42, history: { __typename: 'AuditLogPage', items: [], total: 0, page: 1 } } } }),
      ),
      graphql.mutation('TicketLock', () =>
        HttpResponse.json({ data: { lockTicket: { __typename: 'TicketLockResult', acquired: true, presence: { __typename: 'TicketPresence', editor: null } } } }),
      ),
      graphql.mutation('TicketUnlock', () => HttpResponse.json({ data: { unlockTicket: { __typename: 'TicketPresence', ticketId: 42 } } })),
    );
  });

  it("shows a change made elsewhere at once with a quiet note of who made it, and none for the person's own", async () => {
    server.use(graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket() } })));
    renderApp('/app/ticket/42', { user: adminUser });
    expect(await screen.findByText('Ручная проверка', {}, { timeout: 60_000 })).toBeTruthy();
    await waitFor(() => expect(gatewaySocket.subscribed('TicketLive')).toHaveLength(1));
    expect(gatewaySocket.subscribed('TicketLive')[0]!.variables).toEqual({ id: 42 });
    expect(screen.getByTestId('live-change-note').textContent).toBe('');

    gatewaySocket.emit('TicketLive', change(ticket({ status: 'PROCESSED', statusCode: 'processed', statusTitle: 'Обработан', score: 7 })));
    expect(await screen.findByText('Обработан')).toBeTruthy();
    expect(screen.queryByText('Ручная проверка')).toBeNull();
    expect(screen.getByTestId('live-change-note').textContent).toBe('Изменено: Иван Петров, только что');

    // The signed-in person's own change (another tab) updates the page but leaves the note as it was.
    gatewaySocket.emit(
      'TicketLive',
      change(ticket({ status: 'REJECTED', statusCode: 'rejected', statusTitle: 'Отклонён' }), { actorId: adminUser.id, actorName: 'Анна Смирнова' }),
    );
    expect(await screen.findByText('Отклонён')).toBeTruthy();
    expect(screen.getByTestId('live-change-note').textContent).toBe('Изменено: Иван Петров, только что');
  });

  it('reads the ticket again when an action is refused because it changed meanwhile', async () => {
    let reads = 0;
    server.use(
      graphql.query('TicketRoute', () => {
        reads += 1;
        return HttpResponse.json({ data: { ticket: reads === 1 ? ticket() : ticket({ status: 'PROCESSED', statusCode: 'processed', statusTitle: 'Обработан', score: 7 }) } });
      }),
      graphql.mutation('TicketScore', () => HttpResponse.json(graphqlError('По чеку уже произведено начисление.', 'BAD_USER_INPUT'))),
    );
    renderApp('/app/ticket/42', { user: adminUser });
    expect(await screen.findByText('Ручная проверка', {}, { timeout: 60_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Начислить баллы' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Обработан')).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('never overwrites unsaved input in the editor: it says the ticket changed and offers the new values; untouched, it takes them', async () => {
    server.use(
      graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket() } })),
      graphql.query('TicketEditorLineProducts', () => HttpResponse.json({ data: { products: { __typename: 'ProductPage', items: [SMETANA] } } })),
      graphql.query('TicketEditPreview', () => HttpResponse.json({ data: SMETANA_PREVIEW })),
    );
    renderApp('/app/ticket/42', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Исправить чек' }, { timeout: 60_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Исправление чека' }, { timeout: 60_000 });
    const field = (name: string) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(gatewaySocket.subscribed('TicketLive')).toHaveLength(1));

    // Untouched: the new value comes in, no notice.
    gatewaySocket.emit('TicketLive', change(ticket({ operator: 'Петрова Б.' })));
    await waitFor(() => expect(field('Кассир').value).toBe('Петрова Б.'));
    expect(within(dialog).queryByText('Чек изменён, пока вы его редактировали. Ваши изменения не тронуты.')).toBeNull();

    // Typed into: another change keeps what was typed and says so, for that field alone (issue 39).
    fireEvent.change(field('ОФД'), { target: { value: 'Моё ОФД' } });
    fireEvent.change(field('РН ККТ'), { target: { value: '0009999999012345' } });
    gatewaySocket.emit('TicketLive', change(ticket({ operator: 'Сидорова В.', ofd: 'Контур' })));
    expect(await within(dialog).findByText('Чек изменён, пока вы его редактировали. Ваши изменения не тронуты.')).toBeTruthy();
    // The untouched field takes the new value at once; the typed ones stay.
    await waitFor(() => expect(field('Кассир').value).toBe('Сидорова В.'));
    expect([field('ОФД').value, field('РН ККТ').value]).toEqual(['Моё ОФД', '0009999999012345']);
    expect(
      within(dialog)
        .getAllByTestId('ticket-editor-changed')
        .map((row) => row.textContent),
    ).toEqual(['ОФДПодставить новые значения']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Подставить новые значения: ОФД' }));
    await waitFor(() => expect(field('ОФД').value).toBe('Контур'));
    // Only the field changed elsewhere: what was typed in the others stays.
    expect([field('Кассир').value, field('РН ККТ').value]).toEqual(['Сидорова В.', '0009999999012345']);
    expect(within(dialog).queryByText('Чек изменён, пока вы его редактировали. Ваши изменения не тронуты.')).toBeNull();
  });

  it("starts loading the take-over confirmation on the intent of 'Исправить чек' while someone else edits the ticket, not before", async () => {
    server.use(graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket() } })));
    renderApp('/app/ticket/42', { user: adminUser });
    const edit = () => screen.getByRole('button', { name: 'Исправить чек' });
    await screen.findByRole('button', { name: 'Исправить чек' }, { timeout: 60_000 });
    await waitFor(() => expect(gatewaySocket.subscribed('TicketPresence')).toHaveLength(1));

    // Nobody edits: the click takes the lock without asking, so its intent loads the editor only.
    const load = vi.spyOn(confirmDialogCode, 'load');
    fireEvent.pointerEnter(edit());
    fireEvent.focus(edit());
    expect(load).not.toHaveBeenCalled();
    load.mockRestore();

    const ivan = presenceUser(5, 'Иван Петров', 'admin');
    emitPresence([ivan], ivan);
    expect(await screen.findByText('Редактирует Иван Петров (администратор)')).toBeTruthy();
    expectConfirmLoadOnIntent(edit());
  });

  it("names the people present and the editor with their role in the user's language (English: the English role titles)", async () => {
    server.use(graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket() } })));
    setLanguage('en');
    renderApp('/app/ticket/42', { user: adminUser });
    await waitFor(() => expect(gatewaySocket.subscribed('TicketPresence')).toHaveLength(1), { timeout: 60_000 });
    const dmitry = presenceUser(2, 'Дмитрий Кузнецов', 'regionalManager');
    emitPresence([dmitry, presenceUser(3, 'Ольга Иванова', 'salesMan')], dmitry);
    const bar = await screen.findByTestId('ticket-presence');
    await waitFor(() =>
      expect(bar.textContent).toBe('Also open: Дмитрий Кузнецов (regional manager), Ольга Иванова (sales representative)Дмитрий Кузнецов (regional manager) is editing'),
    );
  });
});
