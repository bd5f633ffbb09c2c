import { Button } from '@chakra-ui/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { controlledLoad } from '../../test/controlled-load';
import { renderWithProviders } from '../../test/render';
import { onDemand, useOnDemand, type OnDemand } from './on-demand';

interface DialogModule {
  Dialog: (props: { onClose: () => void }) => React.ReactNode;
}

const dialogModule: DialogModule = {
  Dialog: ({ onClose }) => (
    <div role="dialog" aria-label="Пригласить">
      <button onClick={onClose}>Закрыть</button>
    </div>
  ),
};

function Screen({ code }: { code: OnDemand<DialogModule> }) {
  const dialog = useOnDemand(code);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...dialog.trigger(() => setOpen(true))} loadingText="Пригласить">
        Пригласить
      </Button>
      {open && dialog.module && <dialog.module.Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

const button = () => screen.getByRole('button', { name: 'Пригласить' }) as HTMLButtonElement;

describe('code loaded on demand (issue 27)', () => {
  it('starts loading on intent, once, and opens at once when the click finds the code there', async () => {
    const chunk = controlledLoad(dialogModule);
    const code = onDemand(chunk.load);
    renderWithProviders(<Screen code={code} />);
    expect(chunk.load).not.toHaveBeenCalled(); // nothing with the route
    fireEvent.pointerEnter(button());
    fireEvent.focus(button());
    fireEvent.pointerEnter(button());
    expect(chunk.load).toHaveBeenCalledTimes(1);
    chunk.resolve();
    await code.load();
    // Loaded: the click opens the dialog in the same turn, no busy state in between.
    fireEvent.click(button());
    expect(screen.getByRole('dialog', { name: 'Пригласить' })).toBeTruthy();
    expect(button().hasAttribute('data-loading')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    fireEvent.click(button());
    expect(screen.getByRole('dialog', { name: 'Пригласить' })).toBeTruthy();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('shows the button busy while the code the click asked for loads, then opens the dialog', async () => {
    const chunk = controlledLoad(dialogModule);
    renderWithProviders(<Screen code={onDemand(chunk.load)} />);
    fireEvent.click(button());
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button().hasAttribute('data-loading')).toBe(true));
    expect(button().disabled).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    chunk.resolve();
    expect(await screen.findByRole('dialog', { name: 'Пригласить' })).toBeTruthy();
    expect(button().hasAttribute('data-loading')).toBe(false);
    expect(button().disabled).toBe(false);
  });

  it("says a failed load in the user's language, and loads again on the next click", async () => {
    const chunk = controlledLoad(dialogModule);
    // A failure on intent alone is not said: the person has not asked yet.
    const code = onDemand(chunk.load);
    renderWithProviders(<Screen code={code} />);
    fireEvent.pointerEnter(button());
    chunk.reject();
    await code.load().catch(() => undefined); // the failed load, settled
    fireEvent.click(button());
    expect(chunk.load).toHaveBeenCalledTimes(2);
    chunk.reject();
    expect(await screen.findByText('Не удалось загрузить раздел. Проверьте связь и попробуйте ещё раз.')).toBeTruthy();
    expect(screen.getAllByText('Ошибка')).toHaveLength(1);
    await waitFor(() => expect(button().hasAttribute('data-loading')).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button());
    expect(chunk.load).toHaveBeenCalledTimes(3);
    chunk.resolve();
    expect(await screen.findByRole('dialog', { name: 'Пригласить' })).toBeTruthy();
  });
});
