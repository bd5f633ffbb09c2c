import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../shared/session/session-store';
import { adminUser, graphqlError } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const withoutTypename = <T extends object>(value: T): T => JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === '__typename' ? undefined : v))) as T;

async function fillAndSubmit(phone: string, password: string) {
  const phoneInput = await screen.findByLabelText('Телефон');
  fireEvent.change(phoneInput, { target: { value: phone } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('sign-in page', () => {
  it('prefills the phone with +7 and keeps it in shape while typing', async () => {
    renderApp('/user/login');
    const phone = (await screen.findByLabelText('Телефон')) as HTMLInputElement;
    expect(phone.value).toBe('+7');
    fireEvent.change(phone, { target: { value: '+7 (999) 000-00-01' } });
    expect(phone.value).toBe('+79990000001');
  });

  it('shows "Вы ввели неверные данные." when the gateway answers LOGIN_FAILED', async () => {
    let sent: unknown;
    server.use(
      graphql.mutation('AuthSignIn', ({ variables }) => {
        sent = variables;
        return HttpResponse.json(graphqlError('Invalid phone or password', 'LOGIN_FAILED'));
      }),
    );
    const { location } = renderApp('/user/login');
    await fillAndSubmit('+79990000001', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Вы ввели неверные данные.');
    expect(sent).toEqual({ phone: '+79990000001', password: 'wrong' });
    expect(location().pathname).toBe('/user/login');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ["shows the server's message for any other error", 'Пользователь заблокирован', 'FORBIDDEN', 'Пользователь заблокирован'],
    ["says a framework's error by its code, with the error texts it loads only then (issue 27)", 'Authorization Required', 'FORBIDDEN', 'Недостаточно прав для этого действия.'],
    ["says 'Нет связи с сервером.' when the API behind the gateway is away", 'REST API is unavailable', 'UPSTREAM_UNAVAILABLE', 'Нет связи с сервером.'],
  ])('%s', async (_, message, code, shown) => {
    server.use(graphql.mutation('AuthSignIn', () => HttpResponse.json(graphqlError(message, code))));
    renderApp('/user/login');
    await fillAndSubmit('+79990000001', 'demo1234');
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
  });

  it('checks the phone before asking the gateway', async () => {
    renderApp('/user/login'); // no handler: a request would fail the test
    await fillAndSubmit('+7999', 'demo1234');
    expect(await screen.findByText('Введите номер: +7 и 10 цифр.')).toBeTruthy();
  });

  it('stores the user, greets and opens the profile after signing in', async () => {
    server.use(
      graphql.mutation('AuthSignIn', () =>
        // As the gateway answers the sign-in's `fetch`: no `__typename` (only Apollo asks for it).
        HttpResponse.json({ data: { login: { user: withoutTypename(adminUser), ttl: 1209600 } } }),
      ),
      // The profile's own read (its API tokens) never answers here: the user must come from the cache.
      graphql.query('ProfileRoute', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
    const { location } = renderApp('/user/login');
    await fillAndSubmit('+79990000001', 'demo1234');

    await waitFor(() => expect(location().pathname).toBe('/app/profile'));
    expect(await screen.findByText('Авторизация успешно выполнена.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({ id: 1, roleName: 'admin' });
    // The profile answers from the cache seeded with the signed-in user: no `me` request is needed.
    expect(await screen.findByText('admin@example.ru')).toBeTruthy();
    expect(screen.getByText('активный')).toBeTruthy();
    expect(screen.getAllByText('Администратор').length).toBeGreaterThan(0);
  });
});
