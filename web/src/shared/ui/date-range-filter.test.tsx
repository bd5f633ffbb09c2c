// No keystroke lost in a date field (issue 39): on /app/tickets 'По дату' typed right after 'С даты'
// lost its keystrokes when the URL caught up with 'С даты' and the filter reset both fields to it.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateRangeFilter } from './date-range-filter';

/** The list's URL, which takes a range a moment later (the router's update): `flush` applies what was sent. */
function Harness({ sent }: { sent: Array<{ from?: string; to?: string }> }) {
  const [url, setUrl] = useState({ from: '', to: '' });
  return (
    <>
      <DateRangeFilter from={url.from} to={url.to} onChange={(range) => sent.push(range)} />
      <button type="button" onClick={() => setUrl((was) => ({ ...was, ...Object.fromEntries(Object.entries(sent.shift() ?? {}).map(([k, v]) => [k, v ?? ''])) }))}>
        flush
      </button>
      <output data-testid="url">{`${url.from}|${url.to}`}</output>
    </>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** Types `text` one key at a time, as fast as events go. */
function typeFast(input: HTMLInputElement, text: string) {
  for (let i = 1; i <= text.length; i += 1) fireEvent.change(input, { target: { value: text.slice(0, i) } });
}

describe('DateRangeFilter', () => {
  it("keeps 'По дату' as typed while the URL catches up with 'С даты', and both reach the URL", () => {
    const sent: Array<{ from?: string; to?: string }> = [];
    renderWithProviders(<Harness sent={sent} />);
    typeFast(field('С даты'), '01.11.2026');
    expect(sent).toEqual([{ from: '2026-11-01', to: undefined }]);
    typeFast(field('По дату'), '15.11');
    // The URL takes 'С даты' now, with 'По дату' half typed.
    fireEvent.click(screen.getByRole('button', { name: 'flush' }));
    expect(screen.getByTestId('url').textContent).toBe('2026-11-01|');
    expect(field('С даты').value).toBe('01.11.2026');
    expect(field('По дату').value).toBe('15.11');
    typeFast(field('По дату'), '15.11.2026');
    expect(sent).toEqual([{ from: '2026-11-01', to: '2026-11-15' }]);
    fireEvent.click(screen.getByRole('button', { name: 'flush' }));
    expect(screen.getByTestId('url').textContent).toBe('2026-11-01|2026-11-15');
    expect([field('С даты').value, field('По дату').value]).toEqual(['01.11.2026', '15.11.2026']);
  });
});
