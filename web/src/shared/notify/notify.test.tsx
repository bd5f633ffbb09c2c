import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../graphql/request';
import { renderWithProviders } from '../../test/render';
import { notify, resolveErrorMessage, runAction } from './notify';
import { toaster } from './toaster';
import { measureToastRoom } from './toaster-view';

describe('error message resolution (spec §8)', () => {
  it("takes the server response's error message first", () => {
    const error = Object.assign(new Error('own'), {
      response: { data: { error: { message: 'с сервера' } } },
      error: { message: 'из объекта' },
    });
    expect(resolveErrorMessage(error)).toBe('с сервера');
  });

  it("takes a GraphQL error's message as the server's", () => {
    expect(resolveErrorMessage(new GraphQLRequestError([{ message: 'Место не найдено' }], 200))).toBe('Место не найдено');
  });

  it("then the error object's message, then the error's own", () => {
    expect(resolveErrorMessage(Object.assign(new Error('own'), { error: { message: 'из объекта' } }))).toBe('из объекта');
    expect(resolveErrorMessage(new Error('своё'))).toBe('своё');
  });

  it("never shows a framework's English text: 'Неизвестная ошибка' instead", () => {
    expect(resolveErrorMessage(new Error('Cannot read properties of undefined'))).toBe('Неизвестная ошибка');
  });

  it("falls back to 'Неизвестная ошибка'", () => {
    expect(resolveErrorMessage(undefined)).toBe('Неизвестная ошибка');
    expect(resolveErrorMessage({})).toBe('Неизвестная ошибка');
    expect(resolveErrorMessage(new GraphQLRequestError([], 400))).toBe('Неизвестная ошибка');
  });

  it("says 'Нет связи с сервером.' when the API behind the gateway is away or too slow", () => {
    expect(resolveErrorMessage(new GraphQLRequestError([{ message: 'REST API is unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }], 200))).toBe('Нет связи с сервером.');
    expect(resolveErrorMessage(new GraphQLRequestError([{ message: 'timeout', extensions: { code: 'UPSTREAM_TIMEOUT' } }], 200))).toBe('Нет связи с сервером.');
  });

  it("says 'Нет связи с сервером.' when the gateway answers 5xx without a GraphQL body", () => {
    expect(resolveErrorMessage(new GraphQLRequestError([], 502))).toBe('Нет связи с сервером.');
  });

  it("maps LOGIN_FAILED to 'Вы ввели неверные данные.' whatever the server said", () => {
    const error = new GraphQLRequestError([{ message: 'Invalid', extensions: { code: 'LOGIN_FAILED' } }], 200);
    expect(resolveErrorMessage(error)).toBe('Вы ввели неверные данные.');
    expect(resolveErrorMessage({ response: { data: { error: { code: 'LOGIN_FAILED', message: 'x' } } } })).toBe('Вы ввели неверные данные.');
  });

  it("maps the API's TICKET_ALREADY_PROCESSED to 'Ошибка начисления' / 'По чеку уже произведено начисление.'", () => {
    const create = vi.spyOn(toaster, 'create');
    const error = new GraphQLRequestError([{ message: 'Unprocessable', extensions: { code: 'BAD_USER_INPUT', upstreamCode: 'TICKET_ALREADY_PROCESSED' } }], 200);
    notify.error(error);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ошибка начисления', description: 'По чеку уже произведено начисление.', duration: 3000 }));
  });

  it('says the server cannot be reached for a failed fetch', () => {
    expect(resolveErrorMessage(new TypeError('Failed to fetch'))).toBe('Нет связи с сервером.');
  });
});

describe('notifications', () => {
  it('last 2 s by default and 3 s for errors', () => {
    const create = vi.spyOn(toaster, 'create');
    notify.success('Пользователь обновлен');
    notify.error(new Error('Сбой'));
    expect(create.mock.calls.map(([options]) => [options.type, options.title, options.description, options.duration])).toEqual([
      ['success', 'Пользователь обновлен', undefined, 2000],
      ['error', 'Ошибка', 'Сбой', 3000],
    ]);
  });

  it('takes another duration where set', () => {
    const create = vi.spyOn(toaster, 'create');
    notify.error(new Error('Сбой'), 'Ошибка', 5000);
    expect(create.mock.calls[0]?.[0].duration).toBe(5000);
  });

  it('shows the toasts asked for before the toaster is there, in order, once it is (its code loads on demand, issue 27)', async () => {
    act(() => {
      notify.success('Первое');
      notify.info('Второе');
    });
    expect(screen.queryByText('Первое')).toBeNull();
    renderWithProviders(<div />);
    const first = await screen.findByText('Первое');
    const toasts = screen.getAllByTestId('toast').map((toast) => toast.querySelector('[data-part=title]')?.textContent);
    expect(first.textContent).toBe('Первое');
    expect(toasts).toEqual(['Второе', 'Первое']); // the newest on top (placement 'top')
  });

  it('keeps a permanent one with the hint until it is clicked', async () => {
    renderWithProviders(<div />);
    act(() => notify.permanent('Код 1234', { description: 'Региональный менеджер приглашен' }));
    const hint = await screen.findByText('нажмите, что бы закрыть');
    expect(hint.textContent).toBe('нажмите, что бы закрыть');
    expect(screen.getByText('Код 1234')).toBeTruthy();
    fireEvent.click(screen.getByText('Региональный менеджер приглашен'));
    await waitFor(() => expect(screen.queryByText('Код 1234')).toBeNull());
  });
});

describe('actions', () => {
  it("show 'Операция выполнена' after an action that is not a fetch", async () => {
    const create = vi.spyOn(toaster, 'create');
    await expect(runAction(async () => 42)).resolves.toBe(42);
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Операция выполнена', duration: 2000 }));
  });

  it("show their own line under 'Операция выполнена', and their own title and description when given both", async () => {
    const create = vi.spyOn(toaster, 'create');
    await runAction(async () => 1, { success: 'Место сохранено' });
    await runAction(async () => ({ n: 3 }), { success: (result) => `Обновлено планов: ${result.n}` });
    await runAction(async () => ({ code: '5678' }), { success: (result) => ({ title: `Код ${result.code}`, description: 'Торговый представитель приглашен' }) });
    expect(create.mock.calls.map(([options]) => [options.type, options.title, options.description])).toEqual([
      ['success', 'Операция выполнена', 'Место сохранено'],
      ['success', 'Операция выполнена', 'Обновлено планов: 3'],
      ['success', 'Код 5678', 'Торговый представитель приглашен'],
    ]);
  });

  it('show the error with its title and answer undefined when they fail', async () => {
    const create = vi.spyOn(toaster, 'create');
    const result = await runAction(
      async () => {
        throw new GraphQLRequestError([{ message: 'Нет прав' }], 200);
      },
      { errorTitle: 'Ошибка обновления' },
    );
    expect(result).toBeUndefined();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Ошибка обновления', description: 'Нет прав', duration: 3000 }));
    expect(create).toHaveBeenCalledTimes(1);
  });

  const taken = (fields: Record<string, string[]>, message = 'Ошибка проверки') => new GraphQLRequestError([{ message, extensions: { code: 'BAD_USER_INPUT', fields } }], 200);

  it('show no toast for a validation error whose fields the form shows under them', async () => {
    const create = vi.spyOn(toaster, 'create');
    const given: unknown[] = [];
    const result = await runAction(
      async () => {
        throw taken({ name: ['такое значение уже есть'] });
      },
      { fieldLabels: { name: 'Название' }, inline: (fields) => (given.push(fields), ['name']) },
    );
    expect(result).toBeUndefined();
    expect(given).toEqual([{ name: 'Такое значение уже есть.' }]);
    expect(create).not.toHaveBeenCalled();
  });

  it('still show the toast when the form shows only some of the fields, or when the error is not about fields', async () => {
    const create = vi.spyOn(toaster, 'create');
    const inline = () => ['name'];
    await runAction(
      async () => {
        throw taken({ name: ['такое значение уже есть'], phone: ['неверный формат'] });
      },
      { fieldLabels: { name: 'Название' }, inline },
    );
    await runAction(
      async () => {
        throw new GraphQLRequestError([{ message: 'Нет прав', extensions: { code: 'FORBIDDEN' } }], 200);
      },
      { inline },
    );
    await runAction(
      async () => {
        throw new GraphQLRequestError(
          [
            { message: 'Ошибка проверки', extensions: { code: 'BAD_USER_INPUT', fields: { name: ['такое значение уже есть'] } } },
            { message: 'Нет прав', extensions: { code: 'FORBIDDEN' } },
          ],
          200,
        );
      },
      { fieldLabels: { name: 'Название' }, inline },
    );
    expect(create.mock.calls.map(([options]) => [options.type, options.description])).toEqual([
      ['error', 'Название: Такое значение уже есть. Телефон: Неверный формат.'],
      ['error', 'Нет прав'],
      ['error', 'Название: Такое значение уже есть.'],
    ]);
  });

  it('measure the room the shown toasts take at the top, which open dialogs keep clear of (--toast-room)', () => {
    const group = document.createElement('div');
    group.style.setProperty('--gap', '16px');
    group.getBoundingClientRect = () => ({ top: 16 }) as DOMRect;
    for (const [state, height] of [
      ['open', 96],
      ['open', 50],
      ['closed', 70],
    ] as const) {
      const toast = document.createElement('div');
      toast.dataset.part = 'root';
      toast.dataset.state = state;
      Object.defineProperty(toast, 'offsetHeight', { value: height });
      group.append(toast);
    }
    const html = document.createElement('html');
    measureToastRoom(group, html);
    expect(html.style.getPropertyValue('--toast-room')).toBe('194px'); // 16 + 96 + 50 + 2 × 16
    measureToastRoom(null, html);
    expect(html.style.getPropertyValue('--toast-room')).toBe('');
  });
});
