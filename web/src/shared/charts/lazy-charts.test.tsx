// A chart whose library does not load (the server away for a moment) costs the chart only: its box
// says so with a retry, and the retry loads and draws it; the screen around it stays.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BarChart, chartLibrary } from './lazy-charts';

describe('lazy charts', () => {
  it('shows a failed load in the chart’s box with a retry that draws the chart', async () => {
    // The suite shares its module graph: a chart drawn by an earlier file has its first attempt loaded.
    chartLibrary.attempts.clear();
    const load = vi.spyOn(chartLibrary, 'load').mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/charts.js'));
    renderWithProviders(
      <main>
        <h1>Чеки</h1>
        <BarChart label="График: обработки" data={[{ day: '1', count: 3 }]} x="day" series={[{ name: 'count', label: 'Чеков', color: 'blue.solid' }]} />
      </main>,
    );
    expect(await screen.findByText('Не удалось загрузить раздел. Проверьте связь и попробуйте ещё раз.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Чеки' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.queryByText('Не удалось загрузить раздел. Проверьте связь и попробуйте ещё раз.')).toBeNull());
    await waitFor(() => expect(document.querySelector('[data-testid="chart"]')).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
