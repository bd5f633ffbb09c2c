// A button (or checkbox) that asks for a confirmation spreads `confirmIntent`: the pointer over it,
// and the focus on it, each start loading the confirmation dialog's code (shared/ui/confirm.tsx), so
// that its first confirmation does not wait for the chunk. The load is counted, not awaited: the web
// tests share their workers' modules, and another file may have loaded the dialog already.
import { fireEvent } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { confirmDialogCode } from '../shared/ui/confirm';

export function expectConfirmLoadOnIntent(element: HTMLElement): void {
  const load = vi.spyOn(confirmDialogCode, 'load');
  try {
    fireEvent.pointerEnter(element);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.focus(element);
    expect(load).toHaveBeenCalledTimes(2);
  } finally {
    load.mockRestore();
  }
}
