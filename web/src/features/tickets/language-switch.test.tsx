// Switching the language re-renders dates, numbers and ticket statuses in that language (issue 26):
// in Spanish no 'декабря' and no 'Отклонён'.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TicketStatusBadge } from './ticket-status-badge';
import { formatDate, formatDateTimeWithYear, formatMoney, formatNumber } from '../../shared/format';
import { renderWithProviders } from '../../test/render';
import { useI18n } from '../../shared/i18n/i18n';
import { setLanguage } from '../../shared/i18n/language';

function Sample() {
  const { t } = useI18n();
  return (
    <div>
      <p data-testid="date">{formatDate('2026-12-26T09:00:00.000Z')}</p>
      <p data-testid="when">{formatDateTimeWithYear('2026-12-26T09:00:00.000Z')}</p>
      <p data-testid="sum">{formatMoney(123450)}</p>
      <p data-testid="count">{formatNumber(12345)}</p>
      <p data-testid="title">{t.nav.sections.tickets}</p>
      <TicketStatusBadge status="REJECTED" statusCode="rejected" statusTitle="Отклонён" />
      <TicketStatusBadge status="MANUAL" statusCode="manual" statusTitle="Ручная проверка" />
    </div>
  );
}

const texts = () => ['date', 'when', 'sum', 'count', 'title'].map((id) => screen.getByTestId(id).textContent);
const statuses = () => [...document.querySelectorAll('[data-status]')].map((badge) => badge.textContent);

describe('the chosen language', () => {
  it('shows dates, numbers and statuses in Russian, then Spanish, then English', async () => {
    renderWithProviders(<Sample />);
    await screen.findByTestId('date');
    expect(texts()).toEqual(['26 декабря 2026', '26 декабря 2026 12:00', '1\u00a0234,50\u00a0₽', '12\u00a0345', 'Чеки']);
    expect(statuses()).toEqual(['Отклонён', 'Ручная проверка']);

    act(() => setLanguage('es'));
    expect(texts()).toEqual(['26 de diciembre de 2026', '26 de diciembre de 2026, 12:00', '1234,50\u00a0₽', '12.345', 'Tickets']);
    expect(statuses()).toEqual(['Rechazado', 'Revisión manual']);

    // English right to left: each text in a left-to-right isolate (U+2066 … U+2069), so that a
    // right-to-left page shows '26 December 2026', not 'December 2026 26'.
    act(() => setLanguage('en-RTL'));
    const ltr = (text: string) => `\u2066${text}\u2069`;
    expect(texts()).toEqual([ltr('26 December 2026'), ltr('26 December 2026 12:00'), ltr('1,234.50\u00a0₽'), '12,345', ltr('Receipts')]);
    expect(statuses()).toEqual([ltr('Rejected'), ltr('Manual check')]);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('keeps the API title of a status the gateway does not know (OTHER), else its value', async () => {
    act(() => setLanguage('es'));
    renderWithProviders(
      <>
        <TicketStatusBadge status="OTHER" statusCode="archived" statusTitle="В архиве" />
        <TicketStatusBadge status="OTHER" statusCode="frozen" statusTitle={null} />
      </>,
    );
    expect((await screen.findByText('В архиве')).getAttribute('data-status')).toBe('OTHER');
    expect(statuses()).toEqual(['В архиве', 'frozen']);
  });
});
