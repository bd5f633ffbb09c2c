// The confirmation dialog's code cannot be loaded (the network gone): the failure is said in the
// user's language and the confirmation answers false, so nothing is done (confirm.tsx).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ConfirmProvider, useConfirm } from './confirm';
import type * as ConfirmDialogModule from './confirm-dialog';
import { onDemand } from './on-demand';

// The chunk as the browser fails it when the network is gone (not a mocked import: the web tests
// share their workers' modules, and another file may have loaded the real dialog already).
const unreachable = onDemand<typeof ConfirmDialogModule>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function Probe() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm.remove({ description: 'Удалить регион?' })))}>remove</button>
      <output>{answer}</output>
    </>
  );
}

describe('a confirmation whose dialog cannot be loaded', () => {
  it('says so and answers false', async () => {
    renderWithProviders(
      <ConfirmProvider dialog={unreachable}>
        <Probe />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByText('remove'));
    await waitFor(() => expect(document.querySelector('output')!.textContent).toBe('false'));
    expect(await screen.findByText('Не удалось загрузить раздел. Проверьте связь и попробуйте ещё раз.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
