// The keyboard review queue (issue 25): a ticket opened from a filtered list moves through that list
// with J / K and the arrows, acts by key, and opens the next ticket after an action.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { plainText, setLanguage } from '../../shared/i18n/language';
import { adminUser, bareTicket } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function ticket(id: number, status = 'manual') {
  const manual = status === 'manual';
  return bareTicket({
    id,
    status: status.toUpperCase(),
    statusCode: status,
    statusTitle: manual ? 'Ручная проверка' : 'Обработан',
    // What the gateway answers an administrator: a processed receipt takes no action.
    actions: manual ? ['REJECT', 'SCORE', 'EDIT', 'PROCESS'] : [],
    score: manual ? 0 : 5,
    fiscalDriveNumber: '1',
    fiscalDocumentNumber: String(id),
    fiscalSign: '1',
    kktRegId: '1',
    userInn: '1',
    shiftNumber: 1,
    qr: '',
  });
}

const key = (code: string, extra: Partial<KeyboardEventInit> = {}) =>
  act(() => void fireEvent.keyDown(document.body, { code, key: code.replace(/^Key/, '').toLowerCase(), ...extra }));

describe('review queue', () => {
  /** The 'Ручная проверка' list of the server: 25 tickets (two pages of 24), a scored one leaves it. */
  let manual: number[];
  const queueVariables: unknown[] = [];
  beforeEach(() => {
    manual = Array.from({ length: 25 }, (_, i) => 100 + i);
    queueVariables.length = 0;
    server.use(
      graphql.query('TicketRoute', ({ variables }) => HttpResponse.json({ data: { ticket: ticket(variables.id as number) } })),
      graphql.query('TicketHistory', ({ variables }) =>
        HttpResponse.json({ data: { ticket: { __typename: 'Ticket', id: variables.id, history: { __typename: 'AuditLogPage', items: [] } } } }),
      ),
      graphql.query('TicketsQueue', ({ variables }) => {
        queueVariables.push(variables);
        const page = variables.page as number;
        const items = manual.slice((page - 1) * 24, page * 24).map((id) => ({ __typename: 'Ticket', id }));
        return HttpResponse.json({ data: { tickets: { __typename: 'TicketPage', items, total: manual.length, page, pageSize: 24 } } });
      }),
      graphql.mutation('TicketScore', ({ variables }) => {
        manual = manual.filter((id) => id !== variables.id);
        return HttpResponse.json({ data: { scoreTicket: ticket(variables.id as number, 'processed') } });
      }),
    );
  });

  it("moves through the list's tickets with J / K and the arrows, across its pages, in the list's filter", async () => {
    const { location } = renderApp('/app/ticket/122?list=filter%3Dmanual', { user: adminUser });
    const queue = await screen.findByRole('navigation', { name: 'Очередь проверки' });
    expect(await within(queue).findByText('23 из 25')).toBeTruthy();
    expect(queueVariables[0]).toEqual({ where: { status: { eq: 'MANUAL' } }, orderBy: [{ field: 'dateTime', direction: 'DESC' }], page: 1, pageSize: 24 });

    await key('KeyJ');
    await waitFor(() => expect(location().pathname).toBe('/app/ticket/123'));
    expect(await within(queue).findByText('24 из 25')).toBeTruthy();
    await key('ArrowRight');
    await waitFor(() => expect(location().pathname).toBe('/app/ticket/124'));
    expect(new URLSearchParams(location().search).get('list')).toBe('filter=manual&page=2');
    expect(await within(queue).findByText('25 из 25')).toBeTruthy();
    // The last of the list: nothing comes after it.
    const buttons = () => ['Предыдущий', 'Следующий'].map((name) => (within(queue).getByRole('button', { name: new RegExp(`^${name}`) }) as HTMLButtonElement).disabled);
    expect(buttons()).toEqual([false, true]);
    await key('KeyK');
    await waitFor(() => expect(location().pathname).toBe('/app/ticket/123'));
    expect(new URLSearchParams(location().search).get('list')).toBe('filter=manual');
    await key('ArrowLeft');
    await waitFor(() => expect(location().pathname).toBe('/app/ticket/122'));

    // '?' shows the keys; L goes back to the list it came from.
    await key('Slash', { key: '?', shiftKey: true });
    const help = await screen.findByRole('dialog', { name: 'Клавиши очереди' });
    expect(within(help).getByText('Следующий чек списка')).toBeTruthy();
    fireEvent.click(within(help).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Клавиши очереди' })).toBeNull());
    await key('KeyL');
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/app/tickets?filter=manual'));
  });

  it('mirrors the arrows right to left: ← is the next ticket, → the previous, and the help says so', async () => {
    setLanguage('en-RTL');
    const { location } = renderApp('/app/ticket/110?list=filter%3Dmanual', { user: adminUser });
    // Texts of a right-to-left page sit in left-to-right isolates (U+2066 … U+2069): compared without them.
    const queue = await screen.findByRole('navigation', { name: /Review queue/ });
    expect(await within(queue).findByText((_, node) => node?.getAttribute('data-testid') === 'queue-position' && plainText(node.textContent!) === '11 of 25')).toBeTruthy();
    expect(plainText(within(queue).getByRole('link', { name: /Back to the list/ }).textContent!)).toBe('→ Back to the list');
    await key('ArrowLeft');
    await waitFor(() => expect(location().pathname).toBe('/app/ticket/111'));
    await waitFor(() => expect(plainText(within(queue).getByTestId('queue-position').textContent!)).toBe('12 of 25'));
    await key('ArrowRight');
    await waitFor(() => expect(location().pathname).toBe('/app/ticket/110'));
    expect(within(queue).getByRole('button', { name: /Next/ }).getAttribute('aria-keyshortcuts')).toBe('J ArrowLeft');
    await key('Slash', { key: '?', shiftKey: true });
    const help = await screen.findByRole('dialog', { name: /Queue keys/ });
    const next = within(help)
      .getByText(/Next receipt of the list/)
      .closest('tr')!;
    expect(
      within(next)
        .getAllByText(/./, { selector: 'kbd' })
        .map((k) => k.textContent),
    ).toEqual(['J', '←']);
    fireEvent.click(within(help).getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Queue keys/ })).toBeNull());
  });

  it('scores with S and Enter, and opens the ticket that took the scored one’s place in the list', async () => {
    const { location } = renderApp('/app/ticket/101?list=filter%3Dmanual', { user: adminUser });
    await screen.findByText('2 из 25');
    await key('KeyS');
    const dialog = await screen.findByRole('alertdialog', { name: 'Подтвердите действие' });
    const field = within(dialog).getByLabelText('Баллы');
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
    // 101 left 'Ручная проверка'; 102 moved up into its place and opens.
    await waitFor(() => expect(location().pathname).toBe('/app/ticket/102'));
    expect(await screen.findByText('2 из 24')).toBeTruthy();
    expect(manual.includes(101)).toBe(false);
  });

  it('does not take keys typed into a field', async () => {
    const { location } = renderApp('/app/ticket/101?list=filter%3Dmanual', { user: adminUser });
    await screen.findByText('2 из 25');
    const input = document.createElement('input');
    document.body.append(input);
    act(() => void fireEvent.keyDown(input, { code: 'KeyJ', key: 'j' }));
    input.remove();
    await key('KeyS');
    await screen.findByRole('alertdialog', { name: 'Подтвердите действие' });
    expect(location().pathname).toBe('/app/ticket/101');
  });
});
