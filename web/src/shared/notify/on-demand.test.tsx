import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../graphql/request';
import { renderWithProviders } from '../../test/render';
import { errorMessageOnDemand, errorTextsCode, notifyCode, notifyErrorOnDemand } from './on-demand';

describe('errors said where their texts are loaded on demand', () => {
  // The error texts' modules cannot be loaded, as when the connection went away with the request.
  beforeEach(() => {
    const unloadable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    vi.spyOn(errorTextsCode, 'load').mockImplementation(unloadable);
    vi.spyOn(notifyCode, 'load').mockImplementation(unloadable);
  });
  afterEach(() => vi.restoreAllMocks());

  const error = new GraphQLRequestError([{ message: 'Authorization Required', extensions: { code: 'FORBIDDEN' } }], 200);

  it("says 'Нет связи с сервером.' when the error texts cannot be loaded", async () => {
    expect(await errorMessageOnDemand(error, 'Неизвестная ошибка')).toBe('Нет связи с сервером.');
  });

  it('shows the error notification with that text when notify cannot be loaded', async () => {
    renderWithProviders(<div />);
    await notifyErrorOnDemand(error);
    expect(await screen.findByText('Нет связи с сервером.')).toBeTruthy();
    expect(screen.getByText('Ошибка')).toBeTruthy();
  });
});
