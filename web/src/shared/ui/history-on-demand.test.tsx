// The history table behind `AuditHistory` (its code a chunk of its own): once on screen, it stays
// the same table when its code has loaded meanwhile and the page draws again (an update's answer adds
// an entry): a new table would lose what the reader had in view.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as tableCode from './audit-history';
import type { AuditHistoryEntry } from './audit-history';
import { AuditHistory, auditHistoryCode } from './history-on-demand';
import { renderWithProviders } from '../../test/render';
import { SessionProvider } from '../session/session-context';
import { createSessionStore } from '../session/session-store';
import { adminUser } from '../../test/fixtures';

const entries: AuditHistoryEntry[] = [
  { id: 2, at: '2024-03-02T09:15:00.000Z', userName: 'Анна Админова', actionTitle: 'Изменение', before: { title: 'Б' }, after: { title: 'В' } },
  { id: 1, at: '2024-03-01T09:15:00.000Z', userName: 'Анна Админова', actionTitle: 'Изменение', before: { title: 'А' }, after: { title: 'Б' } },
];

describe('AuditHistory (its code on demand)', () => {
  it('keeps its table when its code has loaded and the page draws again', async () => {
    // The table's code not loaded when the page is first drawn (as on a first visit), loaded by the
    // time it draws again.
    auditHistoryCode.loaded = null;
    function Page() {
      const [shown, setShown] = useState(1);
      return (
        <>
          <button onClick={() => setShown(2)}>Ещё</button>
          <AuditHistory entries={entries.slice(entries.length - shown)} format={{ label: (field) => (field === 'title' ? 'Название' : undefined) }} />
        </>
      );
    }
    const session = createSessionStore(window.localStorage);
    session.signIn(adminUser);
    renderWithProviders(
      <SessionProvider value={session}>
        <Page />
      </SessionProvider>,
    );
    const table = await screen.findByRole('table', { name: 'История' });
    const rows = () => within(table).getAllByRole('row').length - 1;
    expect(rows()).toBe(1);
    auditHistoryCode.loaded = tableCode;
    fireEvent.click(screen.getByRole('button', { name: 'Ещё' }));
    await waitFor(() => expect(rows()).toBe(2));
    expect(screen.getByRole('table', { name: 'История' })).toBe(table);
  });
});
