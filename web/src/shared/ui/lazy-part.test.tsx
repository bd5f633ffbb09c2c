// LazyPart (lazy-part.tsx): a part whose code fails to load leaves its screen; any other error does not stop there.
import { screen } from '@testing-library/react';
import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledLoad } from '../../test/controlled-load';
import { renderWithProviders } from '../../test/render';
import { loadChunk } from '../load-chunk';
import { LazyPart } from './lazy-part';

describe('LazyPart', () => {
  afterEach(() => vi.restoreAllMocks());
  /** What the app's one error boundary would show instead of the whole screen. */
  class AppBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override render() {
      return this.state.failed ? <p>Страница ошибки</p> : this.props.children;
    }
  }
  const screenWith = (Part: ComponentType) => (
    <AppBoundary>
      <h1>Чеки</h1>
      <LazyPart fallback={<p>Загрузка панели</p>}>
        <Part />
      </LazyPart>
    </AppBoundary>
  );

  it("keeps the screen when the part's code fails to load, and says so where the part would be", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error a boundary caught
    const failing = controlledLoad({});
    const Panel = lazy(() => loadChunk(failing.load).then(() => ({ default: () => <p>Панель</p> })));
    renderWithProviders(screenWith(Panel));
    expect(await screen.findByText('Загрузка панели')).toBeTruthy();
    failing.reject();
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось загрузить раздел. Проверьте связь и попробуйте ещё раз.');
    expect(screen.getByRole('heading', { name: 'Чеки' })).toBeTruthy();
    expect(screen.queryByText('Страница ошибки')).toBeNull();
  });

  it('draws the part once its code is there, and lets any other error reach the app', async () => {
    const loading = controlledLoad({});
    const Panel = lazy(() => loadChunk(loading.load).then(() => ({ default: () => <p>Панель</p> })));
    const view = renderWithProviders(screenWith(Panel));
    loading.resolve();
    expect(await screen.findByText('Панель')).toBeTruthy();
    view.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error it passes on
    const Broken = () => {
      throw new Error('a bug in the panel');
    };
    renderWithProviders(screenWith(Broken));
    expect(await screen.findByText('Страница ошибки')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Чеки' })).toBeNull();
  });
});
