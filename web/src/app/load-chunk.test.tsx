import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './error-page';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from '../shared/load-chunk';
import { system } from '../shared/theme/chakra-system';

describe('chunk loading', () => {
  it('gives up after 120 000 ms (spec §9)', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadChunk(() => new Promise<never>(() => undefined));
      const settled = vi.fn();
      pending.catch(settled);
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadError));
      expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a loaded module through and wraps a failed import', async () => {
    await expect(loadChunk(async () => ({ a: 1 }))).resolves.toEqual({ a: 1 });
    const failed = await loadChunk(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }).catch((error: unknown) => error);
    expect(isChunkLoadError(failed)).toBe(true);
  });

  it('shows the error page with a retry button when a route chunk fails', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: RouteErrorBoundary,
          lazy: () => loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    expect(await screen.findByText('Не удалось загрузить раздел. Проверьте связь и попробуйте ещё раз.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
