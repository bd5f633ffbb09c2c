// The tickets list's bulk actions (issue 25): rows chosen, a confirmation naming the count with the
// reason, the per-row results with each refusal's reason, and 'Отменить' on the toast undoing the
// rejects by the gateway's undo (the action itself was done at once).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  TicketsBulkActionMutation,
  TicketsBulkActionMutationVariables,
  TicketsAsideQuery,
  TicketsAsideQueryVariables,
  TicketsRouteQuery,
  TicketsRouteQueryVariables,
  TicketsUndoRejectMutation,
  TicketsUndoRejectMutationVariables,
} from '../../__generated__/graphql';
import { expectConfirmLoadOnIntent } from '../../test/confirm-intent';
import { adminUser, bulkResult } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function ticket(id: number) {
  return {
    __typename: 'Ticket',
    id,
    dateTime: '2024-03-01T09:30:00.000Z',
    status: 'MANUAL',
    statusCode: 'manual',
    statusTitle: 'Ручная проверка',
    totalSum: 10000,
    score: 15,
    fiscalDocumentNumber: String(1000 + id),
    user: null,
    place: null,
  };
}

/** The list's page of the tickets `ids`, of `total` by the filter. */
const routeHandler = (ids: number[], total: number) =>
  graphql.query<TicketsRouteQuery, TicketsRouteQueryVariables>('TicketsRoute', ({ variables }) =>
    HttpResponse.json({
      data: { tickets: { __typename: 'TicketPage', items: ids.map(ticket), total, page: variables.page, pageSize: variables.pageSize } } as unknown as TicketsRouteQuery,
    }),
  );

/** The bulk action answering `bulkTickets`; each call's variables pushed to `calls`. */
const bulkHandler = (calls: TicketsBulkActionMutationVariables[], bulkTickets: ReturnType<typeof bulkResult>) =>
  graphql.mutation<TicketsBulkActionMutation, TicketsBulkActionMutationVariables>('TicketsBulkAction', ({ variables }) => {
    calls.push(variables);
    return HttpResponse.json({ data: { bulkTickets } });
  });

/** The named filters' counts and the processor, read after the rows (tickets-route-query.ts). */
const asideHandler = (total: number) =>
  graphql.query<TicketsAsideQuery, TicketsAsideQueryVariables>('TicketsAside', ({ variables }) =>
    HttpResponse.json({
      data: {
        ticketCounts: { __typename: 'TicketCounts', total, statuses: total === 3 ? [{ __typename: 'TicketStatusCount', status: 'MANUAL', statusCode: 'manual', count: 3 }] : [] },
        ...(variables.withProcessor ? { autoProcessor: { __typename: 'AutoProcessor', status: 'stopped', history: [], counters: [] } } : {}),
      } as unknown as TicketsAsideQuery,
    }),
  );

describe('bulk actions on the tickets list', () => {
  it('rejects the chosen tickets after a confirmation naming the count, lists the refused one with its reason, and undoes the rejects from the toast', async () => {
    const bulkCalls: TicketsBulkActionMutationVariables[] = [];
    const undoCalls: TicketsUndoRejectMutationVariables[] = [];
    server.use(
      routeHandler([3, 2, 1], 3),
      asideHandler(3),
      bulkHandler(
        bulkCalls,
        bulkResult('reject', [
          { id: 3, ok: true, status: 'rejected' },
          { id: 2, ok: false, message: 'По чеку уже произведено начисление.', code: 'TICKET_ALREADY_PROCESSED' },
        ]),
      ),
      graphql.mutation<TicketsUndoRejectMutation, TicketsUndoRejectMutationVariables>('TicketsUndoReject', ({ variables }) => {
        undoCalls.push(variables);
        return HttpResponse.json({ data: { undo: bulkResult('undo', [{ id: 3, ok: true, status: 'manual' }]) } });
      }),
    );
    renderApp('/app/tickets', { user: adminUser });

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать Чек № 3' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать Чек № 2' }));
    // The bar's code loads with the first choice (issue 42).
    const bar = await screen.findByRole('region', { name: 'Действия с выбранными чеками' });
    expect(within(bar).getByText('Выбрано: 2 чека')).toBeTruthy();
    // Each action asks for a confirmation: the pointer over it, or the focus, starts loading the dialog.
    for (const name of ['Отклонить', 'Обработать', 'Начислить баллы']) expectConfirmLoadOnIntent(within(bar).getByRole('button', { name }));

    fireEvent.click(within(bar).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Подтвердите действие')).toBeTruthy();
    expect(within(dialog).getByText('Отклонить 2 чека?')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Причина отклонения'), { target: { value: 'Фото размыто' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));

    const results = await screen.findByTestId('bulk-results');
    expect(bulkCalls).toEqual([{ action: 'reject', ids: [3, 2], reason: 'Фото размыто' }]);
    // What the action did, without a status word ('1 обработан' read as the status 'Обработан').
    expect(within(results).getByText('Отклонено: 1 чек, не выполнено: 1')).toBeTruthy();
    expect(within(results).getByText('№ 2: По чеку уже произведено начисление.')).toBeTruthy();
    // The choice is cleared once the action is done.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Действия с выбранными чеками' })).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Отменить' }));
    await screen.findByText('Отменено: 1 чек');
    expect(undoCalls).toEqual([{ ids: [3] }]);
  });

  it('offers every ticket of the filter once the whole page is chosen, and sends the filter instead of ids', async () => {
    const bulkCalls: TicketsBulkActionMutationVariables[] = [];
    server.use(routeHandler([3, 2], 40), asideHandler(40), bulkHandler(bulkCalls, bulkResult('process', [{ id: 3, ok: true, status: 'processed' }])));
    renderApp('/app/tickets?filter=manual', { user: adminUser });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Выбрать все на странице' }));
    // The bar's code loads with the first choice (a chunk of its own): wait for its offer.
    fireEvent.click(await screen.findByRole('button', { name: 'Выбрать все 40 по фильтру' }));
    expect(screen.getByText('Выбраны все 40 чеков по фильтру')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Обработать' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Обработать 40 чеков?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    const results = await screen.findByTestId('bulk-results');
    expect(bulkCalls).toEqual([{ action: 'process', where: { status: { eq: 'MANUAL' } } }]);
    expect(within(results).getByText('Обработка выполнена по 1 чеку')).toBeTruthy();
  });
});
