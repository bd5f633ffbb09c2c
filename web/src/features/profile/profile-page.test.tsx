import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConfirmLoadOnIntent } from '../../test/confirm-intent';
import { adminUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { bodyCells } from '../../test/table';

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

describe('profile page', () => {
  it("shows the user's name, phone, e-mail, role and status", async () => {
    server.use(graphql.query('ProfileRoute', () => HttpResponse.json({ data: { me: adminUser, apiTokens: [] } })));
    renderApp('/app/profile', { user: adminUser });

    expect(await screen.findByText('admin@example.ru')).toBeTruthy();
    expect(valueOf('Имя')).toBe('Анна');
    expect(valueOf('Фамилия')).toBe('Админова');
    expect(valueOf('Отчество')).toBe('—');
    expect(valueOf('Телефон')).toBe('+79990000001');
    expect(valueOf('Эл. почта')).toBe('admin@example.ru');
    expect(valueOf('Роль')).toBe('Администратор');
    expect(valueOf('Статус')).toBe('активный');
  });

  it('renders the profile where the API keeps no API tokens: the tokens panel says so in Russian, no error', async () => {
    server.use(
      graphql.query('ProfileRoute', () =>
        HttpResponse.json({
          data: { me: adminUser, apiTokens: null },
          errors: [{ message: 'Этот API не поддерживает запрос GET /users/me/apiTokens', path: ['apiTokens'], extensions: { code: 'UPSTREAM_UNSUPPORTED' } }],
        }),
      ),
    );
    renderApp('/app/profile', { user: adminUser });

    expect(await screen.findByText('Недоступно с этим API')).toBeTruthy();
    expect(screen.getByTestId('unsupported-panel').textContent).toBe('Недоступно с этим APIAPI программы не хранит личные API-токены: нужен маршрут GET /users/me/apiTokens.');
    expect(valueOf('Эл. почта')).toBe('admin@example.ru');
    expect(screen.queryByText('Ошибка загрузки')).toBeNull();
  });

  it('labels an invited user (phone not verified) and a blocked one', async () => {
    const invited = { ...adminUser, roleName: 'salesMan', phoneVerified: false, status: 'INVITED' as const, role: null };
    server.use(graphql.query('ProfileRoute', () => HttpResponse.json({ data: { me: invited, apiTokens: [] } })));
    renderApp('/app/profile', { user: invited });
    expect(await screen.findByText('приглашен')).toBeTruthy();
    expect(valueOf('Роль')).toBe('Торговый представитель');
    expect(within(screen.getByRole('main')).queryByText('активный')).toBeNull();
  });

  describe('API tokens', () => {
    const token = (over: Record<string, unknown> = {}) => ({
      __typename: 'ApiToken',
      id: 'a1',
      name: 'Отчёты',
      readOnly: true,
      createdAt: '2025-03-02T07:05:00.000Z',
      expiresAt: null,
      ...over,
    });
    const rows = () => bodyCells(screen.getByRole('table', { name: 'Ваши API-токены' }));

    it('lists the tokens, creates one shown once (the list grows), refuses a token with rights that never expires', async () => {
      const sent: unknown[] = [];
      server.use(
        graphql.query('ProfileRoute', () => HttpResponse.json({ data: { me: adminUser, apiTokens: [token()] } })),
        graphql.mutation('CreateApiToken', ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              createApiToken: {
                __typename: 'CreatedApiToken',
                token: 'T'.repeat(64),
                apiToken: token({ id: 'b2', name: 'Скрипт', readOnly: false, createdAt: '2025-03-03T09:00:00.000Z', expiresAt: '2025-04-02T09:00:00.000Z' }),
              },
            },
          });
        }),
      );
      renderApp('/app/profile', { user: adminUser });
      await screen.findByRole('table', { name: 'Ваши API-токены' });
      expect(rows()).toEqual([['Отчёты', 'Только чтение', '2 марта 2025 10:05', 'Бессрочно', 'Отозвать']]);
      // Every column named, the buttons' too (issue 39: no empty header).
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Название', 'Права', 'Создан', 'Истекает', 'Действия']);

      const form = screen.getByRole('form', { name: 'Создать токен' });
      fireEvent.click(within(form).getByRole('button', { name: 'Создать токен' }));
      expect(await within(form).findByText('Введите название токена.')).toBeTruthy();
      fireEvent.change(within(form).getByLabelText(/Название/), { target: { value: ' Скрипт ' } });
      fireEvent.click(within(form).getByText('Только чтение'));
      await waitFor(() => expect((within(form).getByRole('checkbox', { name: 'Только чтение' }) as HTMLInputElement).checked).toBe(false));
      fireEvent.change(within(form).getByLabelText('Срок действия'), { target: { value: 'never' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Создать токен' }));
      expect(await within(form).findByText('Бессрочным может быть только токен для чтения.')).toBeTruthy();
      expect(sent).toEqual([]);

      fireEvent.change(within(form).getByLabelText('Срок действия'), { target: { value: '30' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Создать токен' }));
      expect((await screen.findByTestId('new-token-value')).textContent).toBe('T'.repeat(64));
      expect(sent).toEqual([{ input: { name: 'Скрипт', readOnly: false, expiresInDays: 30 } }]);
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(rows()[0]).toEqual(['Скрипт', 'Все права', '3 марта 2025 12:00', '2 апреля 2025 12:00', 'Отозвать']);
      fireEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
      expect(screen.queryByTestId('new-token-value')).toBeNull();
    });

    it('revokes a token after a confirmation; the row goes', async () => {
      const revoked: unknown[] = [];
      server.use(
        graphql.query('ProfileRoute', () => HttpResponse.json({ data: { me: adminUser, apiTokens: [token(), token({ id: 'c3', name: 'Старый' })] } })),
        graphql.mutation('RevokeApiToken', ({ variables }) => {
          revoked.push(variables);
          return HttpResponse.json({ data: { revokeApiToken: { __typename: 'ApiToken', id: variables.id } } });
        }),
      );
      renderApp('/app/profile', { user: adminUser });
      // The pointer over the button, or the focus on it, starts loading the confirmation dialog.
      expectConfirmLoadOnIntent(await screen.findByRole('button', { name: 'Отозвать: Старый' }));
      fireEvent.click(screen.getByRole('button', { name: 'Отозвать: Старый' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText('Токен «Старый» перестанет работать сразу, открытые подписки завершатся.')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Отозвать: Старый' })).toBeNull());
      expect(revoked).toEqual([{ id: 'c3' }]);
      expect(rows()).toEqual([['Отчёты', 'Только чтение', '2 марта 2025 10:05', 'Бессрочно', 'Отозвать']]);
      expect(await screen.findByText('Токен отозван')).toBeTruthy();
    });
  });
});
